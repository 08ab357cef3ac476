import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { DbKind } from './dialect.js';
import { preparingPool } from './pg-prepared.js';
import type { Database } from './schema.js';
import { BUSY_TIMEOUT_MS, ImmediateSqliteDialect } from './sqlite-immediate.js';
import { groupingWrites } from './sqlite-write-groups.js';

/**
 * How long a PostgreSQL connection of the pool stays open unused: through the pauses of a working
 * day's requests, so that they find it warm (openDatabase). Five minutes of at most 10 idle
 * connections per server process.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

export interface Db {
  kind: DbKind;
  k: Kysely<Database>;
  /** PostgreSQL: the pool's settings, for a connection of its own outside the pool (LISTEN). */
  pgOptions?: pg.PoolConfig;
  close(): Promise<void>;
}

/** What a caller may watch: every statement sent, BEGIN and COMMIT included (statement counts, bench). */
export interface DatabaseOptions {
  onStatement?: (sql: string) => void;
  /**
   * SQLite: who copies the write-ahead log into the database file. `auto` (the default): SQLite,
   * in the commit that fills it; `elsewhere`: another connection does (a server's workers leave it
   * to the primary process, db/wal-checkpoint.ts).
   */
  walCheckpoints?: 'auto' | 'elsewhere';
}

export function openDatabase(config: Config['db'], { onStatement, walCheckpoints = 'auto' }: DatabaseOptions = {}): Db {
  const log = onStatement
    ? (event: LogEvent) => {
        if (event.level === 'query') onStatement(event.query.sql);
      }
    : undefined;
  if (config.kind === 'postgres') {
    // No JIT: compiling a list's query costs more (15 ms and up, measured in docs/performance.md)
    // than the query saves, and every explorer query is one a page waits for. No parallel workers
    // either: starting them costs 10–20 ms of a query that takes 10, and under many users they
    // take the cores the other requests need (a field sort nobody asked before served 55 requests/s
    // with them, 370 without; docs/performance.md).
    // Pipeline mode: statements a write sends together go out at once (sent-together.ts).
    const pool = new pg.Pool({
      connectionString: config.url,
      pipeline: true,
      max: 10,
      // A connection idle for 10 s (pg's default) was closed, and the next request after a pause
      // paid a new one and its cold caches: the first creation on a new connection spent 8.7 ms in
      // the database against 1.2 ms from its second on (plans of the foreign-key checks and
      // triggers are kept per connection, as are the statements pg-prepared.ts prepares).
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      options: '-c jit=off -c max_parallel_workers_per_gather=0',
    });
    // An idle connection the server loses (PostgreSQL restarted or failed over, an administrator
    // ended it) is an 'error' event on the pool, which would end the process unheard; the pool has
    // already dropped that connection and opens another for the next statement.
    pool.on('error', (error) => console.error('A PostgreSQL connection of the pool was lost:', error.message));
    const k = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }), log });
    return { kind: 'postgres', k, pgOptions: pool.options, close: () => k.destroy() };
  }
  const file = config.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // How long a statement waits for another process (BEGIN waits on its own: sqlite-immediate.ts).
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  sqlite.pragma('synchronous = NORMAL');
  // A larger page cache and memory-mapped reads: the explorer's indexes stay in memory.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('temp_store = MEMORY');
  if (walCheckpoints === 'elsewhere') sqlite.pragma('wal_autocheckpoint = 0');
  const k = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({
      database: withStatementCache(sqlite),
      setBusyTimeout: busyTimeoutSetter(sqlite),
    }),
    log,
  });
  // The process's write transactions commit in groups (sqlite-write-groups.ts).
  return { kind: 'sqlite', k: groupingWrites(k), close: () => k.destroy() };
}

/** Sets the connection's busy timeout through prepared PRAGMAs (better-sqlite3's `pragma()` prepares each time). */
function busyTimeoutSetter(sqlite: SQLite.Database): (ms: number) => void {
  const settings = new Map<number, SQLite.Statement>();
  return (ms) => {
    let setting = settings.get(ms);
    if (!setting) {
      setting = sqlite.prepare(`pragma busy_timeout = ${Math.trunc(ms)}`);
      settings.set(ms, setting);
    }
    setting.get();
  };
}

const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely's SQLite driver prepares every statement afresh, which costs more than running most of
 * our indexed queries. Prepared statements are kept by SQL text (least recently used dropped past
 * STATEMENT_CACHE_SIZE); streamed reads still get a statement of their own, since a cached one
 * cannot serve two iterations at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      const cached = stmt;
      return {
        reader: cached.reader,
        all: (parameters) => cached.all(...parameters),
        run: (parameters) => cached.run(...parameters),
        iterate: (parameters) => sqlite.prepare(sql).iterate(...parameters),
      };
    },
  };
}
