import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * Signing with a fresh sign-in at the identity provider (issue 15 §1; docs/decisions.md
 * "Signatures"). A row is written when a user without a password starts a signature: it waits,
 * keyed by the AuthnRequest id (`sso_requests`), for the IdP's answer, which puts the hash of a
 * one-time signing code on it. The transition that signs deletes it in its own transaction.
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema
    .createTable('sso_signing')
    .addColumn('request_id', 'text', (c) => c.primaryKey())
    // SHA-256 of the signing code, set once the IdP answered for the same user, freshly.
    .addColumn('code_hash', 'text', (c) => c.unique())
    // The session that started it: the code signs only in that session.
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What the signature is for: the unit's company, the unit, the step and the version signed.
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('unit_uid', 'text', (c) => c.notNull())
    .addColumn('transition_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // When the request left: the IdP's AuthnInstant must not be earlier (a fresh login).
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_signing_expiry').on('sso_signing').column('expires_at').execute();
}
