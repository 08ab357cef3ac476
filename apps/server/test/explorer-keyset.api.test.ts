import { encodeExplorerCursor, type UnitCollection } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQx, createQxUnits, installQxBusinessProcess, QX, userId } from './explorer-fixture.js';
import { auth, login, useTestApp } from './harness.js';

/**
 * Paging past the count cap (docs/decisions.md "Paging past the count cap"): with
 * EXPLORER_COUNT_CAP at 3, a filtered list says "more than 3", and following next_cursor from its
 * offset pages must reach every match exactly once, in the list's own order, for every sort the
 * explorer offers, either way, units without a value included; a cursor only says where a page
 * starts, never what the user may read.
 */
const CAP = 3;
// Field sorts walk their value index however few units the list holds (explorer/field-walk.ts).
let sent: string[] | null = null;
const ctx = useTestApp({ EXPLORER_COUNT_CAP: String(CAP), EXPLORER_WALK_MIN: '0' }, 'en', {
  onStatement: (sql) => sent?.push(sql),
});
const C1 = '/api/v1/demo/1';
const C3 = '/api/v1/demo/3';
let token = '';

async function ask(centro: string, query: Record<string, string>) {
  const params = new URLSearchParams({ business_process: QX, ...query });
  return ctx.app.inject({ url: `${centro}/unit/explorer/?${params}`, headers: auth(token) });
}

