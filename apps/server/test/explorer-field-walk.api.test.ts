import type { UnitCollection } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQx, createQxUnits, installQxBusinessProcess, QX, qxDefinition, userId } from './explorer-fixture.js';
import { auth, login, type TestContext, useTestApps } from './harness.js';
import { multipart } from './multipart.js';

/**
 * Field sorts walk the field's value index (explorer/field-walk.ts, docs/decisions.md "Field sorts
 * walk the value index"). Two nodes on one database: one walks every field sort (EXPLORER_WALK_MIN
 * 0), the other never does and sorts every match; every page either gives, in the kept window
 * (EXPLORER_COUNT_CAP 3) and past it, must be the same units in the same order: a unit at its
 * smallest value, ties by id, units without a value last ascending and first descending.
 */
const CAP = 3;
const sent: string[] = [];
const nodes = useTestApps(
  2,
  (node) => ({ EXPLORER_COUNT_CAP: String(CAP), EXPLORER_WALK_MIN: node === 0 ? '0' : '1000000000' }),
  'en',
  { onStatement: (sql) => sent.push(sql) },
);
const [walking, sorting] = [nodes[0]!, nodes[1]!];
const C1 = '/api/v1/demo/1';
let token = '';

async function list(node: TestContext, query: Record<string, string | number>): Promise<UnitCollection> {
  const params = new URLSearchParams({ business_process: QX, ...query } as Record<string, string>);
  const res = await node.app.inject({ url: `${C1}/unit/explorer/?${params}`, headers: auth(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnitCollection;
}

const uids = (c: UnitCollection) => c.units.map((u) => u.uid);

/** The list page by page (offset paging: a list counted from the counters is exact). */
async function paged(node: TestContext, query: Record<string, string>, perPage: number): Promise<string[]> {
  const all: string[] = [];
  for (let offset = 0; offset < 200; offset += perPage) {
    const page = uids(await list(node, { ...query, items_per_page: perPage, offset }));
    all.push(...page);
    if (page.length < perPage) return all;
  }
  throw new Error('the list did not end');
}

const walks = (sql: string) => sql.includes('from "unit_field_values" as "v"') && sql.includes('order by');

beforeAll(async () => {
  token = await login(walking, 'admin');
  await installQxBusinessProcess(walking);
  await createQxUnits(walking);
  const owner = await userId(walking, 'admin');
  // A tag held twice, a unit whose smallest tag is not its first, ties, and units without a value.
  const extra = [
    { tags: ['zeta', 'zeta'], amount: 5 },
    { tags: ['urgente', 'alfa'], amount: 5 },
    { tags: ['alfa'], amount: 5 },
    { amount: 5 },
    {},
  ];
  for (const [i, values] of extra.entries()) {
    await createQx(walking, {
      subject: `Caso de orden ${i}`,
      at: `2026-07-0${i + 1}T08:00:00.000Z`,
      owner,
      due_on: '2026-07-31',
      ...values,
    });
  }
});

const SORTS = ['amount', 'happened_on', 'until', 'area', 'tags', 'subject'];
const FILTERS: Record<string, Record<string, string>> = {
  'the whole BP': {},
  'the open units': { exclude_states: 'cerrada' },
};

describe('field sorts by the value index', () => {
  for (const [name, filter] of Object.entries(FILTERS)) {
    for (const sort of SORTS) {
      for (const desc of [false, true]) {
        it(`give the sorted order for ${name}, by ${sort} ${desc ? 'descending' : 'ascending'}`, async () => {
          const query = { ...filter, sort_by: `${sort}:${desc ? 'desc' : 'asc'}` };
          const expected = uids(await list(sorting, { ...query, items_per_page: 100 }));
          expect(expected.length).toBeGreaterThan(CAP + 1);
          sent.length = 0;
          expect(uids(await list(walking, { ...query, items_per_page: 100 }))).toEqual(expected);
          // The walking node did walk: the index in order, not every match sorted.
          expect(sent.some(walks)).toBe(true);
          for (const perPage of [1, 2, 5]) {
            expect(await paged(walking, query, perPage), `pages of ${perPage}`).toEqual(expected);
          }
        });
      }
    }
  }

  it('leaves a narrower filter to the sort of its matches', async () => {
    sent.length = 0;
    const query = { sort_by: 'amount:asc', search: 'caso de orden', items_per_page: 100 };
    expect(uids(await list(walking, query))).toEqual(uids(await list(sorting, query)));
    expect(sent.some(walks)).toBe(false);
  });

  it('lists every unit by a field a replaced definition adds, which none holds a value of yet', async () => {
    const row = await walking.db.k
      .selectFrom('business_processes')
      .innerJoin('processes', 'processes.id', 'business_processes.process_id')
      .select(['business_processes.id', 'processes.reference as process'])
      .where('business_processes.reference', '=', QX)
      .executeTakeFirstOrThrow();
    const definition = qxDefinition(row.process);
    definition.business_process.model.fields.push({ id: 'batch', kind: 'numeric', label: { es: 'Lote' } });
    const body = await multipart({}, { json_file: { name: `${QX}.json`, bytes: JSON.stringify(definition) } });
    const put = await walking.app.inject({
      method: 'PUT',
      url: `/api/v1/demo/businessprocess/${row.id}/`,
      payload: body.payload,
      headers: { ...auth(token), ...body.headers },
    });
    expect(put.statusCode, put.body).toBe(200);
    for (const desc of [false, true]) {
      const query = { sort_by: `batch:${desc ? 'desc' : 'asc'}`, items_per_page: 100 };
      const expected = uids(await list(sorting, query));
      expect(expected.length).toBe((await list(sorting, { items_per_page: 1 })).count);
      expect(uids(await list(walking, query))).toEqual(expected);
      expect(await paged(walking, { sort_by: query.sort_by }, 2)).toEqual(expected);
    }
  });

  it('follows a write at once', async () => {
    const query = { sort_by: 'amount:asc', items_per_page: 2 };
    const before = await list(walking, query);
    const made = await createQx(walking, {
      subject: 'Caso de orden mayor',
      at: '2026-07-20T08:00:00.000Z',
      owner: await userId(walking, 'admin'),
      due_on: '2026-07-31',
      amount: -1,
    });
    const after = await list(walking, query);
    expect(uids(after)).toEqual([made.uid, before.units[0]!.uid]);
    expect(after.count).toBe(before.count + 1);
  });
});
