import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { keepPlannerStatistics } from '../src/db/planner-statistics.js';
import { seedBulkUnits } from '../src/seed/bulk-units.js';
import { createQxUnits, installQxBusinessProcess, QX } from './explorer-fixture.js';
import { useTestApp } from './harness.js';

/**
 * SQLite's planner statistics of the units table (db/planner-statistics.ts): with them, a page of
 * units fetched by id within the company is looked up by primary key instead of walking the
 * company's units through an index on site_id. PostgreSQL keeps its own.
 */
const ctx = useTestApp();
const onSqlite = inject('dbKind') === 'sqlite';

beforeAll(async () => {
  // A company with some thousands of units: statistics of an empty table say nothing.
  await installQxBusinessProcess(ctx);
  await createQxUnits(ctx);
  await seedBulkUnits(ctx.db, { count: 2000, bp: QX });
});

/** SQLite's plan for the units of a page, fetched by id within the company (explorer/window.ts). */
async function pageByIdPlan(): Promise<string> {
  const { sql: text, parameters } = ctx.db.k
    .selectFrom('units')
    .select(['units.id', 'units.fields'])
    .where('units.site_id', '=', 1)
    .where('units.id', 'in', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    .compile();
  const { rows } = await ctx.db.k.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
  );
  return rows.map((r) => r.detail).join('\n');
}

describe('planner statistics', () => {
  it.runIf(onSqlite)('are taken when missing, and a page of units by id is then looked up by primary key', async () => {
    await sql`delete from sqlite_stat1 where tbl = 'units'`.execute(ctx.db.k).catch(() => undefined);
    expect(await keepPlannerStatistics(ctx.db)).toBe(true);
    expect(await pageByIdPlan()).toContain('INTEGER PRIMARY KEY');
    // Taken: not again while the table keeps its size.
    expect(await keepPlannerStatistics(ctx.db)).toBe(false);
  });

  it.runIf(onSqlite)('are taken again once the units table has grown fourfold since', async () => {
    await keepPlannerStatistics(ctx.db);
    const units = await ctx.db.k
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // As if taken when the table held a fifth of its units.
    await sql`update sqlite_stat1 set stat = ${`${Math.floor(Number(units.n) / 5)} 10`} where tbl = 'units'`.execute(
      ctx.db.k,
    );
    expect(await keepPlannerStatistics(ctx.db)).toBe(true);
    const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'units' limit 1`.execute(
      ctx.db.k,
    );
    // Sampled, so about the table's size now, and far above the fifth.
    expect(Number(rows[0]!.stat.split(' ')[0])).toBeGreaterThan(Number(units.n) / 2);
  });

  it.runIf(!onSqlite)('are PostgreSQL’s own: nothing is taken', async () => {
    expect(await keepPlannerStatistics(ctx.db)).toBe(false);
  });
});
