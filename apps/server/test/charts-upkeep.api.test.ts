import type { ChartsResponse } from '@qualium/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eraseUnits } from '../src/modules/units/erase.js';
import { executeTransition } from '../src/modules/units/service.js';
import {
  actingAs,
  addQxCorrection,
  createQx,
  createQxUnits,
  installQxBusinessProcess,
  QX,
  userId,
} from './explorer-fixture.js';
import { auth, login, type TestContext, useTestApps } from './harness.js';
import { expectAsFresh, pruneLogPastEveryWrite } from './upkeep-fixture.js';

/**
 * Kept charts views brought up to date from the units written since (charts/kept-views.ts), on two
 * nodes sharing one database: after each kind of write, through either node, both answer exactly
 * what an app that never kept a view computes from scratch, for every chart type of QXTEST.
 */
let watching: string[] | null = null;
const [a, b] = useTestApps(2, {}, null, { onStatement: (sql) => watching?.push(sql) }) as [TestContext, TestContext];
let token = '';

/** A filter set of each kind the views keep: a centro, a field condition, the whole site. */
const VIEWS: Array<[scope: string, params: Record<string, string>]> = [
  ['/demo/1', { business_process: QX }],
  ['/demo/1', { business_process: QX, advanced_filters: JSON.stringify({ area: 'planta' }) }],
  ['/demo', { business_process: QX }],
];

async function charts(node: TestContext, [scope, params]: (typeof VIEWS)[number]): Promise<ChartsResponse> {
  const res = await node.app.inject({
    method: 'GET',
    url: `/api/v1${scope}/charts/view/?${new URLSearchParams(params)}`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChartsResponse;
}

/** Both nodes answer every view as an app that has kept nothing computes it; answers the first view's. */
async function expectUpToDate(): Promise<ChartsResponse> {
  return (await expectAsFresh([a, b], VIEWS, charts))[0]!;
}

const chart = (response: ChartsResponse, id: string) => response.charts.find((c) => c.id === id)!;

async function transition(node: TestContext, uid: string, transitionId: string, values: Record<string, unknown> = {}) {
  const acting = await actingAs(node, 'admin', 1, new Date());
  await executeTransition(acting, { uid, transitionId, values }).catch((e) => {
    throw new Error(JSON.stringify(e.body));
  });
}

async function unitOf(area: string, state: string) {
  return a.db.k
    .selectFrom('units')
    .innerJoin('unit_field_values as v', 'v.unit_id', 'units.id')
    .select(['units.id', 'units.uid'])
    .where('units.bp_reference', '=', QX)
    .where('units.centro_id', '=', 1)
    .where('units.current_state', '=', state)
    .where('v.field', '=', 'area')
    .where('v.text_value', '=', area)
    .orderBy('units.id')
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  token = await login(a, 'admin');
  await installQxBusinessProcess(a);
  // A transition that edits the fields the charts group and sum by.
  await addQxCorrection(a, ['area', 'amount', 'tags', 'happened_on']);
  await createQxUnits(a);
  await expectUpToDate();
});

afterAll(() => {
  watching = null;
});

describe('kept charts views after each kind of write', () => {
  it('a unit created through one node', async () => {
    await createQx(a, {
      subject: 'Unidad nueva',
      at: '2026-06-01T08:00:00.000Z',
      owner: await userId(a, 'admin'),
      due_on: '2026-06-30',
      area: 'planta',
      amount: 8,
      happened_on: '2026-06-01',
      tags: ['nueva'],
    }).catch((e) => {
      throw new Error(JSON.stringify(e.body));
    });
    const after = await expectUpToDate();
    const byTag = chart(after, 'by_tag');
    if (byTag.type === 'date_heatmap') throw new Error('by_tag is a bar chart');
    expect(byTag.data.categories.map((c) => c.key)).toContain('nueva');
  });

  it('a unit moved on through the other node', async () => {
    await transition(b, (await unitOf('planta', 'abierta')).uid, 'avanzar');
    await expectUpToDate();
  });

  it('the grouped and summed fields edited, one unit leaving the filter', async () => {
    const planta = await unitOf('planta', 'abierta');
    await transition(a, planta.uid, 'corregir', {
      area: 'cocina',
      amount: '99',
      tags: ['cliente', 'revisada'],
      happened_on: '2026-07-15',
    });
    const cocina = await unitOf('cocina', 'abierta');
    await transition(b, cocina.uid, 'corregir', { area: 'laboratorio', amount: '', tags: [], happened_on: '' });
    await expectUpToDate();
  });

  it('a unit closed and one erased', async () => {
    await transition(a, (await unitOf('laboratorio', 'abierta')).uid, 'cerrar');
    const erased = await unitOf('cocina', 'en_curso');
    await b.db.k.transaction().execute((trx) => eraseUnits(trx, 1, [erased.id]));
    await expectUpToDate();
  });

  /** The aggregate statements a request to node `a` runs, and whether each reads only some units. */
  async function aggregatesRun(view: (typeof VIEWS)[number]): Promise<boolean[]> {
    watching = [];
    await charts(a, view);
    const run = watching.filter((s) => /count\(\*\)/i.test(s) && /group by/i.test(s));
    watching = null;
    return run.map((statement) => /"units"\."id" in \(/.test(statement));
  }

  it('reads only the units written, not the whole BP', async () => {
    await transition(b, (await unitOf('planta', 'abierta')).uid, 'cerrar');
    const run = await aggregatesRun(VIEWS[0]!);
    expect(run.length).toBeGreaterThan(0);
    expect(run.every((restricted) => restricted)).toBe(true);
    await expectUpToDate();
  });

  it('computes whole again once the log no longer reaches back to the view', async () => {
    await transition(a, (await unitOf('laboratorio', 'abierta')).uid, 'avanzar');
    // SQLite's horizon is the next row: the job's two runs alone cut the whole log, that write included.
    const cutByTheJob = await pruneLogPastEveryWrite([a, b]);
    if (a.db.kind === 'sqlite') expect(cutByTheJob).toBe(true);
    const run = await aggregatesRun(VIEWS[0]!);
    expect(run.length).toBeGreaterThan(0);
    expect(run.some((restricted) => restricted)).toBe(false);
    await expectUpToDate();
  });

  // A transaction that began writing first and commits last: with a sequence for positions, a
  // reader between the two commits would step past its rows for good. SQLite commits one write at
  // a time, so only PostgreSQL can interleave them.
  it.runIf(inject('dbKind') === 'postgres')('a write that commits after a later one is still seen', async () => {
    const lab = await a.db.k
      .selectFrom('units')
      .select('id')
      .where('bp_reference', '=', QX)
      .where('centro_id', '=', 3)
      .where('current_state', '=', 'abierta')
      .executeTakeFirstOrThrow();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun = () => {};
    const writing = new Promise<void>((resolve) => {
      begun = resolve;
    });
    // Another centro than the write below, so that neither waits for the other's unit_counts rows.
    const first = a.db.k.transaction().execute(async (trx) => {
      await trx.updateTable('units').set({ current_state: 'cerrada', is_closed: 1 }).where('id', '=', lab.id).execute();
      begun();
      await held;
    });
    await writing;
    const open = await a.db.k
      .selectFrom('units')
      .select('uid')
      .where('bp_reference', '=', QX)
      .where('centro_id', '=', 1)
      .where('current_state', '=', 'abierta')
      .executeTakeFirstOrThrow();
    await transition(b, open.uid, 'cerrar');
    await expectUpToDate();
    release();
    await first;
    await expectUpToDate();
  });
});
