import {
  displayName,
  type SupportChatSummary,
  type SupportConversation,
  type SupportConversations,
  type SupportMessage,
  type SupportMessageInput,
  type SupportThread,
} from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { toNumber } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { publishInTransaction } from '../notifications/events.js';
import { isSupport, requireChat, supportUserIds, threadRole } from './policy.js';

/**
 * The support chat (shell-and-admin §2.8; docs/decisions.md "Support chat"): a user's one thread
 * with the company's support per site, read and answered in the shell's panel. Every query is
 * scoped by the request's site; a new message is announced, once it commits, on the live stream
 * of the thread's owner and of every support user (notifications/events.ts: NOTIFY on PostgreSQL,
 * the event rows on SQLite), so a reply written on another server process reaches the panel.
 */

/** The support user's list shows the most recent conversations, this many. */
const CONVERSATIONS_SHOWN = 200;

type Db = Kysely<Database>;

/** The site's conversations with their last message and both sides' unread counts; `owner` narrows to one. */
function conversationRows(db: Db, siteId: number, owner?: number) {
  let q = db
    .selectFrom('support_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.last_message_at', 'u.first_name', 'u.last_name', 'u.username'])
    .select((eb) => [
      eb
        .selectFrom('support_messages as m')
        .select('m.body')
        .whereRef('m.conversation_id', '=', 'c.id')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_message'),
      // Support has not read: the owner's messages after support's marker.
      eb
        .selectFrom('support_messages as m')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .whereRef('m.id', '>', 'c.support_read_id')
        .whereRef('m.author_id', '=', 'c.user_id')
        .as('support_unread'),
      // The owner has not read: support's messages (or a deleted author's) after the owner's marker.
      eb
        .selectFrom('support_messages as m')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .whereRef('m.id', '>', 'c.user_read_id')
        .where((e) => e.or([e('m.author_id', 'is', null), e('m.author_id', '!=', e.ref('c.user_id'))]))
        .as('user_unread'),
    ])
    .where('c.site_id', '=', siteId);
  if (owner !== undefined) q = q.where('c.user_id', '=', owner);
  return q.orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(CONVERSATIONS_SHOWN);
}

type ConversationRow = Awaited<ReturnType<ReturnType<typeof conversationRows>['execute']>>[number];

function presentConversation(row: ConversationRow, readerId: number): SupportConversation {
  return {
    user: row.user_id,
    user_name: displayName(row),
    last_message: row.last_message ?? '',
    last_message_at: row.last_message_at,
    unread: toNumber(row.user_id === readerId ? row.user_unread : row.support_unread),
  };
}

/** Support sees the site's conversations; anyone else their own (none before their first message). */
export async function listConversations(ctx: RequestContext): Promise<SupportConversations> {
  requireChat(ctx.scope);
  const me = ctx.scope.user.id;
  const rows = await conversationRows(
    ctx.deps.db.k,
    ctx.scope.site.id,
    isSupport(ctx.scope) ? undefined : me,
  ).execute();
  return { conversations: rows.map((r) => presentConversation(r, me)) };
}

/** Whether the reader is support here, and the badge's count (over the conversations they see). */
export async function chatSummary(ctx: RequestContext): Promise<SupportChatSummary> {
  const { conversations } = await listConversations(ctx);
  return { is_support: isSupport(ctx.scope), unread: conversations.reduce((n, c) => n + c.unread, 0) };
}

async function threadOwner(db: Db, siteId: number, owner: number) {
  return db
    .selectFrom('support_conversations')
    .select(['id', 'user_id'])
    .where('site_id', '=', siteId)
    .where('user_id', '=', owner)
    .executeTakeFirst();
}

/** `owner`'s thread, oldest message first; reading it marks the reader's side read. */
export async function readThread(ctx: RequestContext, owner: number): Promise<SupportThread> {
  requireChat(ctx.scope);
  const role = threadRole(ctx.scope, owner);
  const { k } = ctx.deps.db;
  const conversation = await threadOwner(k, ctx.scope.site.id, owner);
  if (!conversation) {
    // The owner before their first message has an empty thread; support only sees threads that exist.
    if (role === 'support') throw notFound();
    return { user: owner, user_name: displayName(ctx.scope.user), messages: [] };
  }
  const rows = await k
    .selectFrom('support_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.author_id', 'm.body', 'm.created_at', 'u.first_name', 'u.last_name', 'u.username'])
    .where('m.conversation_id', '=', conversation.id)
    .orderBy('m.id')
    .execute();
  const lastId = rows.at(-1)?.id ?? 0;
  await k
    .updateTable('support_conversations')
    .set(role === 'owner' ? { user_read_id: lastId } : { support_read_id: lastId })
    .where('id', '=', conversation.id)
    .execute();
  const ownerRow = await k.selectFrom('users').selectAll().where('id', '=', owner).executeTakeFirstOrThrow();
  return {
    user: owner,
    user_name: displayName(ownerRow),
    messages: rows.map(
      (r): SupportMessage => ({
        id: r.id,
        author: r.author_id ?? 0,
        author_name:
          r.username === null
            ? ''
            : displayName({ first_name: r.first_name ?? '', last_name: r.last_name ?? '', username: r.username }),
        from_support: r.author_id !== owner,
        body: r.body,
        created_at: r.created_at,
      }),
    ),
  };
}

/**
 * Adds a message to `owner`'s thread: the owner writes to support (the thread begins with their
 * first message), support answers a thread that exists. The writer's side counts it as read.
 */
export async function postMessage(
  ctx: RequestContext,
  owner: number,
  input: SupportMessageInput,
): Promise<SupportMessage> {
  requireChat(ctx.scope);
  const role = threadRole(ctx.scope, owner);
  const { db } = ctx.deps;
  const site = ctx.scope.site.id;
  const me = ctx.scope.user;
  const at = ctx.now.toISOString();
  if (role === 'support' && !(await threadOwner(db.k, site, owner))) throw notFound();
  const recipients = new Set([owner, ...(await supportUserIds(db.k, ctx.scope))]);

  const id = await db.k.transaction().execute(async (trx) => {
    // Two first messages at once: one insert wins, the other finds its row.
    await trx
      .insertInto('support_conversations')
      .values({ site_id: site, user_id: owner, last_message_at: at, created_at: at })
      .onConflict((oc) => oc.columns(['site_id', 'user_id']).doNothing())
      .execute();
    const conversation = await threadOwner(trx, site, owner);
    if (!conversation) throw notFound();
    const row = await trx
      .insertInto('support_messages')
      .values({ conversation_id: conversation.id, author_id: me.id, body: input.body, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('support_conversations')
      .set(
        role === 'owner'
          ? { last_message_at: at, user_read_id: row.id }
          : { last_message_at: at, support_read_id: row.id },
      )
      .where('id', '=', conversation.id)
      .execute();
    await publishInTransaction(
      trx,
      db.kind,
      [...recipients].map((userId) => ({ userId, event: { type: 'chat', site, conversation: owner } as const })),
    );
    return row.id;
  });
  return {
    id,
    author: me.id,
    author_name: displayName(me),
    from_support: role === 'support',
    body: input.body,
    created_at: at,
  };
}
