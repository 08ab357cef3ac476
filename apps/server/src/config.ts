import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { DbKind } from './db/dialect.js';

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().default('sqlite:./data/qualium.db'),
  DATA_DIR: z.string().default('./data'),
  DEMO_SEED: z.enum(['0', '1']).default('1'),
  /** Minutes of inactivity after which a token stops working. */
  TOKEN_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  /** Failed logins per username and address within LOGIN_WINDOW_MINUTES (modules/session/throttle.ts). */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** How much longer each login from an address waits per failure over its allowance. */
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(1).max(60_000).default(1000),
  /** Set to 1 behind a reverse proxy, so the client address (login throttling) comes from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /** Set to 1 when users reach the app over https (directly or through a TLS-terminating proxy). */
  HTTPS: z.enum(['0', '1']).default('0'),
  WEB_DIST: z.string().optional(),
  /** The address users reach the app at (https://qms.example.com); SAML entity ids and endpoints derive from it. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** PEM private key and certificate the server signs SAML requests with (optional). */
  SAML_SP_KEY_FILE: z.string().optional(),
  SAML_SP_CERT_FILE: z.string().optional(),
  /** Server processes sharing the port (Node cluster); default: one per CPU core. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * API reads one server process runs at once, and while it runs a unit write or any other
   * change; the other reads wait their turn, writes never do (http/read-admission.ts). 0: no
   * limit. Default: 8 and 2 on PostgreSQL, no limit on SQLite.
   */
  READ_CONCURRENCY: z.coerce.number().int().min(0).max(1000).optional(),
  READ_CONCURRENCY_BESIDE_WRITES: z.coerce.number().int().min(0).max(1000).optional(),
  /** A filtered explorer list counts its matches up to this many, then says "more than". */
  EXPLORER_COUNT_CAP: z.coerce.number().int().min(1).default(1000),
  /**
   * A field sort walks the field's value index once the list (narrowed by BP, centro, process and
   * state only) holds this many units; smaller lists sort their matches (explorer/field-walk.ts).
   */
  EXPLORER_WALK_MIN: z.coerce.number().int().min(0).default(5000),
  /** LibreOffice's command, for PDF renderings of office documents (absent: the originals only). */
  SOFFICE_PATH: z.string().min(1).default('soffice'),
  /** A conversion taking longer is stopped. */
  SOFFICE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where unit communications are e-mailed (smtp://user:pass@host:587, smtps://… for TLS); unset: recorded only. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The From address of those e-mails; default no-reply@ the SMTP host. */
  SMTP_FROM: z.string().min(3).optional(),
});

export interface Config {
  port: number;
  host: string;
  db: { kind: DbKind; url: string; sqliteFile?: string };
  dataDir: string;
  demoSeed: boolean;
  tokenIdleMinutes: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  loginSlowdownMs: number;
  trustProxy: boolean;
  /** Served over https: the CSP then asks browsers to upgrade insecure requests. */
  https: boolean;
  webDist: string | undefined;
  /** Without a trailing slash; unset: the address each request came to (development). */
  publicUrl: string | undefined;
  samlSigning: { keyFile: string; certFile: string } | undefined;
  logLevel: string;
  /** API reads run at once per process, at any time and while a write runs (0: no limit). */
  readConcurrency: { reads: number; besideWrites: number };
  explorerCountCap: number;
  explorerWalkMin: number;
  soffice: { path: string; timeoutMs: number };
  /** SMTP for unit communications; undefined: they are recorded in the unit only. */
  smtp: { url: string; from: string } | undefined;
  /** Worker processes; 1 serves from the main process. An in-memory SQLite database is never shared. */
  workers: number;
  version: string;
}

export function parseDatabaseUrl(url: string): Config['db'] {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return { kind: 'postgres', url };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (!file) throw new Error('DATABASE_URL sqlite: needs a file name, e.g. sqlite:./data/qualium.db');
    return { kind: 'sqlite', url, sqliteFile: file === ':memory:' ? file : path.resolve(file) };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got ${url.split(':')[0]}:)`);
}

/**
 * Measured defaults (docs/performance.md, "Reads wait their turn beside writes"): on PostgreSQL a
 * write's round trips wait for the callbacks of every read in progress in its process, so reads
 * are capped, more tightly while a write runs; SQLite's reads run synchronously and gained nothing.
 */
function readConcurrency(e: z.infer<typeof env>, kind: DbKind): Config['readConcurrency'] {
  const postgres = kind === 'postgres';
  return {
    reads: e.READ_CONCURRENCY ?? (postgres ? 8 : 0),
    besideWrites: e.READ_CONCURRENCY_BESIDE_WRITES ?? (postgres ? 2 : 0),
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, version = '0.0.0'): Config {
  const e = env.parse(source);
  return {
    port: e.PORT,
    host: e.HOST,
    db: parseDatabaseUrl(e.DATABASE_URL),
    dataDir: path.resolve(e.DATA_DIR),
    demoSeed: e.DEMO_SEED === '1',
    tokenIdleMinutes: e.TOKEN_IDLE_MINUTES,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    loginSlowdownMs: e.LOGIN_SLOWDOWN_MS,
    trustProxy: e.TRUST_PROXY === '1',
    https: e.HTTPS === '1',
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    samlSigning:
      e.SAML_SP_KEY_FILE && e.SAML_SP_CERT_FILE
        ? { keyFile: path.resolve(e.SAML_SP_KEY_FILE), certFile: path.resolve(e.SAML_SP_CERT_FILE) }
        : undefined,
    logLevel: e.LOG_LEVEL,
    readConcurrency: readConcurrency(e, parseDatabaseUrl(e.DATABASE_URL).kind),
    explorerCountCap: e.EXPLORER_COUNT_CAP,
    explorerWalkMin: e.EXPLORER_WALK_MIN,
    soffice: { path: e.SOFFICE_PATH, timeoutMs: e.SOFFICE_TIMEOUT_MS },
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? `no-reply@${new URL(e.SMTP_URL).hostname}` } : undefined,
    workers: e.DATABASE_URL === 'sqlite::memory:' ? 1 : (e.WEB_CONCURRENCY ?? os.availableParallelism()),
    version,
  };
}
