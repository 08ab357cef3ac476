import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.js';
import { watchForCatalog } from './0023_catalog_version.js';

/**
 * A notification's recipient joins the catalog (modules/shared/catalog.ts): whether they are
 * active, want internal notifications, and their language (the notification's texts), which every
 * notification looked up with a round trip inside the company's audit turn (notifications/
 * deliver.ts). Kept under the catalog version, the version must move when one of these changes: a
 * user's preferences or an administrator's edit, rare writes. Users' triggers are made again with
 * the names (0023) and these columns; a sign-in's `last_login` still moves nothing.
 */
const USERS = ['first_name', 'last_name', 'is_active', 'internal_notifications', 'lang'] as const;

export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`DROP TRIGGER users_catalog ON users`.execute(db);
  else for (const event of ['ai', 'ad', 'au']) await sql.raw(`DROP TRIGGER users_catalog_${event}`).execute(db);
  await watchForCatalog(db, kind, { users: USERS });
}
