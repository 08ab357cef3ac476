import type { CalendarResponse } from '@qualium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsPerDay } from '../src/modules/explorer/calendar.js';
import { eraseUnits } from '../src/modules/units/erase.js';
import { executeTransition } from '../src/modules/units/service.js';
import {
  actingAs,
  createQx,
  createQxUnits,
  installQxBusinessProcess,
  QX,
  qxDefinition,
  userId,
} from './explorer-fixture.js';
import { auth, login, type TestContext, useTestApps } from './harness.js';
import { expectAsFresh, pruneLogPastEveryWrite } from './upkeep-fixture.js';

/**
 * Kept calendars brought up to date from the units written since (explorer/calendar-upkeep.ts), on
 * two nodes sharing one database: after each kind of write, through either node, both answer
 * exactly what an app that never kept a month computes from scratch, for the explorer's calendar
 * (by the view's start and end dates, by its start date alone), a filtered and a searched one,
 * and the to-do calendar.
 */
let watching: string[] | null = null;
const [a, b] = useTestApps(2, {}, null, { onStatement: (sql) => watching?.push(sql) }) as [TestContext, TestContext];
let token = '';

const MARCH = { business_process: QX, start: '2026-03-01', end: '2026-04-01' };
/** The day more units start on (by happened_on) and fall due on than a day of March shows. */
const CROWDED = '2026-03-10';
const CROWDED_DUE = '2026-03-20';

const CALENDARS: Array<[path: string, params: Record<string, string>]> = [
  ['explorer_calendar', MARCH],
  ['explorer_calendar', { ...MARCH, date_field: 'happened_on' }],
  ['explorer_calendar', { ...MARCH, advanced_filters: JSON.stringify({ area: 'planta' }) }],
  ['explorer_calendar', { ...MARCH, search: 'revisión' }],
  ['todo_calendar', MARCH],
];

