import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.js';
import { watchForCatalog } from './0023_catalog_version.js';

/**
 * The process map's processes join the catalog (modules/shared/catalog.ts): a BP's units belong to
 * the process with its definition's `info.process` reference in the company (bp/repo.ts,
 * bpProcessId), which a creation looked up with a round trip of its own each time. Kept under the
 * catalog version, the version must move when a process is added, removed, or its reference or
 * company changes: rare administrative writes.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await watchForCatalog(db, kind, { processes: ['site_id', 'reference'] });
}
