import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { DbKind } from './dialect.js';
import type { Database } from './schema.js';

export interface Db {
  kind: DbKind;
  k: Kysely<Database>;
  close(): Promise<void>;
}

export function openDatabase(config: Config['db']): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: 10 });
    const k = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kind: 'postgres', k, close: () => k.destroy() };
  }
  const file = config.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const k = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kind: 'sqlite', k, close: () => k.destroy() };
}