async function calendar(node: TestContext, [path, params]: (typeof CALENDARS)[number]): Promise<CalendarResponse> {
  const res = await node.app.inject({
    url: `/api/v1/demo/1/unit/${path}/?${new URLSearchParams(params)}`,
    headers: auth(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CalendarResponse;
}

/** Both nodes answer every calendar as an app that has kept nothing computes it; answers the first. */
async function expectUpToDate(): Promise<CalendarResponse> {
  return (await expectAsFresh([a, b], CALENDARS, calendar))[0]!;
}

/** A QXTEST transition that edits the dates a unit is placed by, its title and its area. */
async function addReplanning(): Promise<void> {
  const stored = qxDefinition('NC');
  const bp = await a.db.k
    .selectFrom('business_processes')
    .select(['definition'])
    .where('reference', '=', QX)
    .executeTakeFirstOrThrow();
  const definition = JSON.parse(bp.definition) as typeof stored;
  definition.business_process.workflow.transitions.push({
    id: 'replanificar',
    label: { es: 'Replanificar' },
    from: ['abierta', 'en_curso'],
    to: 'en_curso',
    fields: ['subject', 'area', 'happened_on', 'until'],
    notify_responsible: false,
  });
  await a.db.k
    .updateTable('business_processes')
    .set({ definition: JSON.stringify(definition), updated_at: new Date().toISOString() })
    .where('reference', '=', QX)
    .execute();
}

async function transition(node: TestContext, uid: string, transitionId: string, values: Record<string, unknown> = {}) {
  const acting = await actingAs(node, 'admin', 1, new Date());
  await executeTransition(acting, { uid, transitionId, values }).catch((e) => {
    throw new Error(JSON.stringify(e.body));
  });
}

/** Replans a unit: the transition asks for all its fields again, which keep their values unless `values` says otherwise. */
async function replan(node: TestContext, uid: string, values: Record<string, string>) {
  const kept = await a.db.k
    .selectFrom('unit_field_values as v')
    .innerJoin('units', 'units.id', 'v.unit_id')
    .select(['v.field', 'v.text_value', 'v.date_value'])
    .where('units.uid', '=', uid)
    .where('v.field', 'in', ['subject', 'area', 'happened_on', 'until'])
    .execute();
  const current = Object.fromEntries(kept.map((v) => [v.field, v.text_value ?? v.date_value]));
  await transition(node, uid, 'replanificar', { ...current, ...values });
}

async function create(node: TestContext, subject: string, happened: string, extra: Record<string, string> = {}) {
  return createQx(node, {
    subject,
    at: `${happened}T08:00:00.000Z`,
    owner: await userId(node, 'admin'),
    due_on: CROWDED_DUE,
    area: 'planta',
    happened_on: happened,
    ...extra,
  }).catch((e) => {
    throw new Error(JSON.stringify(e.body));
  });
}

const uids = (answer: CalendarResponse) => answer.events.map((e) => e.uid);

/** The crowded day's units, in the order it shows them (by id). */
const crowd: Array<{ id: number; uid: string }> = [];
const perDay = eventsPerDay(MARCH);

beforeAll(async () => {
  token = await login(a, 'admin');
  await installQxBusinessProcess(a);
  await addReplanning();
  await createQxUnits(a);
  for (let i = 0; i < perDay + 3; i++) crowd.push(await create(i % 2 ? a : b, `Revisión de cámara ${i + 1}`, CROWDED));
  const first = await expectUpToDate();
  // The crowded day shows its first units only; every one is counted.
  expect(uids(first)).toContain(crowd[perDay - 1]!.uid);
  expect(uids(first)).not.toContain(crowd[perDay]!.uid);
});

afterAll(() => {
  watching = null;
});

describe('kept calendars after each kind of write', () => {
  it('units created in the month, on the crowded day and outside the month', async () => {
    const before = await calendar(a, CALENDARS[0]!);
    const inMonth = await create(a, 'Revisión de extintores', '2026-03-12');
    await create(b, 'Revisión tardía', CROWDED);
    await create(b, 'Revisión de junio', '2026-06-10');
    // Begun in February, it runs into March: the view by start and end places it, by start alone not.
    const spanning = await create(a, 'Obra de febrero', '2026-02-20', { until: '2026-03-03' });
    const after = await expectUpToDate();
    expect(after.count).toBe(before.count + 3);
    expect(uids(after)).toContain(inMonth.uid);
    expect(uids(after)[0]).toBe(spanning.uid);
  });

  it('a unit moved on and one closed: state, colour, limit and overdue change', async () => {
    await transition(b, crowd[0]!.uid, 'avanzar');
    await transition(a, crowd[1]!.uid, 'cerrar');
    const after = await expectUpToDate();
    expect(after.events.find((e) => e.uid === crowd[1]!.uid)).toMatchObject({ state: 'Cerrada', overdue: false });
  });

  it('units moved to another day, out of the range and into it', async () => {
    await replan(a, crowd[2]!.uid, { happened_on: '2026-03-25' });
    await replan(b, crowd[3]!.uid, { happened_on: '2026-04-15' });
    const june = await a.db.k
      .selectFrom('units')
      .select('uid')
      .where('title', '=', 'Revisión de junio')
      .executeTakeFirstOrThrow();
    await replan(a, june.uid, { happened_on: '2026-03-01' });
    const after = await expectUpToDate();
    // Two of the crowded day's first units left it: the next ones show in their stead.
    expect(uids(after)).toContain(crowd[perDay + 1]!.uid);
  });

  it('units leaving the filter and the search, one renamed', async () => {
    await replan(b, crowd[4]!.uid, { area: 'cocina' });
    await replan(a, crowd[5]!.uid, { subject: 'Cámara limpia' });
    const renamed = await calendar(a, CALENDARS[0]!);
    expect(renamed.events.find((e) => e.uid === crowd[5]!.uid)?.title).toBe('Cámara limpia');
    await expectUpToDate();
  });

  it('units erased', async () => {
    await b.db.k.transaction().execute((trx) => eraseUnits(trx, 1, [crowd[6]!.id, crowd[7]!.id]));
    await expectUpToDate();
  });

  /** Whether a request to node `a` reads every unit the month places (rather than the units written). */
  async function readsWholeMonth(): Promise<boolean> {
    watching = [];
    await calendar(a, CALENDARS[0]!);
    const run = watching;
    watching = null;
    // The units written are asked for by their ids, bound one by one.
    return run.some((s) => / as "start"/.test(s) && !/"units"\."id" in \((\?|\$\d)/.test(s));
  }

  it('reads only the units written, not the whole month', async () => {
    await replan(b, crowd[8]!.uid, { happened_on: '2026-03-11' });
    expect(await readsWholeMonth()).toBe(false);
    await expectUpToDate();
  });

  it('computes whole again once the log no longer reaches back to the month', async () => {
    await transition(a, crowd[9]!.uid, 'avanzar');
    await pruneLogPastEveryWrite([a, b]);
    expect(await readsWholeMonth()).toBe(true);
    await expectUpToDate();
  });
});
