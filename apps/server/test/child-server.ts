import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { copyTemplateDatabase, type TestContext } from './harness.js';

/**
 * The built server (`apps/server/dist/main.js`, as `npm start` runs it) in a process group of its
 * own, for what `app.inject` cannot show: several worker processes sharing one database, and a
 * crash (SIGKILL to the primary and every worker at once) with a restart on the same data.
 */
export interface ChildServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Everything the processes printed, since the first start. */
  output(): string;
  /** SIGKILL to the whole group, like a power cut to the processes (not to the machine). */
  crash(): Promise<void>;
  /** SIGTERM: the orderly stop. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  databaseUrl: string;
  dataDir: string;
  /** WEB_CONCURRENCY: worker processes sharing the port (1: the main process serves). */
  workers: number;
  /** Further settings (TRUST_PROXY, LOGIN_MAX_FAILURES…). */
  env?: Record<string, string>;
}

const main =
  process.env.QUALIUM_SERVER_MAIN ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'main.js');

/** A port nothing listens on now (for a server about to start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Starts the server and waits until every worker answers its health check. */
export async function startChildServer(options: ChildServerOptions, log: string[] = []): Promise<ChildServer> {
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build first (npm run build; npm test does it)`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    // Its own process group, so that one signal reaches the primary and its workers together.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      DEMO_SEED: '0',
      WEB_CONCURRENCY: String(options.workers),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  const output = () => log.join('');
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const server: ChildServer = {
    base,
    output,
    crash: async () => {
      signalGroup('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
      // A worker that outlived its primary would keep the database open.
      signalGroup('SIGKILL');
    },
  };
  // Every worker listens before the primary says the server is up.
  // Up to three minutes: a busy machine starts a cluster slowly; a broken one exits early (below).
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    if (output().includes(`on http://localhost:${port}`)) {
      const res = await fetch(`${base}/api/health`).catch(() => undefined);
      if (res?.ok) return server;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.crash();
  throw new Error(`the server did not start:\n${output()}`);
}

/**
 * `app.inject` over HTTP, so that the API fixtures (units-fixture.ts, files-fixture.ts) drive a
 * child server as they drive the in-process app. Answers carry what the fixtures and tests read:
 * status, headers, body (text, bytes, JSON).
 */
function injectOverHttp(base: () => string) {
  return async (options: InjectOptions) => {
    const { payload } = options;
    const json = payload !== undefined && !Buffer.isBuffer(payload);
    const res = await fetch(`${base()}${options.url}`, {
      method: options.method ?? 'GET',
      headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: Buffer.isBuffer(payload) ? new Uint8Array(payload) : json ? JSON.stringify(payload) : undefined,
    });
    const rawPayload = Buffer.from(await res.arrayBuffer());
    const body = rawPayload.toString('utf8');
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      rawPayload,
      body,
      payload: body,
      json: () => JSON.parse(body),
    };
  };
}

interface InjectOptions {
  method?: string;
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

export interface ChildServerContext extends TestContext {
  databaseUrl: string;
  /** The server's own DATA_DIR (a copy of the template's: media, report templates). */
  dataDir: string;
  /** The running server; `start()` replaces it (after a crash, on the same data). */
  server: ChildServer;
  start(): Promise<void>;
}

/**
 * A child server for the test file, on its own copy of the seeded template database and data.
 * `app.inject` reaches it over HTTP; `db` is the test's own connection to its database.
 */
export function useChildServer(workers: number, env: Record<string, string> = {}): ChildServerContext {
  let drop: () => Promise<void> = async () => {};
  const log: string[] = [];
  const ctx = {
    // Only `inject` is there: what the API fixtures call.
    app: { inject: injectOverHttp(() => ctx.server.base) } as unknown as FastifyInstance,
    async start() {
      ctx.server = await startChildServer({ databaseUrl: ctx.databaseUrl, dataDir: ctx.dataDir, workers, env }, log);
    },
  } as ChildServerContext;
  beforeAll(async () => {
    const copy = await copyTemplateDatabase();
    drop = copy.drop;
    ctx.databaseUrl = copy.url;
    ctx.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-child-'));
    fs.cpSync(inject('templateDataDir'), ctx.dataDir, { recursive: true });
    ctx.config = loadConfig({ DATABASE_URL: ctx.databaseUrl, DATA_DIR: ctx.dataDir }, 'test');
    await ctx.start();
    ctx.db = openDatabase(ctx.config.db);
  });
  afterAll(async () => {
    await ctx.server?.stop();
    await ctx.db?.close();
    await drop();
    if (ctx.dataDir) fs.rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}
