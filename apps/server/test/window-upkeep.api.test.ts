import type { UnitCollection } from '@qualium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseUnits } from '../src/modules/units/erase.js';
import {
  addQxCorrection,
  createQx,
  createQxUnits,
  installQxBusinessProcess,
  QX,
  transitionQx,
  userId,
} from './explorer-fixture.js';
import { auth, login, type TestContext, useTestApps } from './harness.js';
import { expectAsFresh, pruneLogPastEveryWrite } from './upkeep-fixture.js';

/**
 * List windows brought up to date from the units written since (explorer/window-upkeep.ts), on
 * two nodes sharing one database: after each kind of write, through either node, every kept list
 * answers exactly what an app that never kept a window computes from scratch, count and pages.
 * EXPLORER_COUNT_CAP 5: a window holds 7 units (cap + 1 and a margin of one), so most lists here
 * are capped. Node `a` walks field sorts through the value index, node `b` sorts every match.
 */
const CAP = 5;
let watching: string[] | null = null;
const [a, b] = useTestApps(
  2,
  (node) => ({ EXPLORER_COUNT_CAP: String(CAP), EXPLORER_WALK_MIN: node === 0 ? '0' : '1000000000' }),
  null,
  { onStatement: (sql) => watching?.push(sql) },
) as [TestContext, TestContext];
let token = '';

type List = [path: string, params: Record<string, string>];

/** Every kind of list a window serves. `qx-0` is in every QXTEST reference: a capped search. */
const LISTS: List[] = [
  ['explorer/', { business_process: QX, search: 'qx-0' }],
  ['explorer/', { business_process: QX, search: 'qx-0', sort_by: 'amount:asc' }],
  ['explorer/', { business_process: QX, search: 'etiqueta', sort_by: 'happened_on:desc' }],
  ['explorer/', { business_process: QX, sort_by: 'amount:asc' }],
  ['explorer/', { business_process: QX, sort_by: 'amount:desc' }],
  ['explorer/', { business_process: QX, sort_by: 'current_workflow_state:desc' }],
  ['global_search/', { search: 'qx-0' }],
  ['explorer_user_todo_list/', {}],
];
const TODO = LISTS.at(-1)!;

/** The first page, and the last one the window serves (ending at cap + 1). */
const PAGES = [
  { offset: 0, items_per_page: 2 },
  { offset: CAP - 1, items_per_page: 2 },
];

async function page(node: TestContext, [path, params]: List, at: (typeof PAGES)[number]) {
  const query = new URLSearchParams({
    ...params,
    offset: String(at.offset),
    items_per_page: String(at.items_per_page),
  });
  const res = await node.app.inject({ url: `/api/v1/demo/1/unit/${path}?${query}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnitCollection;
}

/** Both nodes answer every page of every list as an app that has kept nothing computes it. */
async function expectUpToDate(): Promise<void> {
  const asks = LISTS.flatMap((list) => PAGES.map((at) => [list, at] as const));
  await expectAsFresh([a, b], asks, (node, [list, at]) => page(node, list, at));
}

/** The statements node `a` runs to answer the first page of `list`. */
async function statementsOf(list: List): Promise<string[]> {
  watching = [];
  try {
    await page(a, list, PAGES[0]!);
    return watching;
  } finally {
    watching = null;
  }
}

/** A statement that reads a list from its start or past a unit: an ORDER BY over units or the index. */
const readsList = (sql: string) => /order by/i.test(sql) && /"k"|"v"\."unit_id"|units_search/.test(sql);

async function unit(title: string) {
  return a.db.k
    .selectFrom('units')
    .select(['id', 'uid'])
    .where('bp_reference', '=', QX)
    .where('title', '=', title)
    .executeTakeFirstOrThrow();
}

/** Edits a unit's values through `corregir` (the subject, which it requires, kept unless given). */
async function correct(node: TestContext, title: string, values: Record<string, string>) {
  await transitionQx(node, (await unit(title)).uid, 'corregir', 'admin', 1, { subject: title, ...values }).catch(
    (e) => {
      throw new Error(JSON.stringify(e.body));
    },
  );
}

/** The open units of the admin's to-do list, soonest limit first. */
async function adminTodo() {
  return a.db.k
    .selectFrom('units')
    .select(['id', 'uid'])
    .where('current_responsible_id', '=', await userId(a, 'admin'))
    .where('is_closed', '=', 0)
    .orderBy('current_limit')
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  token = await login(a, 'admin');
  await installQxBusinessProcess(a);
  await addQxCorrection(a, ['subject', 'amount', 'happened_on']);
  await createQxUnits(a);
  await expectUpToDate();
});

afterAll(() => {
  watching = null;
});

describe('kept list windows after each kind of write', () => {
  it('a unit created through one node, first in several orders', async () => {
    await createQx(a, {
      subject: 'Etiqueta nueva',
      at: '2026-06-01T08:00:00.000Z',
      owner: await userId(a, 'admin'),
      due_on: '2026-03-01',
      amount: 0,
      happened_on: '2026-06-01',
    }).catch((e) => {
      throw new Error(JSON.stringify(e.body));
    });
    await expectUpToDate();
  });

  it('a unit moved on through the other node', async () => {
    await transitionQx(b, (await unit('Guantes caducados')).uid, 'avanzar', 'admin', 1);
    await expectUpToDate();
  });

  it('values edited: units moving in a sort, losing their value, leaving and entering a search', async () => {
    await correct(a, 'Etiqueta nueva', { amount: '500' });
    await correct(b, 'Guantes caducados', { amount: '' });
    await correct(a, 'Etiquetá de alérgenos ausente', { subject: 'Alérgenos sin rotular' });
    await correct(b, 'Derrame en pasillo', { subject: 'Derrame junto a la etiquetadora', happened_on: '2026-12-01' });
    await expectUpToDate();
  });

  it('a unit closed and one erased', async () => {
    await transitionQx(a, (await unit('Nevera fuera de rango')).uid, 'cerrar', 'admin', 1);
    const erased = await unit('Bandejas sin identificar');
    await b.db.k.transaction().execute((trx) => eraseUnits(trx, 1, [erased.id]));
    await expectUpToDate();
  });

  it('reads only the units written, not the whole list', async () => {
    await transitionQx(b, (await unit('Alarma sin revisar')).uid, 'avanzar', 'admin', 1);
    for (const list of LISTS) {
      const run = await statementsOf(list);
      expect(
        run.some((s) => /"units"\."id" in \(/.test(s)),
        JSON.stringify(list),
      ).toBe(true);
      expect(run.filter(readsList), JSON.stringify(list)).toEqual([]);
    }
    await expectUpToDate();
  });

  it('a capped list whose first units leave reads only its tail', async () => {
    const [first, second] = await adminTodo();
    await transitionQx(a, first!.uid, 'cerrar', 'admin', 1);
    await transitionQx(b, second!.uid, 'cerrar', 'admin', 1);
    const run = (await statementsOf(TODO)).filter(readsList);
    // One read of the list past the window's old last unit (keyset.ts), none from its start.
    expect(run).toHaveLength(1);
    expect(run[0]).toMatch(/units\.id\) > \(/);
    await expectUpToDate();
  });

  it('computes whole again once the log no longer reaches back to the window', async () => {
    await transitionQx(a, (await unit('Carro de curas incompleto')).uid, 'avanzar', 'admin', 1);
    await pruneLogPastEveryWrite([a, b]);
    for (const list of LISTS) {
      expect((await statementsOf(list)).filter(readsList), JSON.stringify(list)).not.toEqual([]);
    }
    await expectUpToDate();
  });
});
