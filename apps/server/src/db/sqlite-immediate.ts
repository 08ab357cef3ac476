import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';

/**
 * SQLite (better-sqlite3) through Kysely, with every transaction begun IMMEDIATE instead of
 * Kysely's plain (deferred) BEGIN. A deferred transaction that reads before it writes holds a
 * snapshot; when another process commits meanwhile, its first write cannot wait for the lock (the
 * snapshot is already stale) and fails at once with SQLITE_BUSY, "database is locked", whatever
 * the busy timeout — a 500 where the loser of a race should get its 409. IMMEDIATE takes the write
 * lock at BEGIN, before anything is read, waiting for it up to the busy timeout; the processes'
 * write transactions then run one after another, each on the latest data.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
