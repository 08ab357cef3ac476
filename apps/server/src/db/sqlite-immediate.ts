import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/** How long a write waits for another process's write transaction before it fails (as the busy timeout did). */
export const WRITE_LOCK_WAIT_MS = 5000;
/** The connection's busy timeout for everything but BEGIN (database.ts); BEGIN does its own waiting. */
export const BUSY_TIMEOUT_MS = 5000;

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';
const nextTurn = (attempt: number) =>
  new Promise<void>((resolve) => (attempt < 16 ? setImmediate(resolve) : setTimeout(resolve, 1)));

/**
 * SQLite (better-sqlite3) through Kysely, with every transaction begun IMMEDIATE instead of
 * Kysely's plain (deferred) BEGIN. A deferred transaction that reads before it writes holds a
 * snapshot; when another process commits meanwhile, its first write cannot wait for the lock (the
 * snapshot is already stale) and fails at once with SQLITE_BUSY, "database is locked", whatever
 * the busy timeout — a 500 where the loser of a race should get its 409. IMMEDIATE takes the write
 * lock at BEGIN, before anything is read; the processes' write transactions then run one after
 * another, each on the latest data.
 *
 * The wait for that lock is this process's, not SQLite's: SQLite's busy handler sleeps inside the
 * call (1, 2, 5, 10 ms… between tries), which stops the whole process — its other requests, reads
 * included — and wakes up late, leaving the lock idle. BEGIN is tried without waiting and, while
 * another process holds the lock, tried again on the event loop's next turns (then every
 * millisecond), up to WRITE_LOCK_WAIT_MS.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #setBusyTimeout: (ms: number) => void;

  constructor(config: ImmediateSqliteDialectConfig) {
    super(config);
    this.#setBusyTimeout = config.setBusyTimeout;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const giveUpAt = Date.now() + WRITE_LOCK_WAIT_MS;
    // No busy timeout while BEGIN is tried, the normal one once it is in (or given up): nothing else
    // runs on this connection meanwhile, since Kysely hands it to one transaction at a time.
    this.#setBusyTimeout(0);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await connection.executeQuery(BEGIN_IMMEDIATE);
          return;
        } catch (error) {
          if (!isBusy(error) || Date.now() >= giveUpAt) throw error;
        }
        await nextTurn(attempt);
      }
    } finally {
      this.#setBusyTimeout(BUSY_TIMEOUT_MS);
    }
  }
}

export interface ImmediateSqliteDialectConfig extends SqliteDialectConfig {
  /** Sets the connection's busy timeout (a prepared PRAGMA: a connection setting, not a statement the log counts). */
  setBusyTimeout(ms: number): void;
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ImmediateSqliteDialectConfig;

  constructor(config: ImmediateSqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
