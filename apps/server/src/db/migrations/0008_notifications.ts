import type { Kysely } from 'kysely';
import { type DbKind, idColumn } from '../dialect.js';

/**
 * The live notification stream (modules/notifications): what every server process must see, so it
 * lives in the database (docs/design.md §1), and is purged by time.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  // Single-use tickets that open one event stream: EventSource cannot send the Token header, and a
  // session token must never travel in a URL. Only a SHA-256 of the ticket is stored; a ticket dies
  // with the session that asked for it.
  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_id', 'integer', (c) => c.notNull().references('tokens.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expiry').on('stream_tickets').column('expires_at').execute();

  // SQLite's fan-out between server processes: each write that notifies someone adds a row in its
  // own transaction, and every process with open streams reads the new rows. (PostgreSQL uses
  // LISTEN/NOTIFY instead and leaves this table empty.) Rows older than a few minutes are purged.
  await idColumn(kind, db.schema.createTable('notification_events'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_events_created').on('notification_events').column('created_at').execute();
}
