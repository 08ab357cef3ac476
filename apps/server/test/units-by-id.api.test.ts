import { describe, expect, it } from 'vitest';
import { siteUnitsAmong } from '../src/modules/explorer/query.js';
import { login, useTestApp } from './harness.js';
import { unitsApi } from './units-fixture.js';

/**
 * A page's or a calendar's units read by id (explorer/query.ts, siteUnitsAmong). With the site's
 * condition beside a list of 100 ids or more, SQLite's planner walked the site's every unit through
 * its `(site_id, process_id)` index instead of looking the ids up: a page of 100 took 170–200 ms on
 * a million units. Its plan must look each id up by the primary key.
 */
const ctx = useTestApp();
const { createUnit } = unitsApi(ctx);

describe('units read by id', () => {
  it('are looked up by id, not found by walking the site', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    if (ctx.db.kind === 'sqlite') {
      const query = siteUnitsAmong(ctx.db, 1, ids).select(['units.id', 'units.title']).compile();
      const { rows } = await ctx.db.k.executeQuery<{ detail: string }>({
        ...query,
        sql: `explain query plan ${query.sql}`,
      });
      const plan = rows.map((r) => r.detail).join('\n');
      expect(plan).toMatch(/INTEGER PRIMARY KEY/);
      expect(plan).not.toMatch(/units_process/);
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
