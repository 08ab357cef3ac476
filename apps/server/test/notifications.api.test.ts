import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { NotificationEvent, UnitCollection } from '@qualium/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { type ChildServer, startChildServer } from './child-server.js';
import { auth, login, useTestApp } from './harness.js';
import { multipart } from './multipart.js';
import { type EventStreamClient, installQnBusinessProcess, openEventStream, QN } from './notifications-fixture.js';
import { enc } from './units-fixture.js';

/**
 * Notifications: written by the transitions that give a unit a new responsible, in their
 * transaction; listed, counted and read by their recipient only; pushed live over SSE, across
 * server processes.
 */
const ctx = useTestApp();
const C1 = '/api/v1/demo/1';
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await installQnBusinessProcess(ctx.db);
  for (const name of ['manager', 'carmen.lopez', 'jordi.puig', 'sarah.collins', 'admin']) {
    ids[name] = (
      await ctx.db.k.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
    ).id;
    tokens[name] = await login(ctx, name);
  }
});

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (token: string, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: auth(token), ...(payload ? { payload } : {}) });

async function createQn(as: string, owner: string, fields: Record<string, unknown> = {}) {
  const res = await post(tokens[as]!, `${C1}/unit/create_and_execute_initial_transition/`, {
    business_process: QN,
    subject: 'Revisar la cámara frigorífica 2',
    owner: ids[owner],
    due_on: '2026-12-12',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uid: string; id: number };
}

const transition = (as: string, uid: string, transitionId: string, owner: string) =>
  post(tokens[as]!, `${C1}/unit/${enc(uid)}/execute_transition/`, { transition_id: transitionId, owner: ids[owner] });

/** The notification units of a user about one unit, as stored. */
async function notificationsAbout(username: string, uid: string) {
  const rows = await ctx.db.k
    .selectFrom('units')
    .selectAll()
    .where('bp_reference', '=', 'NOTIF_DEFAULT')
    .where('current_responsible_id', '=', ids[username]!)
    .execute();
  return rows.filter((r) => (JSON.parse(r.fields) as { parent_unit?: string }).parent_unit === uid);
}

/** The list with its column labels in the user's saved language (Spanish), as the spec gives them. */
const listOf = async (as: string, query = '') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${C1}/unit/get_user_notifications/${query}`,
    headers: { ...auth(tokens[as]!), 'accept-language': undefined },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnitCollection;
};
const countOf = async (as: string) => (await get(tokens[as]!, `${C1}/unit/get_user_notifications_count/`)).json().count;

async function readAs(as: string, notificationIds: string[]) {
  const form = await multipart({ notifications_ids: notificationIds });
  return ctx.app.inject({
    method: 'POST',
    url: `${C1}/unit/execute_read_notifications/`,
    payload: form.payload,
    headers: { ...auth(tokens[as]!), ...form.headers },
  });
}

describe('writing notifications', () => {
  it('tells the new responsible of a created unit, in their language, linked to the unit', async () => {
    const unit = await createQn('manager', 'carmen.lopez');
    const [notification, ...more] = await notificationsAbout('carmen.lopez', unit.uid);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      current_state: 'open',
      is_closed: 0,
      creator_id: ids.manager,
      current_limit: '2026-12-12',
      centro_id: 1,
    });
    const reference = (
      await ctx.db.k.selectFrom('units').select('reference').where('uid', '=', unit.uid).executeTakeFirstOrThrow()
    ).reference;
    expect(notification!.title).toBe(`Se te ha asignado ${reference}; plazo 12/12/2026`);
    const fields = JSON.parse(notification!.fields);
    expect(fields).toMatchObject({ recipient: ids['carmen.lopez'], parent_unit: unit.uid, deadline: '2026-12-12' });
    expect(fields.message).toContain(
      `te ha asignado ${reference} «Revisar la cámara frigorífica 2» (Prueba de avisos)`,
    );
    // Its history, like any unit's.
    const history = await ctx.db.k
      .selectFrom('workflow_history')
      .select(['transition_id', 'to_state', 'user_id'])
      .where('unit_id', '=', notification!.id)
      .execute();
    expect(history).toEqual([{ transition_id: 'create', to_state: 'open', user_id: ids.manager }]);
  });

  it('writes nothing for oneself, for an unchanged responsible, or where the transition says notify_responsible: false', async () => {
    const own = await createQn('manager', 'manager');
    expect(await notificationsAbout('manager', own.uid)).toEqual([]);

    const unit = await createQn('manager', 'jordi.puig');
    expect(await notificationsAbout('jordi.puig', unit.uid)).toHaveLength(1);
    // The creator gives it to the same person again: nothing new.
    expect((await transition('manager', unit.uid, 'reasignar', 'jordi.puig')).statusCode).toBe(200);
    expect(await notificationsAbout('jordi.puig', unit.uid)).toHaveLength(1);
    // Catalan for a Catalan speaker.
    expect((await notificationsAbout('jordi.puig', unit.uid))[0]!.title).toMatch(
      /^Se t'ha assignat QN-\d+; termini 12\/12\/2026$/,
    );

    expect((await transition('jordi.puig', unit.uid, 'reasignar_sin_aviso', 'sarah.collins')).statusCode).toBe(200);
    expect(await notificationsAbout('sarah.collins', unit.uid)).toEqual([]);
    expect((await transition('manager', unit.uid, 'reasignar', 'carmen.lopez')).statusCode).toBe(200);
    expect(await notificationsAbout('carmen.lopez', unit.uid)).toHaveLength(1);
  });

  it('writes nothing for someone who turned internal notifications off', async () => {
    await ctx.db.k
      .updateTable('users')
      .set({ internal_notifications: 0 })
      .where('id', '=', ids['sarah.collins']!)
      .execute();
    try {
      const unit = await createQn('manager', 'sarah.collins');
      expect(await notificationsAbout('sarah.collins', unit.uid)).toEqual([]);
    } finally {
      await ctx.db.k
        .updateTable('users')
        .set({ internal_notifications: 1 })
        .where('id', '=', ids['sarah.collins']!)
        .execute();
    }
    const unit = await createQn('manager', 'sarah.collins');
    expect((await notificationsAbout('sarah.collins', unit.uid))[0]!.title).toMatch(
      /^QN-\d+ has been assigned to you; due 12\/12\/2026$/,
    );
  });

  it('writes nothing when the transition fails after it: one transaction', async () => {
    const unit = await createQn('manager', 'jordi.puig');
    // The database refuses the failing transition's audit entry, which is written after the notification.
    if (inject('dbKind') === 'sqlite') {
      await sql`create trigger qn_fail before insert on audit_log when new.action = 'transition:fallar'
        begin select raise(abort, 'injected failure'); end`.execute(ctx.db.k);
    } else {
      await sql`create function qn_fail() returns trigger as $$ begin
        if new.action = 'transition:fallar' then raise exception 'injected failure'; end if; return new; end $$
        language plpgsql`.execute(ctx.db.k);
      await sql`create trigger qn_fail before insert on audit_log for each row execute function qn_fail()`.execute(
        ctx.db.k,
      );
    }
    try {
      const failed = await transition('manager', unit.uid, 'fallar', 'carmen.lopez');
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger qn_fail${inject('dbKind') === 'postgres' ? sql` on audit_log` : sql``}`.execute(ctx.db.k);
    }
    expect(await notificationsAbout('carmen.lopez', unit.uid)).toEqual([]);
    const row = await ctx.db.k
      .selectFrom('units')
      .select('current_responsible_id')
      .where('uid', '=', unit.uid)
      .executeTakeFirstOrThrow();
    expect(row.current_responsible_id).toBe(ids['jordi.puig']);
  });
});

