import { beforeAll, describe, expect, it } from 'vitest';
import { groupedQuery } from '../src/modules/charts/aggregate.js';
import { filteredUnitsAmong, siteUnitsAmong, type UnitsQuery } from '../src/modules/explorer/query.js';
import { installQxBusinessProcess, qxFilter } from './explorer-fixture.js';
import { login, useTestApp } from './harness.js';
import { unitsApi } from './units-fixture.js';

/**
 * A page's or a calendar's units read by id (explorer/query.ts, siteUnitsAmong). With the site's
 * condition beside a list of 100 ids or more, SQLite's planner walked the site's every unit through
 * its `(site_id, process_id)` index instead of looking the ids up: a page of 100 took 170–200 ms on
 * a million units; beside a list's conditions (a calendar's or a window's upkeep of the units
 * written, a chart's too), it walked the list's index from 60 ids on, 53–145 ms. The plan must look each id up
 * by the primary key.
 */
const ctx = useTestApp();
const { createUnit } = unitsApi(ctx);
beforeAll(() => installQxBusinessProcess(ctx));

/** SQLite's plan of the query, its steps joined. */
async function planOf(query: Pick<UnitsQuery, 'compile'>): Promise<string> {
  const compiled = query.compile();
  const { rows } = await ctx.db.k.executeQuery<{ detail: string }>({
    ...compiled,
    sql: `explain query plan ${compiled.sql}`,
  });
  return rows.map((r) => r.detail).join('\n');
}

describe('units read by id', () => {
  it('are looked up by id, not found by walking the site', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    if (ctx.db.kind === 'sqlite') {
      const bySite = await planOf(siteUnitsAmong(ctx.db, 1, ids).select(['units.id', 'units.title']));
      expect(bySite).toMatch(/INTEGER PRIMARY KEY/);
      expect(bySite).not.toMatch(/units_process/);
      const byList = await planOf(filteredUnitsAmong(ctx.db, await qxFilter(ctx), ids).select('units.id'));
      expect(byList).toMatch(/INTEGER PRIMARY KEY/);
      expect(byList).not.toMatch(/units_explorer/);
      const state = { type: 'column', name: 'current_workflow_state', column: 'current_state' } as const;
      const byChart = await planOf(groupedQuery(ctx.db, await qxFilter(ctx), [{ ref: state }], null, { ids }));
      expect(byChart).toMatch(/INTEGER PRIMARY KEY/);
      expect(byChart).not.toMatch(/units_explorer/);
    }
  });

  it('give the units of the site asked only', async () => {
    const { uid } = await createUnit(await login(ctx, 'admin'), '/api/v1/demo/1', 'NC');
    const unit = await ctx.db.k
      .selectFrom('units')
      .select(['id', 'site_id'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const among = [unit.id, ...Array.from({ length: 149 }, (_, i) => unit.id + 1000 + i)];
    const read = (siteId: number) => siteUnitsAmong(ctx.db, siteId, among).select('units.id').execute();
    expect(await read(unit.site_id)).toEqual([{ id: unit.id }]);
    expect(await read(unit.site_id + 1000)).toEqual([]);
  });
});
