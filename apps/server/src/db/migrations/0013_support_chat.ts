import type { Kysely } from 'kysely';
import { type DbKind, idColumn } from '../dialect.js';

/**
 * The support chat (modules/support-chat): one conversation per user and site with the company's
 * support, and its messages with their author and time. Each side's last read message id gives
 * the unread counts.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await idColumn(kind, db.schema.createTable('support_conversations'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('support_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('support_conversations_site_user', ['site_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('support_conversations_recent')
    .on('support_conversations')
    .columns(['site_id', 'last_message_at'])
    .execute();

  await idColumn(kind, db.schema.createTable('support_messages'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('support_conversations.id').onDelete('cascade'),
    )
    // Kept when the author is deleted: the message stays in the thread, without a name.
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_messages_conversation')
    .on('support_messages')
    .columns(['conversation_id', 'id'])
    .execute();
}
