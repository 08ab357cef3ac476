import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database.js';
import type { Database } from './schema.js';
import { WRITE_GROUP_MAX } from './sqlite-write-groups.js';

/** The process's write transactions on SQLite commit in groups (db/sqlite-write-groups.ts). */
const opened: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
});

async function freshDb(): Promise<{ db: Db; sent: string[]; other: SQLite.Database }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-write-groups-')), 'q.db');
  const sent: string[] = [];
  const db = openDatabase(
    { kind: 'sqlite', url: `sqlite:${file}`, sqliteFile: file },
    { onStatement: (s) => sent.push(s) },
  );
  opened.push(db);
  await sql`create table notes (id integer primary key, text text not null unique)`.execute(db.k);
  // Another process's connection to the same file: it sees only what is committed.
  const other = new SQLite(file);
  opened.push(other);
  sent.length = 0;
  return { db, sent, other };
}

const insertNote = (trx: Kysely<Database>, text: string) => sql`insert into notes (text) values (${text})`.execute(trx);
const notesSeenBy = (other: SQLite.Database) =>
  (other.prepare('select text from notes order by id').all() as Array<{ text: string }>).map((r) => r.text);

describe('SQLite write groups', () => {
  it('commits the writes waiting together once, and answers each its own value only once committed', async () => {
    const { db, sent, other } = await freshDb();
    const seenWhenAnswered: string[][] = [];
    const writes = ['a', 'b', 'c'].map((text) =>
      db.k
        .transaction()
        .execute(async (trx) => {
          await insertNote(trx, text);
          return `wrote ${text}`;
        })
        .then((value) => {
          seenWhenAnswered.push(notesSeenBy(other));
          return value;
        }),
    );
    expect(await Promise.all(writes)).toEqual(['wrote a', 'wrote b', 'wrote c']);
    // All three were queued before the group's BEGIN answered: one group, one BEGIN, one COMMIT.
    expect(sent.filter((s) => s === 'begin immediate')).toHaveLength(1);
    expect(sent.filter((s) => s === 'commit')).toHaveLength(1);
    // Every caller was answered after its write was committed: another connection saw it.
    for (const [i, seen] of seenWhenAnswered.entries()) expect(seen.length).toBeGreaterThanOrEqual(i + 1);
    expect(notesSeenBy(other)).toEqual(['a', 'b', 'c']);
  });

  it('rolls a failing write back alone: it gets its own error, the others of its group are kept', async () => {
    const { db, other } = await freshDb();
    const results = await Promise.allSettled(
      ['a', 'b', 'a', 'c'].map((text, i) =>
        db.k.transaction().execute(async (trx) => {
          await insertNote(trx, `${text}-first-statement-${i}`);
          await insertNote(trx, text); // the second 'a' breaks the unique text
          return text;
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    // The failed write's first statement went with it.
    expect(notesSeenBy(other)).toEqual([
      'a-first-statement-0',
      'a',
      'b-first-statement-1',
      'b',
      'c-first-statement-3',
      'c',
    ]);
  });

  it('groups at most WRITE_GROUP_MAX writes, then begins the next group', async () => {
    const { db, sent, other } = await freshDb();
    const count = 2 * WRITE_GROUP_MAX + 3;
    await Promise.all(
      Array.from({ length: count }, (_, i) => db.k.transaction().execute((trx) => insertNote(trx, `note ${i}`))),
    );
    expect(sent.filter((s) => s === 'commit')).toHaveLength(Math.ceil(count / WRITE_GROUP_MAX));
    expect(notesSeenBy(other)).toHaveLength(count);
  });

  it('answers every write of a group that fails as a whole with its error, and keeps none of them', async () => {
    const { db, other } = await freshDb();
    // A deferred foreign key is checked at COMMIT: the one write that breaks it fails the group's commit.
    await sql`create table links (note_id integer references notes(id) deferrable initially deferred)`.execute(db.k);
    await db.k.transaction().execute((trx) => insertNote(trx, 'first, alone'));
    const results = await Promise.allSettled([
      db.k.transaction().execute((trx) => insertNote(trx, 'kept only if the group commits')),
      db.k.transaction().execute((trx) => sql`insert into links (note_id) values (999)`.execute(trx)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    for (const r of results)
      expect(String((r as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY constraint failed/);
    expect(notesSeenBy(other)).toEqual(['first, alone']);
    // The next write begins a new group and commits.
    await db.k.transaction().execute((trx) => insertNote(trx, 'after'));
    expect(notesSeenBy(other)).toEqual(['first, alone', 'after']);
  });

  it('still reads and writes outside transactions while groups come and go', async () => {
    const { db } = await freshDb();
    await sql`insert into notes (text) values ('plain')`.execute(db.k);
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db.k);
    expect(rows[0]!.n).toBe(1);
    expect(db.k.isTransaction).toBe(false);
  });
});
