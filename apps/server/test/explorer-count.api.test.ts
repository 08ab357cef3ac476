import type { UnitCollection } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeTransition } from '../src/modules/units/service.js';
import { actingAs, createQxUnits, installQxBusinessProcess, QX } from './explorer-fixture.js';
import { auth, login, useTestApp } from './harness.js';

/**
 * How the explorer counts (docs/performance.md, docs/decisions.md "Explorer and charts API"): a list
 * narrowed only by BP, centro, process and state is counted from `unit_counts`, which the database
 * keeps on every insert, move and delete of a unit; any other filter counts its matches up to
 * EXPLORER_COUNT_CAP (5 here) and then says the count is not exact.
 */
const ctx = useTestApp({ EXPLORER_COUNT_CAP: '5' });
const C1 = '/api/v1/demo/1';
let token = '';
let made: Awaited<ReturnType<typeof createQxUnits>>;

async function list(query: Record<string, string>): Promise<UnitCollection> {
  const params = new URLSearchParams({ business_process: QX, ...query });
  const res = await ctx.app.inject({ url: `${C1}/unit/explorer/?${params}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnitCollection;
}

/** The units the admin's list covers, counted straight from the units table. */
async function countedInUnits(where: { state?: string; notState?: string } = {}): Promise<number> {
  let q = ctx.db.k
    .selectFrom('units')
    .innerJoin('business_processes as bp', 'bp.id', 'units.business_process_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('bp.reference', '=', QX)
    .where('units.centro_id', '=', 1);
  if (where.state) q = q.where('units.current_state', '=', where.state);
  if (where.notState) q = q.where('units.current_state', '!=', where.notState);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

beforeAll(async () => {
  token = await login(ctx, 'admin');
  await installQxBusinessProcess(ctx);
  made = await createQxUnits(ctx);
});

describe('explorer counts', () => {
  it('counts a BP in a centro exactly from the counters, past the cap', async () => {
    const all = await list({});
    expect(all.count).toBe(await countedInUnits());
    expect(all.count).toBeGreaterThan(5);
    expect(all.count_exact).toBe(true);
    const open = await list({ exclude_states: 'cerrada' });
    expect(open.count).toBe(await countedInUnits({ notState: 'cerrada' }));
    expect(open.count_exact).toBe(true);
    // A page past the end still says how many there are.
    const past = await list({ offset: String(all.count + 10) });
    expect(past).toMatchObject({ units: [], count: all.count, count_exact: true });
  });

  it('follows creations, transitions and deletions', async () => {
    const before = await list({ exclude_states: 'cerrada,en_curso' });
    const unit = made.u[3]!;
    const acting = await actingAs(ctx, 'admin', 1, new Date());
    const current = await ctx.db.k
      .selectFrom('units')
      .select(['current_state'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(current.current_state).toBe('abierta');
    await executeTransition(acting, { uid: unit.uid, transitionId: 'avanzar', values: {} });
    const after = await list({ exclude_states: 'cerrada,en_curso' });
    expect(after.count).toBe(before.count - 1);
    expect(after.count).toBe(await countedInUnits({ state: 'abierta' }));

    await ctx.db.k.deleteFrom('units').where('id', '=', made.u[0]!.id).execute();
    expect((await list({})).count).toBe(await countedInUnits());
  });

  it('counts other filters up to the cap and says when it stopped', async () => {
    const some = await list({ search: 'zzz-nothing' });
    expect(some).toMatchObject({ count: 0, count_exact: true });
    const many = await list({ advanced_filters: JSON.stringify({ current_workflow_state: 'abierta' }) });
    const open = await countedInUnits({ state: 'abierta' });
    expect(open).toBeGreaterThan(5);
    expect(open).toBeLessThanOrEqual(10);
    expect(many).toMatchObject({ count: 5, count_exact: false });
    // The page itself is not capped: every one of them is on it.
    expect(many.units.length).toBe(open);
  });
});
