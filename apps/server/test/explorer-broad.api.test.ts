import { beforeAll, describe, expect, it } from 'vitest';
import { filteredUnits, type UnitFilter, withSearchFound } from '../src/modules/explorer/query.js';
import { createQxUnits, installQxBusinessProcess, qxFilter } from './explorer-fixture.js';
import { useTestApp } from './harness.js';

const t = useTestApp();
beforeAll(async () => {
  await installQxBusinessProcess(t);
  await createQxUnits(t);
});

async function ids(filter: UnitFilter): Promise<number[]> {
  const rows = await filteredUnits(t.db, filter).select('units.id').orderBy('units.id').execute();
  return rows.map((r) => r.id);
}

// A common field value is checked unit by unit (EXISTS), a rare one gathered first (IN): both
// forms must select the same units.
describe('field conditions checked unit by unit or gathered first', () => {
  it('select the same units for a value list and a date range, alone and together', async () => {
    const area = { field: 'area', condition: { in: ['cocina', 'planta'] } };
    const happened = { field: 'happened_on', condition: { gte: '2026-03-01', lt: '2026-04-15' } };
    const amount = { field: 'amount', condition: { gte: 5, lte: 30 } };
    for (const set of [[area], [happened], [amount], [area, happened, amount]]) {
      const gathered = await ids(
        await qxFilter(
          t,
          set.map((c) => ({ ...c, broad: false })),
        ),
      );
      const checked = await ids(
        await qxFilter(
          t,
          set.map((c) => ({ ...c, broad: true })),
        ),
      );
      expect(gathered.length, JSON.stringify(set)).toBeGreaterThan(0);
      expect(checked).toEqual(gathered);
    }
    // And a value nobody has is nothing either way.
    const none = { field: 'area', condition: { in: ['no-such-area'] } };
    expect(await ids(await qxFilter(t, [{ ...none, broad: true }]))).toEqual([]);
    expect(await ids(await qxFilter(t, [{ ...none, broad: false }]))).toEqual([]);
  });
});

// A search the index finds few units for gathers their ids; one most units match looks at each
// candidate's text; else the query asks the index (SQLite; PostgreSQL's LIKE is one form): all
// must select the same units.
describe('searches gathered from the index or checked unit by unit', () => {
  it('select the same units for one word, several, a reference and nothing', async () => {
    const all = await qxFilter(t, []);
    for (const [words, found] of [
      [['etiqueta'], 2],
      [['incompleto'], 2],
      [['registro', 'temperaturas'], 1],
      [['qx-0000'], 9],
      [['no-such-word'], 0],
    ] as const) {
      const asked = await ids({ ...all, search: words });
      const gathered = await ids(await withSearchFound(t.db, { ...all, search: words }));
      const checked = await ids({ ...all, search: words, searchFound: 'broad' });
      expect(asked.length, words.join(' ')).toBe(found);
      expect(gathered).toEqual(asked);
      expect(checked).toEqual(asked);
    }
  });
});
