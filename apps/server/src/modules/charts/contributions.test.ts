import { describe, expect, it } from 'vitest';
import type { AggregateRow, UnitAggregateRow } from './aggregate.js';
import { ViewContributions } from './contributions.js';

/** A seeded pseudo-random sequence, so that a failure can be run again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

/** One unit's rows of two aggregates: by state with a value, and by tag (one to three tags). */
function rowsOf(unit: number, next: (n: number) => number): [UnitAggregateRow[], UnitAggregateRow[]] {
  if (next(5) === 0) return [[], []];
  const value = next(3) === 0 ? { total: 0, valued: 0 } : { total: next(100), valued: 1 };
  const byState = [{ unit, keys: [`s${next(3)}`, next(4) === 0 ? null : `r${next(2)}`], n: 1, ...value }];
  const tags = [...new Set(Array.from({ length: 1 + next(3) }, () => `t${next(4)}`))];
  return [byState, tags.map((tag) => ({ unit, keys: [tag], n: 1, total: 0, valued: 0 }))];
}

/** What the GROUP BY would answer over these units' rows. */
function summed(rows: readonly AggregateRow[]): AggregateRow[] {
  const cells = new Map<string, AggregateRow>();
  for (const { keys, n, total, valued } of rows) {
    const key = JSON.stringify(keys);
    const cell = cells.get(key) ?? { keys, n: 0, total: 0, valued: 0 };
    cells.set(key, { keys, n: cell.n + n, total: cell.total + total, valued: cell.valued + valued });
  }
  return [...cells.entries()].sort(([x], [y]) => (x < y ? -1 : 1)).map(([, cell]) => cell);
}

describe('ViewContributions', () => {
  it('keeps the sums of the units as they are now through many replacements', () => {
    const next = random(7);
    const current = new Map<number, [UnitAggregateRow[], UnitAggregateRow[]]>();
    const view = new ViewContributions([true, false]);
    const units = Array.from({ length: 3000 }, (_, i) => i + 1);
    for (const unit of units) current.set(unit, rowsOf(unit, next));
    // Built whole from rows in unit order, as unitAggregate answers them.
    for (const i of [0, 1])
      view.replace(
        i,
        null,
        [...current.values()].flatMap((r) => r[i]!),
      );
    for (let round = 0; round < 50; round++) {
      // Some units change, some new ones appear (ids past the first ones), some are gone.
      const changed = [...new Set(Array.from({ length: 1 + next(40) }, () => 1 + next(3500)))];
      for (const unit of changed) current.set(unit, rowsOf(unit, next));
      const rows = changed.map((u) => current.get(u)!);
      for (const i of [0, 1])
        view.replace(
          i,
          changed,
          rows.flatMap((r) => r[i]!),
        );
      const all = [...current.values()];
      const strip = (r: UnitAggregateRow): AggregateRow => ({ keys: r.keys, n: r.n, total: r.total, valued: r.valued });
      expect(view.totals()).toEqual([
        summed(all.flatMap((r) => r[0].map(strip))),
        summed(all.flatMap((r) => r[1].map(strip))),
      ]);
    }
    expect(view.worn()).toBe(false);
  });

  it('answers no sums once every unit is gone', () => {
    const view = new ViewContributions([true]);
    view.replace(
      0,
      [1, 2],
      [
        { unit: 1, keys: ['a'], n: 1, total: 2.5, valued: 1 },
        { unit: 2, keys: ['a'], n: 1, total: 1, valued: 1 },
      ],
    );
    expect(view.totals()).toEqual([[{ keys: ['a'], n: 2, total: 3.5, valued: 2 }]]);
    view.replace(0, [1, 2], []);
    expect(view.totals()).toEqual([[]]);
  });
});
