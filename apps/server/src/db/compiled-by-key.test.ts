import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILED_KEYS_KEPT, compiledByKey, executeByKey } from './compiled-by-key.js';
import { type Db, openDatabase } from './database.js';
import type { Database } from './schema.js';

// The statements run against a table of their own, made here: the real schema is the API tests'.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (k: Kysely<Database>) => k as unknown as Loose;

describe('compiledByKey', () => {
  let db: Db;
  beforeAll(async () => {
    db = openDatabase({ kind: 'sqlite', url: 'sqlite::memory:', sqliteFile: ':memory:' });
    await sql`create table t (id integer primary key, site integer)`.execute(db.k);
    await sql`insert into t values (1, 10), (2, 10), (3, 20)`.execute(db.k);
  });
  afterAll(() => db.close());

  /** The ids of a site, counting how often the statement is built. */
  let builds = 0;
  const ofSite = (site: number) => () => {
    builds++;
    return loose(db.k).selectFrom('t').select('id').where('site', '=', site).orderBy('id');
  };

  it('builds a key’s statement once, with the values of its first build', async () => {
    builds = 0;
    expect(await executeByKey(db.k, 'site 10', ofSite(10))).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await executeByKey(db.k, 'site 10', ofSite(10))).toEqual([{ id: 1 }, { id: 2 }]);
    expect(builds).toBe(1);
    expect(await executeByKey(db.k, 'site 20', ofSite(20))).toEqual([{ id: 3 }]);
    expect(builds).toBe(2);
    // The key is the caller's promise that nothing else changes the statement: its values included.
    expect(await executeByKey(db.k, 'site 10', ofSite(20))).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('builds afresh where there is no key', async () => {
    builds = 0;
    await executeByKey(db.k, null, ofSite(10));
    await executeByKey(db.k, null, ofSite(10));
    expect(builds).toBe(2);
  });

  it('keeps statements per database, and drops the least recently used past its bound', async () => {
    const other = openDatabase({ kind: 'sqlite', url: 'sqlite::memory:', sqliteFile: ':memory:' });
    try {
      const first = compiledByKey(db.k, 'kept', ofSite(10));
      expect(compiledByKey(other.k, 'kept', ofSite(10))).not.toBe(first);
      for (let i = 0; i < COMPILED_KEYS_KEPT - 1; i++) compiledByKey(db.k, `filler ${i}`, ofSite(i));
      // Asked again, 'kept' is the most recently used: the next new key drops another.
      expect(compiledByKey(db.k, 'kept', ofSite(10))).toBe(first);
      compiledByKey(db.k, 'one more', ofSite(30));
      expect(compiledByKey(db.k, 'kept', ofSite(10))).toBe(first);
      for (let i = 0; i < COMPILED_KEYS_KEPT; i++) compiledByKey(db.k, `later ${i}`, ofSite(i));
      expect(compiledByKey(db.k, 'kept', ofSite(10))).not.toBe(first);
    } finally {
      await other.close();
    }
  });
});