async function list(centro: string, query: Record<string, string>): Promise<UnitCollection> {
  const res = await ask(centro, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UnitCollection;
}

/** Pages as the table does: by offset while the page starts within the count, then by cursor. */
async function walk(query: Record<string, string>, perPage: number): Promise<string[]> {
  const uids: string[] = [];
  let cursor: string | null = null;
  for (let page = 1; page < 100; page++) {
    const offset = (page - 1) * perPage;
    const paging: Record<string, string> = cursor && offset >= CAP ? { cursor } : {};
    const answer = await list(C1, { ...query, ...paging, items_per_page: String(perPage), offset: String(offset) });
    expect(answer.page).toBe(page);
    uids.push(...answer.units.map((u) => u.uid));
    if (answer.units.length < perPage) {
      expect(answer.next_cursor).toBeNull();
      return uids;
    }
    cursor = answer.next_cursor;
    if (cursor === null) return uids;
  }
  throw new Error('the walk did not end');
}

/** The whole list in one page: the order every walk must reproduce. */
async function whole(query: Record<string, string>): Promise<string[]> {
  return (await list(C1, { ...query, items_per_page: '100' })).units.map((u) => u.uid);
}

const SORTS = [
  null,
  'fecha_creacion',
  'current_workflow_limit',
  'reference',
  'title',
  'current_workflow_state',
  'current_workflow_responsible',
  'creador',
  'fecha_cierre',
  'amount',
  'happened_on',
  'until',
  'area',
  'tags',
  'subject',
];
const FILTERS: Record<string, Record<string, string>> = {
  'an advanced filter': { advanced_filters: JSON.stringify({ area: ['cocina', 'planta', 'laboratorio'] }) },
  'a search and a state': { search: 'mismo', exclude_states: 'cerrada' },
};

beforeAll(async () => {
  token = await login(ctx, 'admin');
  await installQxBusinessProcess(ctx);
  await createQxUnits(ctx);
  // Ties on every value, so that only the id tells these apart.
  for (const at of ['2026-06-01', '2026-06-01', '2026-06-02', '2026-06-02', '2026-06-03']) {
    await createQx(ctx, {
      subject: 'El mismo asunto',
      at: `${at}T08:00:00.000Z`,
      owner: await userId(ctx, 'admin'),
      due_on: '2026-06-30',
      area: 'planta',
      amount: 5,
      happened_on: at,
      notes: 'mismo',
    });
  }
});

describe('explorer paging past the count cap', () => {
  it('says more than the cap and offers a cursor on a full page', async () => {
    const first = await list(C1, { ...FILTERS['an advanced filter']!, items_per_page: '2' });
    expect(first).toMatchObject({ count: CAP, count_exact: false });
    expect(first.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    // A list counted exactly pages by offset alone: no cursor.
    expect((await list(C1, { items_per_page: '2' })).next_cursor).toBeNull();
  });

  it("takes a windowed page's cursor from the window, without reading its last unit again", async () => {
    const query = { ...FILTERS['a search and a state']!, items_per_page: '2' };
    await list(C1, query); // the list's window kept
    sent = [];
    const page = await list(C1, query);
    const statements = sent;
    sent = null;
    expect(page.next_cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    // The token and the page's rows: no statement reads a unit's sort value by id (keyset.ts, cursorAt).
    expect(statements.filter((sql) => sql.includes('as "v" from "units"'))).toEqual([]);
  });

  for (const [name, filter] of Object.entries(FILTERS)) {
    for (const sort of SORTS) {
      for (const desc of [false, true]) {
        const label = `${sort ?? 'the default sort'} ${desc ? 'descending' : 'ascending'}`;
        it(`reaches every unit once with ${name}, by ${label}`, async () => {
          const query = {
            ...filter,
            ...(sort ? { sort_by: `${sort}:${desc ? 'desc' : 'asc'}` } : { sort_order: desc ? 'D' : 'A' }),
          };
          const expected = await whole(query);
          expect(expected.length).toBeGreaterThan(CAP);
          for (const perPage of [1, 2, 5]) expect(await walk(query, perPage)).toEqual(expected);
        });
      }
    }
  }

  it('never crosses the centro: a cursor from centro 1 lists only centro 3', async () => {
    const filter = FILTERS['an advanced filter']!;
    const mine = await list(C1, { ...filter, items_per_page: '2' });
    const there = await list(C3, { ...filter, items_per_page: '100' });
    expect(there.units.length).toBeGreaterThan(0);
    const crossed = await list(C3, { ...filter, items_per_page: '100', cursor: mine.next_cursor! });
    const theirs = new Set(there.units.map((u) => u.uid));
    for (const u of crossed.units) expect(theirs.has(u.uid)).toBe(true);
    // A cursor pointing at a unit of another centro, or of no unit at all, only places the page.
    const foreign = encodeExplorerCursor({ s: 'current_workflow_limit', d: false, v: '2000-01-01', i: 1 });
    const placed = await list(C3, { ...filter, items_per_page: '100', cursor: foreign });
    expect(placed.units.map((u) => u.uid)).toEqual(there.units.map((u) => u.uid));
  });

  it('refuses a bad cursor with a 400, never a 500', async () => {
    const filter = FILTERS['an advanced filter']!;
    const good = (await list(C1, { ...filter, items_per_page: '2' })).next_cursor!;
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    const bad = [
      'not a cursor!',
      b64('not json'),
      b64('[1,2]'),
      b64(JSON.stringify({ s: 'current_workflow_limit', d: false, v: '2026', i: -1 })),
      b64(JSON.stringify({ s: 'current_workflow_limit', d: false, v: { x: 1 }, i: 1 })),
      b64(JSON.stringify({ s: 'current_workflow_limit', d: false, v: '2026', i: 1, extra: 1 })),
      `${good}A`,
    ];
    for (const cursor of bad) {
      const res = await ask(C1, { ...filter, cursor });
      expect(res.statusCode, `${cursor}: ${res.body}`).toBe(400);
      expect(res.body).toContain('Invalid cursor');
    }
    // A cursor of another order, or a value of the wrong kind for this one.
    const misfits = [
      { query: { sort_by: 'current_workflow_limit:desc' }, cursor: good },
      { query: { sort_by: 'amount:asc' }, cursor: encodeExplorerCursor({ s: 'amount', d: false, v: 'x', i: 1 }) },
      { query: { sort_by: 'title:asc' }, cursor: encodeExplorerCursor({ s: 'title', d: false, v: null, i: 1 }) },
    ];
    for (const { query, cursor } of misfits) {
      const res = await ask(C1, { ...filter, ...query, cursor });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain('Invalid cursor');
    }
  });
});
