import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * SAML single sign-on state that every server process must see (docs/design.md §1: nothing another
 * process needs lives in memory). The settings themselves are `sites.sso_config` (0001).
 * Rows carry `expires_at` and are purged by time when new ones are written.
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  const site = (c: ColumnDefinitionBuilder) => c.notNull().references('sites.id').onDelete('cascade');

  // AuthnRequests we sent: a response must answer one of them (InResponseTo), once. The return
  // path waits here rather than in RelayState, which SAML caps at 80 bytes and nobody signs.
  await db.schema
    .createTable('sso_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', site)
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_requests_expiry').on('sso_requests').column('expires_at').execute();

  // Assertions already accepted, kept until they could no longer be accepted anyway: a replay
  // (even one racing the first use on another process) hits the primary key.
  await db.schema
    .createTable('sso_used_assertions')
    .addColumn('site_id', 'integer', site)
    .addColumn('assertion_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sso_used_assertions_pk', ['site_id', 'assertion_id'])
    .execute();
  await db.schema.createIndex('sso_used_assertions_expiry').on('sso_used_assertions').column('expires_at').execute();

  // One-time codes handed to /ssocallback (in the URL fragment) and exchanged for a session token,
  // so the token itself never travels in a URL. Only a SHA-256 of the code is stored.
  await db.schema
    .createTable('sso_login_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('site_id', 'integer', site)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name_id', 'text', (c) => c.notNull())
    .addColumn('name_id_format', 'text')
    .addColumn('session_index', 'text')
    .addColumn('redirect', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_login_codes_expiry').on('sso_login_codes').column('expires_at').execute();

  // The IdP session behind a token: what a LogoutRequest must name, and how an IdP-initiated
  // logout finds the tokens to end. Goes with its token.
  await db.schema
    .createTable('sso_sessions')
    .addColumn('token_id', 'integer', (c) => c.primaryKey().references('tokens.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', site)
    .addColumn('name_id', 'text', (c) => c.notNull())
    .addColumn('name_id_format', 'text')
    .addColumn('session_index', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_sessions_name_id').on('sso_sessions').columns(['site_id', 'name_id']).execute();
}
