import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-once.js';
import { type Db, openDatabase } from './database.js';
import type { Database } from './schema.js';

// The statements run against a table of their own, made here: the real schema is the API tests'.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (k: Kysely<Database>) => k as unknown as Loose;

describe('compiledOnce', () => {
  let db: Db;
  const statements: string[] = [];
  beforeAll(async () => {
    db = openDatabase(
      { kind: 'sqlite', url: 'sqlite::memory:', sqliteFile: ':memory:' },
      {
        onStatement: (text) => statements.push(text),
      },
    );
    await sql`create table t (id integer primary key, name text, site integer)`.execute(db.k);
    await sql`insert into t values (1, 'uno', 10), (2, 'dos', 10), (3, 'tres', 20)`.execute(db.k);
  });
  afterAll(() => db.close());

  let builds = 0;
  const bySiteAbove = compiledOnce((k: Kysely<Database>, site: number, above: number) => {
    builds++;
    return loose(k)
      .selectFrom('t')
      .select(['id', 'name'])
      .where('site', '=', site)
      .where('id', '>', above)
      .orderBy('id');
  });

  it('runs with the values of each call, its text built once', async () => {
    statements.length = 0;
    expect(await bySiteAbove(db.k, 10, 0)).toEqual([
      { id: 1, name: 'uno' },
      { id: 2, name: 'dos' },
    ]);
    expect(await bySiteAbove(db.k, 10, 1)).toEqual([{ id: 2, name: 'dos' }]);
    expect(await bySiteAbove(db.k, 20, 0)).toEqual([{ id: 3, name: 'tres' }]);
    expect(statements).toHaveLength(3);
    expect(builds).toBe(1);
  });

  it('runs inside a transaction, which sees its own writes', async () => {
    const rows = await db.k.transaction().execute(async (trx) => {
      await sql`insert into t values (4, 'cuatro', 20)`.execute(trx);
      return bySiteAbove(trx, 20, 0);
    });
    expect(rows.map((r) => r.id)).toEqual([3, 4]);
    expect(builds).toBe(1);
  });

  it('keeps the constants the builder wrote', async () => {
    const named = compiledOnce((k: Kysely<Database>, id: number) =>
      loose(k).selectFrom('t').select('name').where('id', '=', id).where('site', '=', 10),
    );
    expect(await named(db.k, 2)).toEqual([{ name: 'dos' }]);
    expect(await named(db.k, 3)).toEqual([]);
  });

  it('refuses a builder that computes with a value instead of handing it over', async () => {
    const computed = compiledOnce((k: Kysely<Database>, id: number) =>
      loose(k)
        .selectFrom('t')
        .select('name')
        .where('id', '=', id > 1 ? 1 : 2),
    );
    await expect(computed(db.k, 2)).rejects.toThrow(/does not reach the statement/);
  });
});
