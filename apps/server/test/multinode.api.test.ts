import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UnitCollection } from '@qualium/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { oneStartupAtATime } from '../src/db/startup-lock.js';
import { type ChildServer, freePort, startChildServer } from './child-server.js';
import { copyTemplateDatabase, DEMO_PASSWORD } from './harness.js';
import { installQnBusinessProcess, openEventStream, QN } from './notifications-fixture.js';

/**
 * Several server nodes (docs/deployment.md "Several nodes"): two built servers (`npm start`) on
 * one PostgreSQL database and one DATA_DIR, behind HAProxy with the configuration we ship
 * (deploy/haproxy.cfg). What one node writes, another answers at once; a notification raised on
 * one reaches a stream held on the other; login failures count across nodes; and killing a node
 * loses no acknowledged write while the balancer keeps serving. PostgreSQL only: SQLite is one
 * machine (notifications.api.test.ts covers its processes).
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const C1 = '/api/v1/demo/1';
const MAX_FAILURES = 3;

const hostPort = (base: string) => new URL(base).host;
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Polls `check` every 50 ms until it holds, failing after `boundMs`. */
async function until(what: string, boundMs: number, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(inject('dbKind') === 'postgres')('several server nodes behind HAProxy', () => {
  let drop: () => Promise<void> = async () => {};
  let databaseUrl = '';
  let dataDir = '';
  let db: Db | undefined;
  const nodes: ChildServer[] = [];
  const logs: string[][] = [[], []];
  let balancer: ChildProcess | undefined;
  const balancerLog: string[] = [];
  let lb = '';
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const copy = await copyTemplateDatabase();
    drop = copy.drop;
    databaseUrl = copy.url;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-multinode-'));
    fs.cpSync(inject('templateDataDir'), dataDir, { recursive: true });
    db = openDatabase(loadConfig({ DATABASE_URL: copy.url, DATA_DIR: dataDir }, 'test').db);
    await installQnBusinessProcess(db);
    for (const name of ['manager', 'carmen.lopez']) {
      ids[name] = (
        await db.k.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
      ).id;
    }
    // Started together: their start-ups (migrations, store check) take turns on the database.
    const options = {
      databaseUrl: copy.url,
      dataDir,
      workers: 1,
      env: { TRUST_PROXY: '1', LOGIN_MAX_FAILURES: String(MAX_FAILURES) },
    };
    nodes.push(...(await Promise.all(logs.map((log) => startChildServer(options, log)))));
    const port = await freePort();
    lb = `http://127.0.0.1:${port}`;
    balancer = spawn('haproxy', ['-f', path.join(repoRoot, 'deploy', 'haproxy.cfg')], {
      env: {
        ...process.env,
        QUALIUM_LISTEN: `127.0.0.1:${port}`,
        QUALIUM_NODE1: hostPort(nodes[0]!.base),
        QUALIUM_NODE2: hostPort(nodes[1]!.base),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    balancer.stdout?.on('data', (d) => balancerLog.push(String(d)));
    balancer.stderr?.on('data', (d) => balancerLog.push(String(d)));
    // Not installed: npm test installs Debian's haproxy when it is missing (scripts/test.mjs).
    balancer.on('error', (error) => balancerLog.push(String(error)));
    await until('HAProxy serving', 10_000, async () => {
      if (balancer?.pid === undefined || balancer.exitCode !== null)
        throw new Error(`HAProxy: ${balancerLog.join('')}`);
      return (await fetch(`${lb}/api/health`).catch(() => undefined))?.ok === true;
    });
  });

  afterAll(async () => {
    if (balancer) {
      balancer.kill('SIGTERM');
      await exited(balancer);
    }
    for (const node of nodes) await node.stop();
    await db?.close();
    await drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (
    base: string,
    method: string,
    url: string,
    { token, body, headers }: { token?: string; body?: object; headers?: Record<string, string> } = {},
  ) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Token ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) };
  };

  const signIn = async (base: string, username: string) => {
    const res = await call(base, 'POST', '/api/v1/rest-auth/login/', { body: { username, password: DEMO_PASSWORD } });
    expect(res.status, res.text).toBe(200);
    return res.json().key as string;
  };

  const createQn = (base: string, token: string, subject: string) =>
    call(base, 'POST', `${C1}/unit/create_and_execute_initial_transition/`, {
      token,
      body: { business_process: QN, subject, owner: ids['carmen.lopez'] },
    });

  it('lists through one node, at once, a unit written through the other', async () => {
    const [a, b] = nodes.map((n) => n.base) as [string, string];
    const token = await signIn(lb, 'manager');
    const search = async (base: string) => {
      const params = new URLSearchParams({ business_process: QN, search: 'multinodo', items_per_page: '5' });
      const res = await call(base, 'GET', `${C1}/unit/explorer/?${params}`, { token });
      expect(res.status, res.text).toBe(200);
      return res.json() as UnitCollection;
    };
    // Each node (and the balancer, which takes turns) keeps the empty answer…
    for (const base of [a, b, lb, lb]) expect((await search(base)).count).toBe(0);
    const created = await createQn(a, token, 'Revisión multinodo de la cámara');
    expect(created.status, created.text).toBe(201);
    // …and none serves it again once the data under it changed on another node.
    for (const base of [b, lb, lb, a]) {
      const found = await search(base);
      expect(found.count, base).toBe(1);
      expect(found.units.map((u) => u.uid)).toEqual([created.json().uid]);
    }
  });

  it('delivers a notification raised on one node to streams held on the other and through the balancer', async () => {
    const [a, b] = nodes.map((n) => n.base) as [string, string];
    const carmen = await signIn(b, 'carmen.lopez');
    const manager = await signIn(a, 'manager');
    // A ticket issued by one node opens a stream on another: tickets live in the database.
    const ticket = async (base: string) =>
      (await call(base, 'POST', '/api/v1/notifications/stream_ticket/', { token: carmen })).json().ticket as string;
    const onB = await openEventStream(`${b}/api/v1/notifications/stream?ticket=${await ticket(a)}`);
    const throughLb = await openEventStream(`${lb}/api/v1/notifications/stream?ticket=${await ticket(b)}`);
    try {
      for (const stream of [onB, throughLb]) {
        expect(stream.status).toBe(200);
        await stream.next((e) => e.event === 'ready', 5000);
      }
      const created = await createQn(a, manager, 'Aviso entre nodos');
      expect(created.status, created.text).toBe(201);
      for (const stream of [onB, throughLb]) {
        const event = await stream.next((e) => e.event === 'notification', 5000);
        expect(event.data).toMatchObject({ type: 'created', site: 1, centro: 1 });
      }
    } finally {
      onB.close();
      throughLb.close();
    }
  });

  it('counts failed logins across nodes, and the balancer passes on the real client address', async () => {
    const [a, b] = nodes.map((n) => n.base) as [string, string];
    const attempt = (base: string, password: string, headers?: Record<string, string>) =>
      call(base, 'POST', '/api/v1/rest-auth/login/', { body: { username: 'sarah.collins', password }, headers });
    // The limit's failures, on alternate nodes: each node alone saw fewer.
    for (let i = 0; i < MAX_FAILURES; i++) {
      const res = await attempt(i % 2 === 0 ? a : b, 'wrong-password');
      expect(res.status, res.text).not.toBe(200);
      expect(res.status, res.text).not.toBe(429);
    }
    // Over it on both nodes, through the balancer too (the same address, the right password included)…
    for (const base of [a, b, lb, lb]) expect((await attempt(base, DEMO_PASSWORD)).status).toBe(429);
    // …and a client naming another address of its own through the balancer is still counted by its real one.
    expect((await attempt(lb, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  });

  it('lets one node start up at a time (migrations, the first seed, the store check)', async () => {
    const other = openDatabase(loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, 'test').db);
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const first = oneStartupAtATime(db!, async () => {
        order.push('first starts');
        await held;
        order.push('first done');
      });
      await until('the first start-up runs', 5000, () => order.length === 1);
      const second = oneStartupAtATime(other, async () => {
        order.push('second starts');
      });
      // The second waits in the database, for the first's lock.
      await until('the second start-up waits', 5000, async () => {
        const waiting = await sql<{ n: string }>`
          select count(*) as n from pg_locks
          where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`.execute(db!.k);
        return Number(waiting.rows[0]?.n) > 0;
      });
      expect(order).toEqual(['first starts']);
      release();
      await Promise.all([first, second]);
      expect(order).toEqual(['first starts', 'first done', 'second starts']);
    } finally {
      release();
      await other.close();
    }
  });

  it('loses no acknowledged write when a node is killed, and the balancer keeps serving', async () => {
    const token = await signIn(lb, 'manager');
    const acknowledged: string[] = [];
    const failed: string[] = [];
    const afterKill = new Map<number, number>();
    let killed = false;
    let stop = false;
    const CLIENTS = 4;
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const res = await createQn(lb, token, `Carga ${n}.${i}`).catch((error: Error) => ({
          status: 0,
          text: String(error),
          json: () => ({}),
        }));
        if (res.status === 201) {
          acknowledged.push(res.json().uid);
          if (killed) afterKill.set(n, (afterKill.get(n) ?? 0) + 1);
        } else {
          failed.push(`${res.status} ${res.text.slice(0, 200)}`);
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    try {
      await until('writes before the kill', 15_000, () => acknowledged.length >= 2 * CLIENTS);
      await nodes[0]!.crash();
      killed = true;
      await until('writes after the kill', 20_000, () =>
        Array.from({ length: CLIENTS }).every((_, n) => (afterKill.get(n) ?? 0) >= 3),
      );
    } finally {
      stop = true;
      await Promise.all(clients);
    }
    // Only a request the killed node held when it died may fail: one per client at most.
    expect(failed.length, failed.join('\n')).toBeLessThanOrEqual(CLIENTS);
    const stored = await db!.k.selectFrom('units').select('uid').where('uid', 'in', acknowledged).execute();
    expect(stored.map((u) => u.uid).sort()).toEqual([...acknowledged].sort());
    // The survivor answers each of them, as the balancer does.
    for (const base of [nodes[1]!.base, lb]) {
      for (const uid of acknowledged) {
        expect((await call(base, 'GET', `${C1}/unit/${encodeURIComponent(uid)}/`, { token })).status, uid).toBe(200);
      }
    }
  });
});
