import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.js';
import { watchForCatalog } from './0023_catalog_version.js';

/**
 * A process's name joins the catalog (modules/shared/catalog.ts): the unit page shows the unit's
 * process by name and reference (units/present.ts), which every page read with a statement of its
 * own. Kept under the catalog version, the version must move when a name changes too, a rare
 * administrative write. The processes' triggers (0026) are made again with the name.
 */
const PROCESSES = ['site_id', 'reference', 'name'] as const;

export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`DROP TRIGGER processes_catalog ON processes`.execute(db);
  else for (const event of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER processes_catalog_${event}`).execute(db);
  await watchForCatalog(db, kind, { processes: PROCESSES });
}