describe('listing, counting and reading', () => {
  it('lists only the user’s own notifications, newest first, with the spec’s columns and the unit each is about', async () => {
    const older = await createQn('manager', 'carmen.lopez', { subject: 'Calibrar el termómetro de sonda' });
    const newer = await createQn('jordi.puig', 'carmen.lopez', { subject: 'Sustituir la junta de la puerta' });
    const list = await listOf('carmen.lopez');
    expect(list.columns.map((c) => [c.name, c.label])).toEqual([
      ['title', 'Asunto'],
      ['creador', 'Autor'],
      ['fecha_creacion', 'Fecha'],
      ['current_workflow_state', 'Estado'],
    ]);
    expect(list.sort).toEqual({ field: 'fecha_creacion', desc: true });
    expect(list.bp_name).toBe('Notificación');
    const [first, second] = list.units;
    expect(first!.parent_process).toMatchObject({ uid: newer.uid, business_process: QN });
    expect(first!.creador?.id).toBe(ids['jordi.puig']);
    expect(second!.parent_process?.uid).toBe(older.uid);
    expect(list.units.every((u) => u.current_workflow_responsible?.id === ids['carmen.lopez'])).toBe(true);
    expect(list.units.every((u) => u.business_process === 'NOTIF_DEFAULT')).toBe(true);
    expect(first!.values.message).toContain('Sustituir la junta de la puerta');

    // Nobody else sees them, not even an administrator of the company.
    for (const other of ['manager', 'admin']) {
      const theirs = await listOf(other);
      expect(theirs.units.some((u) => u.uid === first!.uid)).toBe(false);
    }
    expect(
      (await get(tokens.manager!, `${C1}/unit/get_user_notifications/?user=${ids['carmen.lopez']}`)).statusCode,
    ).toBe(403);
    expect((await get(tokens.manager!, `${C1}/unit/get_user_notifications/?business_process=NC`)).statusCode).toBe(400);
  });

  it('filters by search, date range and advanced filters, like the explorer', async () => {
    await createQn('manager', 'sarah.collins', { subject: 'Limpiar el filtro de la campana' });
    const all = await listOf('sarah.collins');
    const reference = all.units[0]!.values.message!.match(/QN-\d+/)![0];
    expect((await listOf('sarah.collins', `?search=${reference}`)).units.map((u) => u.uid)).toEqual([
      all.units[0]!.uid,
    ]);
    const today = all.units[0]!.fecha_creacion.slice(0, 10);
    const dates = enc(JSON.stringify({ field: 'fecha_creacion', range: ['2000-01-01', '2000-01-31'] }));
    expect((await listOf('sarah.collins', `?filter_dates=${dates}`)).count).toBe(0);
    const thisDay = enc(JSON.stringify({ field: 'fecha_creacion', range: [today, today] }));
    expect((await listOf('sarah.collins', `?filter_dates=${thisDay}`)).count).toBe(all.count);
    const read = enc(JSON.stringify({ current_workflow_state: ['read'] }));
    expect((await listOf('sarah.collins', `?advanced_filters=${read}`)).count).toBe(0);
  });

  it('counts the unread ones and reads them through the read transition, once', async () => {
    const unit = await createQn('manager', 'jordi.puig', { subject: 'Revisar el registro de temperaturas' });
    const [notification] = await notificationsAbout('jordi.puig', unit.uid);
    const before = await countOf('jordi.puig');
    expect(before).toBeGreaterThan(0);

    const read = await readAs('jordi.puig', [notification!.uid]);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ read: [notification!.uid], already_read: [], count: before - 1 });
    expect(await countOf('jordi.puig')).toBe(before - 1);
    const stored = await ctx.db.k
      .selectFrom('units')
      .selectAll()
      .where('id', '=', notification!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ current_state: 'read', is_closed: 1, current_responsible_id: ids['jordi.puig'] });
    expect(stored.fecha_cierre).not.toBeNull();

    // Again: nothing changes.
    const again = await readAs('jordi.puig', [notification!.uid]);
    expect(again.json()).toEqual({ read: [], already_read: [notification!.uid], count: before - 1 });
    const history = await ctx.db.k
      .selectFrom('workflow_history')
      .select('transition_id')
      .where('unit_id', '=', notification!.id)
      .execute();
    expect(history.map((h) => h.transition_id)).toEqual(['create', 'read']);
  });

  it('refuses more ids than one call reads, in the user’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${C1}/unit/execute_read_notifications/`,
      payload: { notifications_ids: Array.from({ length: 501 }, (_, i) => String(i + 1)) },
      headers: { ...auth(tokens['carmen.lopez']!), 'accept-language': undefined },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ notifications_ids: ['Como máximo 500 notificaciones por petición.'] });
  });

  it('refuses ids that are not the user’s own notifications, revealing nothing, and writes nothing', async () => {
    const unit = await createQn('manager', 'carmen.lopez', { subject: 'Actualizar el plan APPCC' });
    const [theirs] = await notificationsAbout('carmen.lopez', unit.uid);
    const mine = await createQn('manager', 'jordi.puig', { subject: 'Formación en alérgenos' });
    const [own] = await notificationsAbout('jordi.puig', mine.uid);

    const someoneElses = await readAs('jordi.puig', [own!.uid, theirs!.uid]);
    expect(someoneElses.statusCode).toBe(404);
    expect(someoneElses.json()).toEqual({ detail: `Notification not found: ${theirs!.uid}` });
    const missing = await readAs('jordi.puig', ['QUnit#NOTIF_DEFAULT#1#999999']);
    expect(missing.json()).toEqual({ detail: 'Notification not found: QUnit#NOTIF_DEFAULT#1#999999' });
    // Not a notification at all, though the user is its responsible.
    expect((await readAs('jordi.puig', [mine.uid])).statusCode).toBe(404);
    const states = await ctx.db.k
      .selectFrom('units')
      .select(['id', 'current_state'])
      .where('id', 'in', [own!.id, theirs!.id])
      .execute();
    expect(states.map((s) => s.current_state)).toEqual(['open', 'open']);

    // Instance ids (what lists give as instance_id) work as well, in a JSON body too.
    const byId = await post(tokens['jordi.puig']!, `${C1}/unit/execute_read_notifications/`, {
      notifications_ids: [own!.id],
    });
    expect(byId.json().read).toEqual([own!.uid]);
    expect((await post(tokens['jordi.puig']!, `${C1}/unit/execute_read_notifications/`, {})).statusCode).toBe(400);
  });
});

