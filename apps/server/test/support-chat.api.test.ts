import type net from 'node:net';
import type { SupportChatEvent, SupportConversations, SupportThread } from '@qualium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, useTestApp } from './harness.js';
import { openEventStream } from './notifications-fixture.js';

/**
 * The support chat (docs/decisions.md "Support chat"): a user's thread with the company's support
 * per site, answered by the site's admins with the chat flag, scoped by site, refused without the
 * flag, and announced on the live stream of both sides.
 */
const ctx = useTestApp();
const DEMO = '/api/v1/demo';
const NORTE = '/api/v1/demo/norte';
const ACME = '/api/v1/acme';
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
/** The demo's `user` and `carmen.lopez` get the chat flag here; `manager` keeps it off. */
const CHAT_USERS = ['admin', 'user', 'carmen.lopez', 'acme.admin'];

beforeAll(async () => {
  await ctx.db.k
    .updateTable('users')
    .set({ support_level: '{"chat":true}' })
    .where('username', 'in', CHAT_USERS)
    .execute();
  for (const name of [...CHAT_USERS, 'manager']) {
    ids[name] = (
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
    ).id;
    tokens[name] = await login(ctx, name);
  }
});

const get = (as: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(tokens[as]!) });
const send = (as: string, url: string, body: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: auth(tokens[as]!), payload: body as object });
const thread = (scope: string, owner: string) => `${scope}/support_chat/conversations/${ids[owner]}/`;
const write = (as: string, owner: string, body: string, scope = DEMO) =>
  send(as, `${thread(scope, owner)}messages/`, { body });

describe('support chat', () => {
  it('records a user’s message, shows it to support as unread, and the reply to the user', async () => {
    const first = await write('user', 'user', '  No puedo adjuntar el informe  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ author: ids.user, from_support: false, body: 'No puedo adjuntar el informe' });

    // The writer has read their own message; support has one unread.
    expect((await get('user', `${DEMO}/support_chat/`)).json()).toEqual({ is_support: false, unread: 0 });
    expect((await get('admin', `${DEMO}/support_chat/`)).json()).toEqual({ is_support: true, unread: 1 });
    const list = (await get('admin', `${DEMO}/support_chat/conversations/`)).json() as SupportConversations;
    expect(list.conversations).toEqual([
      expect.objectContaining({ user: ids.user, last_message: 'No puedo adjuntar el informe', unread: 1 }),
    ]);

    // Support opens the thread (read) and answers in it.
    const opened = (await get('admin', thread(DEMO, 'user'))).json() as SupportThread;
    expect(opened.messages.map((m) => [m.author, m.from_support, m.body])).toEqual([
      [ids.user, false, 'No puedo adjuntar el informe'],
    ]);
    expect((await get('admin', `${DEMO}/support_chat/`)).json().unread).toBe(0);
    const reply = await write('admin', 'user', 'Pruebe con un PDF de menos de 20 MB');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ author: ids.admin, from_support: true });

    expect((await get('user', `${DEMO}/support_chat/`)).json().unread).toBe(1);
    const mine = (await get('user', thread(DEMO, 'user'))).json() as SupportThread;
    expect(mine.messages.map((m) => [m.from_support, m.body])).toEqual([
      [false, 'No puedo adjuntar el informe'],
      [true, 'Pruebe con un PDF de menos de 20 MB'],
    ]);
    expect((await get('user', `${DEMO}/support_chat/`)).json().unread).toBe(0);
    // The rows: author and time kept.
    const rows = await ctx.db.k.selectFrom('support_messages').select(['author_id', 'created_at']).execute();
    expect(rows.map((r) => r.author_id)).toEqual([ids.user, ids.admin]);
    expect(rows.every((r) => !Number.isNaN(Date.parse(r.created_at)))).toBe(true);
  });

  it('keeps threads apart: a user reads only their own, another company never', async () => {
    expect((await write('carmen.lopez', 'carmen.lopez', 'Hola')).statusCode).toBe(201);
    // Not support: another user's thread is refused, reading and writing.
    const peek = await get('carmen.lopez', thread(DEMO, 'user'));
    expect(peek.statusCode).toBe(403);
    expect(peek.json().detail).toBe("Only the company's support may read other users' conversations.");
    expect((await write('carmen.lopez', 'user', 'intruso')).statusCode).toBe(403);
    // Their list holds their own thread only.
    const list = (await get('carmen.lopez', `${DEMO}/support_chat/conversations/`)).json() as SupportConversations;
    expect(list.conversations.map((c) => c.user)).toEqual([ids['carmen.lopez']]);
    // Another tenant's admin cannot reach the demo company at all, nor see its threads from their own.
    expect((await get('acme.admin', thread(DEMO, 'user'))).statusCode).toBe(404);
    expect((await get('acme.admin', `${ACME}/support_chat/conversations/`)).json()).toEqual({ conversations: [] });
    expect((await get('acme.admin', thread(ACME, 'user'))).statusCode).toBe(404);
    // Threads are per site: the demo's admin in the Norte company sees none of the demo's.
    expect((await get('admin', `${NORTE}/support_chat/conversations/`)).json()).toEqual({ conversations: [] });
    // Support answers only threads that exist.
    expect((await write('admin', 'manager', 'hola')).statusCode).toBe(404);
  });

  it('refuses users without the chat flag, and bad messages, with a clear 4xx', async () => {
    const off = await get('manager', `${DEMO}/support_chat/`);
    expect(off.statusCode).toBe(403);
    expect(off.json().detail).toBe('The support chat is not enabled for this user.');
    expect((await write('manager', 'manager', 'hola')).statusCode).toBe(403);
    expect((await write('user', 'user', '   ')).statusCode).toBe(400);
    expect((await write('user', 'user', 'x'.repeat(4001))).statusCode).toBe(400);
    expect((await send('user', `${thread(DEMO, 'user')}messages/`, { text: 'hola' })).statusCode).toBe(400);
    expect((await get('user', `${DEMO}/support_chat/conversations/abc/`)).statusCode).toBe(400);
    expect(await ctx.db.k.selectFrom('support_messages').select('body').where('body', '=', 'hola').execute()).toEqual(
      [],
    );
  });
});

describe('support chat on the live stream', () => {
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  const streamOf = async (as: string) => {
    const ticket = await send(as, '/api/v1/notifications/stream_ticket/', {});
    const stream = await openEventStream(`${base}/api/v1/notifications/stream?ticket=${ticket.json().ticket}`);
    await stream.next((e) => e.event === 'ready', 5000);
    return stream;
  };

  it('tells the support users of a message, and the owner of the reply, and nobody else', async () => {
    const support = await streamOf('admin');
    const owner = await streamOf('carmen.lopez');
    const other = await streamOf('user');
    try {
      const event: SupportChatEvent = { type: 'chat', site: 1, conversation: ids['carmen.lopez']! };
      await write('carmen.lopez', 'carmen.lopez', '¿Dónde está el manual?');
      expect((await support.next((e) => e.event === 'chat', 5000)).data).toEqual(event);
      const seen = owner.events.length;
      await write('admin', 'carmen.lopez', 'En Documentos');
      expect((await owner.next((e) => e.event === 'chat', 5000, seen)).data).toEqual(event);
      // Chat events are not notifications, and a third user hears nothing of the thread.
      expect(support.events.filter((e) => e.event === 'notification')).toEqual([]);
      expect(other.events.filter((e) => e.event === 'chat')).toEqual([]);
    } finally {
      support.close();
      owner.close();
      other.close();
    }
  });
});
