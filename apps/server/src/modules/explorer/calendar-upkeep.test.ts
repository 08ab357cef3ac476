import { CALENDAR_MAX_EVENTS } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { PlacedMonth, type Placement } from './calendar-upkeep.js';

/** What the calendar query shows of these placements: each start day's first `perDay`, then the first thousand. */
function shownByQuery(placements: readonly Placement[], rangeStart: string, perDay: number): Placement[] {
  const sorted = [...placements].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
  const taken = new Map<string, number>();
  return sorted
    .filter((p) => {
      const day = p.start < rangeStart ? '' : p.start.slice(0, 10);
      const n = taken.get(day) ?? 0;
      taken.set(day, n + 1);
      return n < perDay;
    })
    .slice(0, CALENDAR_MAX_EVENTS);
}

/** A seeded generator, so that a failure can be run again. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

describe('PlacedMonth', () => {
  it('shows what the query shows after any replacements', () => {
    const next = random(13);
    // Starts in late February (still running) and over March, some date-times, crowded days.
    const startOf = () =>
      next(5) === 0
        ? `2026-02-${20 + next(8)}`
        : `2026-03-${String(1 + next(31)).padStart(2, '0')}${next(3) === 0 ? `T${10 + next(10)}:00` : ''}`;
    const placed = new Map<number, Placement>();
    for (let id = 1; id <= 3000; id++) placed.set(id, { id, start: startOf(), end: null });
    const month = new PlacedMonth('2026-03-01', [...placed.values()]);
    for (const perDay of [32, 5]) {
      for (let round = 0; round < 50; round++) {
        // Some units written: moved, gone (erased or out of the filter), created or unchanged.
        const written = Array.from({ length: 1 + next(40) }, () => 1 + next(3200));
        const now: Placement[] = [];
        for (const id of new Set(written)) {
          placed.delete(id);
          if (next(4) === 0) continue;
          const p = { id, start: startOf(), end: null };
          placed.set(id, p);
          now.push(p);
        }
        month.replace(written, now);
        expect(month.size).toBe(placed.size);
        expect(month.shown(perDay)).toEqual(shownByQuery([...placed.values()], '2026-03-01', perDay));
      }
    }
  });
});
