import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database.js';
import { checkpointPeriodically } from './wal-checkpoint.js';

/**
 * SQLite shared by several server processes (here: connections of this one): waiting for another
 * connection's write lock and the write-ahead log's checkpoints happen without stopping the
 * process (db/sqlite-immediate.ts, db/wal-checkpoint.ts).
 */
const opened: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
});

function freshFile(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-sqlite-lock-')), 'q.db');
}

function open(file: string, walCheckpoints: 'auto' | 'elsewhere' = 'auto'): Db {
  const db = openDatabase({ kind: 'sqlite', url: `sqlite:${file}`, sqliteFile: file }, { walCheckpoints });
  opened.push(db);
  return db;
}

/** A second connection, raw: what another server process's connection does to the file. */
function other(file: string): SQLite.Database {
  const db = new SQLite(file);
  opened.push(db);
  return db;
}

/** The write-ahead log's frames: [in the log, copied into the database file]. */
async function walFrames(db: Db): Promise<[number, number]> {
  const { rows } = await sql<{ log: number; checkpointed: number }>`pragma wal_checkpoint(PASSIVE)`.execute(db.k);
  return [rows[0]!.log, rows[0]!.checkpointed];
}

describe('SQLite across processes', () => {
  it('waits for another connection’s write lock on the event loop, and writes once it is free', async () => {
    const file = freshFile();
    const db = open(file);
    await sql`create table notes (text text)`.execute(db.k);
    const holder = other(file);
    holder.exec('begin immediate');
    holder.prepare('insert into notes values (?)').run('first');
    const write = db.k.transaction().execute(async (trx) => {
      await sql`insert into notes values ('second')`.execute(trx);
    });
    // SQLite's own busy handler would sleep inside the call, and this timer (which lets the other
    // connection commit) could only run once BEGIN had given up: "database is locked".
    await new Promise((resolve) => setTimeout(resolve, 20));
    holder.exec('commit');
    await write;
    const { rows } = await sql<{ text: string }>`select text from notes order by rowid`.execute(db.k);
    expect(rows.map((r) => r.text)).toEqual(['first', 'second']);
  });

  it('leaves checkpoints to another connection when told, which copies the log into the file', async () => {
    const file = freshFile();
    const worker = open(file, 'elsewhere');
    await sql`create table notes (text text)`.execute(worker.k);
    // Some 2,500 pages: more than twice the log SQLite would checkpoint on its own (1,000 pages).
    for (let i = 0; i < 50; i++) {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 100)
        insert into notes select hex(randomblob(1000)) from n`.execute(worker.k);
    }
    const walFile = `${file}-wal`;
    const grown = fs.statSync(walFile).size;
    expect(grown).toBeGreaterThan(2000 * 4096);
    const primary = open(file);
    const stop = checkpointPeriodically({ kind: 'sqlite', url: `sqlite:${file}`, sqliteFile: file });
    await expect.poll(() => walFrames(primary).then(([log, copied]) => log === copied), { timeout: 5000 }).toBe(true);
    stop();
    // Once copied, the next write starts the log from its beginning again: it stops growing.
    await sql`insert into notes values ('after')`.execute(worker.k);
    expect(fs.statSync(walFile).size).toBe(grown);
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(primary.k);
    expect(rows[0]!.n).toBe(5001);
  });
});