/**
 * How long a test waits for an event it expects: a bound for a stuck stream, not a speed check (a
 * busy machine delays pushes; SQLite's feed polls every 250 ms). Speed lives in bench/.
 */
const STREAM_WAIT_MS = 10_000;

describe('the live stream', () => {
  let base = '';
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address() as net.AddressInfo;
    base = `http://127.0.0.1:${address.port}`;
  });

  const ticketFor = async (as: string) => {
    const res = await post(tokens[as]!, '/api/v1/notifications/stream_ticket/');
    expect(res.statusCode, res.body).toBe(201);
    return res.json().ticket as string;
  };
  const streamOf = async (as: string) => {
    const stream = await openEventStream(`${base}/api/v1/notifications/stream?ticket=${await ticketFor(as)}`);
    expect(stream.status).toBe(200);
    await stream.next((e) => e.event === 'ready', 5000);
    return stream;
  };

  it('pushes a notification to its recipient when another user’s transition writes it', async () => {
    const stream = await streamOf('carmen.lopez');
    const other = await streamOf('sarah.collins');
    try {
      expect(stream.headers['content-type']).toContain('text/event-stream');
      const seen = stream.events.length;
      const unit = await createQn('manager', 'carmen.lopez', { subject: 'Vaciar la trampa de grasas' });
      const event = await stream.next((e) => e.event === 'notification', STREAM_WAIT_MS, seen);
      const [notification] = await notificationsAbout('carmen.lopez', unit.uid);
      expect(event.data).toEqual({
        type: 'created',
        site: 1,
        centro: 1,
        uids: [notification!.uid],
      } satisfies NotificationEvent);
      // Reading it is pushed too (the user's other tabs follow).
      await readAs('carmen.lopez', [notification!.uid]);
      const readEvent = await stream.next(
        (e) => (e.data as NotificationEvent | null)?.type === 'read',
        STREAM_WAIT_MS,
        seen,
      );
      expect((readEvent.data as NotificationEvent).uids).toEqual([notification!.uid]);
      expect(other.events.filter((e) => e.event === 'notification')).toEqual([]);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('announces nothing for a transition that rolled back', async () => {
    const stream = await streamOf('carmen.lopez');
    try {
      const unit = await createQn('manager', 'jordi.puig');
      const seen = stream.events.length;
      if (inject('dbKind') === 'sqlite') {
        await sql`create trigger qn_fail2 before insert on audit_log when new.action = 'transition:fallar'
          begin select raise(abort, 'injected failure'); end`.execute(ctx.db.k);
      } else {
        await sql`create or replace function qn_fail2() returns trigger as $$ begin
          if new.action = 'transition:fallar' then raise exception 'injected failure'; end if; return new; end $$
          language plpgsql`.execute(ctx.db.k);
        await sql`create trigger qn_fail2 before insert on audit_log for each row execute function qn_fail2()`.execute(
          ctx.db.k,
        );
      }
      try {
        expect((await transition('manager', unit.uid, 'fallar', 'carmen.lopez')).statusCode).toBe(500);
      } finally {
        await sql`drop trigger qn_fail2${inject('dbKind') === 'postgres' ? sql` on audit_log` : sql``}`.execute(
          ctx.db.k,
        );
      }
      // The next event Carmen gets is the next real notification, not the rolled-back one.
      expect((await transition('manager', unit.uid, 'reasignar', 'carmen.lopez')).statusCode).toBe(200);
      const event = await stream.next((e) => e.event === 'notification', STREAM_WAIT_MS, seen);
      const [notification] = await notificationsAbout('carmen.lopez', unit.uid);
      expect((event.data as NotificationEvent).uids).toEqual([notification!.uid]);
    } finally {
      stream.close();
    }
  });

  it('takes single-use, short-lived tickets of a live session, never the session token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/notifications/stream_ticket/' })).statusCode).toBe(
      401,
    );
    const ticket = await ticketFor('jordi.puig');
    const first = await openEventStream(`${base}/api/v1/notifications/stream?ticket=${ticket}`);
    expect(first.status).toBe(200);
    first.close();
    const reused = await ctx.app.inject({ method: 'GET', url: `/api/v1/notifications/stream?ticket=${ticket}` });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ detail: 'The stream ticket is not valid or has expired. Ask for a new one.' });
    // The session token itself is no ticket.
    const withToken = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/notifications/stream?ticket=${tokens['jordi.puig']}`,
    });
    expect(withToken.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications/stream?ticket=x' })).statusCode).toBe(
      401,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications/stream' })).statusCode).toBe(400);

    const expired = await ticketFor('jordi.puig');
    await ctx.db.k.updateTable('stream_tickets').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/notifications/stream?ticket=${expired}` })).statusCode,
    ).toBe(401);

    // A ticket dies with its session.
    const session = await login(ctx, 'jordi.puig');
    const orphan = (await post(session, '/api/v1/notifications/stream_ticket/')).json().ticket;
    expect((await post(session, '/api/v1/rest-auth/logout/')).statusCode).toBeLessThan(300);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/notifications/stream?ticket=${orphan}` })).statusCode,
    ).toBe(401);
  });

  it('forgets a stream once its client goes away', async () => {
    const before = ctx.app.notificationStreams.size;
    const streams: EventStreamClient[] = [await streamOf('manager'), await streamOf('manager')];
    expect(ctx.app.notificationStreams.size).toBe(before + 2);
    for (const s of streams) s.close();
    for (let i = 0; i < 100 && ctx.app.notificationStreams.size > before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(ctx.app.notificationStreams.size).toBe(before);
  });
});

/**
 * Two server processes on one SQLite file (what WEB_CONCURRENCY workers are, without the cluster's
 * choice of which worker takes a connection): a stream on one hears a transition on the other.
 */
describe.runIf(inject('dbKind') === 'sqlite')('across server processes (SQLite)', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-notif-procs-'));
  const servers: ChildServer[] = [];
  const bases: string[] = [];

  async function startServer(file: string, workers = 1): Promise<string> {
    const server = await startChildServer({ databaseUrl: `sqlite:${file}`, dataDir: path.join(work, 'data'), workers });
    servers.push(server);
    return server.base;
  }

  beforeAll(async () => {
    const file = path.join(work, 'shared.db');
    fs.copyFileSync(inject('templateSqlite'), file);
    const db = openDatabase({ kind: 'sqlite', url: `sqlite:${file}`, sqliteFile: file });
    await installQnBusinessProcess(db);
    await db.close();
    bases.push(await startServer(file), await startServer(file), await startServer(file, 2));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(work, { recursive: true, force: true });
  });

  const call = async (base: string, token: string | null, method: string, url: string, body?: object) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('delivers a notification written by one process to a stream held by another', async () => {
    const [one, two] = bases as [string, string];
    const signIn = async (base: string, username: string) =>
      (await call(base, null, 'POST', '/api/v1/rest-auth/login/', { username, password: 'Demo1234!' })).body
        .key as string;
    const carmen = await signIn(one, 'carmen.lopez');
    const manager = await signIn(two, 'manager');
    const ticket = (await call(one, carmen, 'POST', '/api/v1/notifications/stream_ticket/')).body.ticket;
    const stream = await openEventStream(`${one}/api/v1/notifications/stream?ticket=${ticket}`);
    try {
      await stream.next((e) => e.event === 'ready', 5000);
      const created = await call(two, manager, 'POST', `${C1}/unit/create_and_execute_initial_transition/`, {
        business_process: QN,
        subject: 'Revisar la cámara de congelación',
        owner: ids['carmen.lopez'],
      });
      expect(created.status).toBe(201);
      const event = await stream.next((e) => e.event === 'notification', STREAM_WAIT_MS);
      expect(event.data).toMatchObject({ type: 'created', site: 1, centro: 1 });
      const list = await call(one, carmen, 'GET', `${C1}/unit/get_user_notifications/`);
      expect(list.body.units[0].parent_process.uid).toBe(created.body.uid);
      expect((event.data as NotificationEvent).uids).toEqual([list.body.units[0].uid]);
    } finally {
      stream.close();
    }
  });

  it('reaches every stream of a cluster of worker processes (WEB_CONCURRENCY=2)', async () => {
    const cluster = bases[2]!;
    const signIn = async (username: string) =>
      (await call(cluster, null, 'POST', '/api/v1/rest-auth/login/', { username, password: 'Demo1234!' })).body
        .key as string;
    const jordi = await signIn('jordi.puig');
    const manager = await signIn('manager');
    // The primary hands connections to the workers in turn: four streams land on both.
    const streams: EventStreamClient[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const ticket = (await call(cluster, jordi, 'POST', '/api/v1/notifications/stream_ticket/')).body.ticket;
        const stream = await openEventStream(`${cluster}/api/v1/notifications/stream?ticket=${ticket}`);
        await stream.next((e) => e.event === 'ready', 5000);
        streams.push(stream);
      }
      const created = await call(cluster, manager, 'POST', `${C1}/unit/create_and_execute_initial_transition/`, {
        business_process: QN,
        subject: 'Revisar el abatidor',
        owner: ids['jordi.puig'],
      });
      expect(created.status).toBe(201);
      const events = await Promise.all(streams.map((s) => s.next((e) => e.event === 'notification', STREAM_WAIT_MS)));
      expect(new Set(events.map((e) => JSON.stringify(e.data))).size).toBe(1);
    } finally {
      for (const s of streams) s.close();
    }
  });
});
