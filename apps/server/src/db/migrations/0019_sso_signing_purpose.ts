import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * A fresh sign-in at the identity provider signs a purge too (issue 15 §4; docs/decisions.md
 * "Retention and purge"), so a signing code says what it was earned for: a transition's signature
 * or a purge. A code never crosses over, whatever the transition's id (a purge's row keeps '').
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema
    .alterTable('sso_signing')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('transition'))
    .execute();
}
