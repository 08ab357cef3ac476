import { type Kysely, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema.js';
import { sentTogether } from '../src/db/sent-together.js';
import { useTestApp } from './harness.js';

/**
 * Statements of one transaction sent at once (db/sent-together.ts): on PostgreSQL through the
 * pool's pipeline mode, on SQLite one after another. Their answers come back in order, and a
 * failure among them fails the transaction whole.
 */
const ctx = useTestApp();

// A table of the test's own: the statements need no part of the real schema.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (k: Kysely<Database>) => k as unknown as Loose;

beforeAll(async () => {
  await sql`create table together_t (id integer primary key, name text not null)`.execute(ctx.db.k);
});

describe('sentTogether', () => {
  it('answers each statement in order, each seeing the ones before it', async () => {
    const [inserted, updated, read] = await ctx.db.k
      .transaction()
      .execute((trx) =>
        sentTogether(
          trx,
          loose(trx).insertInto('together_t').values({ id: 1, name: 'uno' }).returning('id'),
          loose(trx).updateTable('together_t').set({ name: 'one' }).where('id', '=', 1),
          loose(trx).selectFrom('together_t').select(['id', 'name']).orderBy('id'),
        ),
      );
    expect(inserted.rows).toEqual([{ id: 1 }]);
    expect(Number(updated.numAffectedRows)).toBe(1);
    expect(read.rows).toEqual([{ id: 1, name: 'one' }]);
  });

  it('throws the first failure, and its transaction keeps nothing', async () => {
    const attempt = ctx.db.k
      .transaction()
      .execute((trx) =>
        sentTogether(
          trx,
          loose(trx).insertInto('together_t').values({ id: 2, name: 'dos' }),
          loose(trx).insertInto('together_t').values({ id: 2, name: 'two' }),
          loose(trx).insertInto('together_t').values({ id: 3, name: 'tres' }),
        ),
      );
    await expect(attempt).rejects.toThrow(/unique|duplicate/i);
    const kept = await loose(ctx.db.k).selectFrom('together_t').select('id').orderBy('id').execute();
    expect(kept).toEqual([{ id: 1 }]);
    // The connection is usable again once the transaction rolled back.
    expect(await loose(ctx.db.k).selectFrom('together_t').select('name').where('id', '=', 1).execute()).toEqual([
      { name: 'one' },
    ]);
  });

  it.skipIf(process.env.QUALIUM_TEST_DB !== 'postgres')('runs PostgreSQL connections in pipeline mode', () => {
    expect(ctx.db.pgOptions).toMatchObject({ pipeline: true });
  });
});
