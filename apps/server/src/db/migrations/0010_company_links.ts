import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * The footer's help link and contact address (shell-and-admin §2.2) are each company's settings,
 * changed in the Companies screen; unset, the footer leaves that link out.
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema.alterTable('sites').addColumn('help_url', 'text').execute();
  await db.schema.alterTable('sites').addColumn('contact_email', 'text').execute();
}
