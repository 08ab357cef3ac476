import type { CalendarResponse, ChartsResponse, UnitCollection } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeTransition } from '../src/modules/units/service.js';
import { actingAs, createQx, createQxUnits, installQxBusinessProcess, QX, userId } from './explorer-fixture.js';
import { auth, login, useTestApp } from './harness.js';

/**
 * Kept answers: lists no index pages or counts (a search, a field sort) keep their first
 * EXPLORER_COUNT_CAP + 1 units (window.ts; 6 here, and a margin), brought up to date after a write
 * (window-upkeep.api.test.ts); calendars the events of their range, also brought up to date
 * (calendar-upkeep.api.test.ts), charts views their data (charts.api.test.ts). Pages must be the
 * database's own order, past the window too, and both must follow every write at once.
 */
const ctx = useTestApp({ EXPLORER_COUNT_CAP: '5' }, null);
const C1 = '/api/v1/demo/1';
let token = '';

async function list(query: Record<string, string | number>): Promise<UnitCollection> {
  const params = new URLSearchParams({ business_process: QX, ...query } as Record<string, string>);
  const res = await ctx.app.inject({ url: `${C1}/unit/explorer/?${params}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnitCollection;
}

const uids = (c: UnitCollection) => c.units.map((x) => x.uid);

/**
 * Pages of `size` from the start: pages of two, the first three lie in the window, the rest past it;
 * a page of one at the start, where the counters count the list, in the window of its first pages
 * (a tenth of cap + 1: one unit here).
 */
async function pagesOf(size: number, query: Record<string, string>, pages: number): Promise<string[]> {
  const all: string[] = [];
  for (let p = 0; p < pages; p++) all.push(...uids(await list({ ...query, items_per_page: size, offset: p * size })));
  return all;
}

beforeAll(async () => {
  token = await login(ctx, 'admin');
  await installQxBusinessProcess(ctx);
  await createQxUnits(ctx);
});

describe('list windows', () => {
  it('page a field sort and a search in the order of the whole list, in the window and past it', async () => {
    const queries: Array<Record<string, string>> = [
      { sort_by: 'amount:desc' },
      { sort_by: 'happened_on:asc' },
      { sort_by: 'amount:asc', search: 'etiqueta' },
      { search: 'urgente' }, // matches nothing searchable (tags are not)
      { sort_by: 'reference:asc', advanced_filters: JSON.stringify({ area: ['cocina', 'planta'] }) },
    ];
    for (const query of queries) {
      // A page of 20 reaches past the window (6): the database's own answer, in one piece.
      const whole = await list({ ...query, items_per_page: 20 });
      expect(await pagesOf(1, query, 12), JSON.stringify(query)).toEqual(uids(whole));
      expect(await pagesOf(2, query, 6), JSON.stringify(query)).toEqual(uids(whole));
    }
    const sorted = await list({ sort_by: 'amount:desc', items_per_page: 20 });
    expect(sorted.units.length).toBe(12);
    // Counted from the counters: exact past the cap, from the window or not.
    expect(await list({ sort_by: 'amount:desc', items_per_page: 2 })).toMatchObject({ count: 12, count_exact: true });
    // A search counts up to the cap, from the window as directly.
    const etiquetas = await list({ search: 'eti', items_per_page: 2 });
    expect(etiquetas.count).toBe((await list({ search: 'eti', items_per_page: 20 })).count);
  });

  it('follow a new unit and a changed one at once', async () => {
    const search = { search: 'frigorífica', items_per_page: 2 };
    expect(await list(search)).toMatchObject({ count: 0, units: [] });
    const before = await list({ sort_by: 'amount:desc', items_per_page: 2 });
    const firstOne = () => list({ sort_by: 'amount:desc', items_per_page: 1 }).then(uids);
    expect(await firstOne()).toEqual([before.units[0]!.uid]);
    const made = await createQx(ctx, {
      subject: 'Cámara frigorífica sin registro',
      at: '2026-06-01T08:00:00.000Z',
      owner: await userId(ctx, 'admin'),
      due_on: '2026-06-15',
      area: 'cocina',
      amount: 999,
    });
    const found = await list(search);
    expect(found.count).toBe(1);
    expect(uids(found)).toEqual([made.uid]);
    const after = await list({ sort_by: 'amount:desc', items_per_page: 2 });
    expect(after.count).toBe(before.count + 1);
    expect(uids(after)).toEqual([made.uid, before.units[0]!.uid]);
    // The window of the first pages kept before is brought up to date too.
    expect(await firstOne()).toEqual([made.uid]);

    // Its closing moves it within a state-ordered list: the window follows the transition.
    const byState = () => list({ sort_by: 'current_workflow_state:desc', items_per_page: 2 }).then(uids);
    expect(await byState()).not.toContain(made.uid);
    await executeTransition(await actingAs(ctx, 'admin', 1, new Date()), {
      uid: made.uid,
      transitionId: 'cerrar',
      values: {},
    });
    expect(await byState()).toContain(made.uid);
  });

  // On SQLite a search's window is picked out of the list kept whole (whole-list.ts): a word nobody
  // asked before must find units written after the whole list was kept, each in its place.
  it('find a word nobody asked before in units written since, in the order of the list', async () => {
    const owner = await userId(ctx, 'admin');
    // Pages within the cap (5 here) come from the search's window.
    const probe = (search: string, sort_by = 'current_workflow_limit:asc') =>
      list({ search, sort_by, items_per_page: 5 }).then(uids);
    expect(await probe('etiqueta')).not.toEqual([]); // keeps the list whole
    const late = await createQx(ctx, {
      subject: 'Sonda de temperatura descalibrada en cocina',
      at: '2026-06-02T08:00:00.000Z',
      owner,
      due_on: '2026-12-30',
    });
    const early = await createQx(ctx, {
      subject: 'Termómetro descalibrado en planta',
      at: '2026-06-03T08:00:00.000Z',
      owner,
      due_on: '2026-01-02',
    });
    // Ordered by due date (the table's default sort), the earlier one first.
    expect(await probe('descalibra')).toEqual([early.uid, late.uid]);
    // Closed, the early one has no due date and goes last; a third one lands between.
    await executeTransition(await actingAs(ctx, 'admin', 1, new Date()), {
      uid: early.uid,
      transitionId: 'cerrar',
      values: {},
    });
    const middle = await createQx(ctx, {
      subject: 'Báscula descalibrada en almacén',
      at: '2026-06-04T08:00:00.000Z',
      owner,
      due_on: '2026-07-15',
    });
    expect(await probe('escalibrad')).toEqual([middle.uid, late.uid, early.uid]);
    // Descending, the exact reverse.
    expect(await probe('calibrad', 'current_workflow_limit:desc')).toEqual([early.uid, late.uid, middle.uid]);
  });
});

describe('kept calendars', () => {
  it('follow a new unit and a changed one at once', async () => {
    const month = async () => {
      const params = new URLSearchParams({ business_process: QX, start: '2026-07-01', end: '2026-07-31' });
      const res = await ctx.app.inject({ url: `${C1}/unit/explorer_calendar/?${params}`, headers: auth(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CalendarResponse;
    };
    expect(await month()).toMatchObject({ count: 0, events: [] });
    const made = await createQx(ctx, {
      subject: 'Auditoría interna de julio',
      at: '2026-07-01T08:00:00.000Z',
      owner: await userId(ctx, 'admin'),
      due_on: '2026-07-20',
      happened_on: '2026-07-06',
    });
    const july = await month();
    expect(july.count).toBe(1);
    expect(july.events.map((e) => [e.uid, e.start, e.state])).toEqual([[made.uid, '2026-07-06', 'Abierta']]);
    await executeTransition(await actingAs(ctx, 'admin', 1, new Date()), {
      uid: made.uid,
      transitionId: 'cerrar',
      values: {},
    });
    expect((await month()).events.map((e) => e.state)).toEqual(['Cerrada']);
  });
});

describe('answers over the process map', () => {
  it('follow a process moved to another branch at once', async () => {
    const own = await ctx.db.k
      .selectFrom('business_processes')
      .innerJoin('processes', 'processes.id', 'business_processes.process_id')
      .select(['processes.id', 'processes.parent_id', 'processes.path'])
      .where('business_processes.site_id', '=', 1)
      .where('business_processes.reference', '=', QX)
      .executeTakeFirstOrThrow();
    expect(own.parent_id).not.toBeNull();
    const branch = { affected_process: String(own.parent_id), search: 'etiqueta', items_per_page: 2 };
    const calendar = async () => {
      const params = new URLSearchParams({
        business_process: QX,
        affected_process: String(own.parent_id),
        start: '2026-03-01',
        end: '2026-03-31',
      });
      const res = await ctx.app.inject({ url: `${C1}/unit/explorer_calendar/?${params}`, headers: auth(token) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as CalendarResponse).count;
    };
    /** Units the by-area bar chart counts in the branch. */
    const charted = async () => {
      const params = new URLSearchParams({ business_process: QX, affected_process: String(own.parent_id) });
      const res = await ctx.app.inject({ url: `${C1}/charts/view/?${params}`, headers: auth(token) });
      expect(res.statusCode, res.body).toBe(200);
      const chart = (res.json() as ChartsResponse).charts.find((c) => c.id === 'by_area');
      if (chart?.type !== 'bar') throw new Error('no by_area bar chart');
      return chart.data.series.flatMap((s) => s.values).reduce<number>((a, b) => a + (b ?? 0), 0);
    };
    expect((await list(branch)).count).toBe(2);
    expect(await calendar()).toBeGreaterThan(0);
    expect(await charted()).toBeGreaterThan(0);
    // The BP's process leaves the branch: no unit was written, yet nothing of it is in the branch.
    const moved = ctx.db.k.updateTable('processes').where('id', '=', own.id);
    await moved.set({ parent_id: null, path: `/${own.id}/` }).execute();
    try {
      expect((await list(branch)).count).toBe(0);
      expect(await calendar()).toBe(0);
      expect(await charted()).toBe(0);
    } finally {
      await moved.set({ parent_id: own.parent_id, path: own.path }).execute();
    }
  });
});
