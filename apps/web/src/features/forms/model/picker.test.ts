import type { UnitCollection } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { pagingCount, togglePagePicked, togglePicked } from './picker';

describe('the record picker', () => {
  it('ticks and unticks units in the order chosen; a single select keeps only the last', () => {
    expect(togglePicked(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(togglePicked(['a', 'b'], 'a', true)).toEqual(['b']);
    expect(togglePicked(['a'], 'b', false)).toEqual(['b']);
    expect(togglePicked(['a'], 'a', false)).toEqual([]);
  });

  it("the header box ticks a page's missing units, or unticks the page once all of it is ticked", () => {
    expect(togglePagePicked(['x', 'b'], ['a', 'b', 'c'])).toEqual(['x', 'b', 'a', 'c']);
    expect(togglePagePicked(['x', 'a', 'b', 'c'], ['a', 'b', 'c'])).toEqual(['x']);
    expect(togglePagePicked(['x'], [])).toEqual(['x']);
  });

  it('pages by the exact count, or by "more than" while a capped list goes on', () => {
    const list = (count: number, exact: boolean, next: string | null, shown: number) =>
      ({ count, count_exact: exact, next_cursor: next, units: Array.from({ length: shown }) }) as UnitCollection;
    expect(pagingCount(list(42, true, null, 10), 1, 10)).toBe(42);
    expect(pagingCount(list(1000, false, 'c', 10), 3, 10)).toBe(-1);
    expect(pagingCount(list(1000, false, null, 4), 101, 10)).toBe(1004);
  });
});
