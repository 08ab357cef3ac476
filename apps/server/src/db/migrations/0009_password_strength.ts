import type { Kysely } from 'kysely';
import { bool, type DbKind } from '../dialect.js';

/**
 * shell-and-admin §5: the change-password strength rule is enforced only when its flag is on,
 * default off. The flag is a company setting (the Companies screen), so each company decides.
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema
    .alterTable('sites')
    .addColumn('password_strength', 'integer', (c) => bool(c, 0))
    .execute();
}
