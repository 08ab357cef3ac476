import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Language } from '@qualium/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig, parseDatabaseUrl } from '../src/config.js';
import { type DatabaseOptions, type Db, openDatabase } from '../src/db/database.js';

export const DEMO_PASSWORD = 'Demo1234!';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

/**
 * A copy of this run's seeded template database (a file copy on SQLite, CREATE DATABASE … TEMPLATE
 * on PostgreSQL): its DATABASE_URL, and how to drop it once nothing uses it any more.
 */
export async function copyTemplateDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (inject('dbKind') === 'sqlite') {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-t-')), 'test.db');
    fs.copyFileSync(inject('templateSqlite'), file);
    return { url: `sqlite:${file}`, drop: async () => fs.rmSync(path.dirname(file), { recursive: true, force: true }) };
  }
  const name = `qualium_t_${randomBytes(6).toString('hex')}`;
  const adminUrl = inject('pgAdminUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pg's pool ends its connections without waiting for them to close. Let them go first:
      // FORCE would end them mid-goodbye, and their clients report that as an unhandled error.
      for (let tries = 0; tries < 100; tries++) {
        const open = await c.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Gives the test file its own app on its own copy of the seeded demo database,
 * on the database kind this Vitest project runs (SQLite or PostgreSQL).
 */
export function useTestApp(
  env: Record<string, string> = {},
  language: Language | null = 'en',
  options: DatabaseOptions = {},
): TestContext {
  return useTestApps(1, env, language, options)[0]!;
}

/**
 * `count` apps on one copy of the demo database, each with its own connection (pool) to it: the
 * nodes of docs/deployment.md "Several nodes" inside one test, for what one writes and another reads.
 */
export function useTestApps(
  count: number,
  /** Settings of every node, or of node `i` (0-based) when a function. */
  env: Record<string, string> | ((node: number) => Record<string, string>) = {},
  language: Language | null = 'en',
  options: DatabaseOptions = {},
) {
  const apps = Array.from({ length: count }, () => ({}) as TestContext);
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const copy = await copyTemplateDatabase();
    drop = copy.drop;
    for (const [node, ctx] of apps.entries()) {
      ctx.db = openDatabase(parseDatabaseUrl(copy.url), options);
      const settings = typeof env === 'function' ? env(node) : env;
      ctx.config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: inject('templateDataDir'), ...settings }, 'test');
      ctx.app = await buildApp({ db: ctx.db, config: ctx.config });
      askForLanguageByDefault(ctx.app, language);
      await ctx.app.ready();
    }
  });
  afterAll(async () => {
    for (const ctx of apps) {
      await ctx.app?.close();
      await ctx.db?.close();
    }
    await drop();
  });
  return apps;
}

/**
 * The tests' requests ask for `language` unless they say otherwise: English by default, so that
 * their assertions read the English catalog texts (the specs' own); `null` sends no Accept-Language,
 * as files about the users' saved languages (labels, states) need. A request may send its own
 * Accept-Language, or `'accept-language': undefined` to be answered in the user's saved language.
 */
function askForLanguageByDefault(app: FastifyInstance, language: Language | null): void {
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject();
    const opts = typeof options === 'string' ? { url: options } : options;
    const headers = { 'accept-language': language ?? undefined, ...opts.headers } as Record<string, string | undefined>;
    if (headers['accept-language'] === undefined) delete headers['accept-language'];
    return inject({ ...opts, headers } as InjectOptions);
  }) as typeof app.inject;
}

export async function login(ctx: TestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/rest-auth/login/',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().key as string;
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

export function json<T = any>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
