import type { AggregateRow, UnitAggregateRow } from './aggregate.js';

/**
 * What each unit adds to each aggregate of a kept charts view, beside the sums the view shows, so
 * that a changed unit's old rows are taken out and its new ones put in, at a cost that follows the
 * changed units and not the BP's size.
 *
 * Kept compactly, since a view may cover a hundred thousand units: a unit's rows without their
 * value (its keys and counts: a few distinct combinations for a whole BP) are stored once and
 * referred to by number; the value of a unit holding one row (the usual case) goes in a typed
 * array beside it. A unit holding several rows (a multi-valued field) refers to its rows whole.
 */

const NONE = -1;
const keyOf = (keys: ReadonlyArray<string | null>) => JSON.stringify(keys);

/** One aggregate's contributions and sums; units are numbered by the view (`slot`). */
class AggregateContributions {
  private readonly shapeIds = new Map<string, number>();
  private readonly shapes: AggregateRow[][] = [];
  private shapeOf = new Int32Array(0);
  /** total and valued of each slot holding one row, when the aggregate has a value field. */
  private values = new Float64Array(0);
  /** The sums the chart shows, by its keys. */
  private readonly cells = new Map<string, AggregateRow>();

  constructor(private readonly withValue: boolean) {}

  get shapeCount(): number {
    return this.shapes.length;
  }

  grow(capacity: number): void {
    const shapeOf = new Int32Array(capacity).fill(NONE);
    shapeOf.set(this.shapeOf);
    this.shapeOf = shapeOf;
    if (!this.withValue) return;
    const values = new Float64Array(capacity * 2);
    values.set(this.values);
    this.values = values;
  }

  /** Makes `rows` (possibly none) the unit's contribution in place of its previous one. */
  set(slot: number, rows: readonly AggregateRow[]): void {
    this.apply(slot, -1);
    if (rows.length === 0) {
      this.shapeOf[slot] = NONE;
      return;
    }
    const single = rows.length === 1 && this.withValue;
    const shape = single ? [{ ...rows[0]!, total: 0, valued: 0 }] : rows.map((r) => ({ ...r }));
    const key = JSON.stringify(shape.map((r) => [r.keys, r.n, r.total, r.valued]));
    let id = this.shapeIds.get(key);
    if (id === undefined) {
      id = this.shapes.length;
      this.shapes.push(shape);
      this.shapeIds.set(key, id);
    }
    this.shapeOf[slot] = id;
    if (this.withValue) {
      this.values[slot * 2] = single ? rows[0]!.total : 0;
      this.values[slot * 2 + 1] = single ? rows[0]!.valued : 0;
    }
    this.apply(slot, 1);
  }

  private apply(slot: number, sign: 1 | -1): void {
    const id = this.shapeOf[slot]!;
    if (id === NONE) return;
    for (const [i, row] of this.shapes[id]!.entries()) {
      const total = row.total + (i === 0 && this.withValue ? this.values[slot * 2]! : 0);
      const valued = row.valued + (i === 0 && this.withValue ? this.values[slot * 2 + 1]! : 0);
      const key = keyOf(row.keys);
      const cell = this.cells.get(key) ?? { keys: row.keys, n: 0, total: 0, valued: 0 };
      const next = {
        keys: row.keys,
        n: cell.n + sign * row.n,
        total: cell.total + sign * total,
        valued: cell.valued + sign * valued,
      };
      // An emptied cell goes, as the GROUP BY would not answer it (and its sum's rounding with it).
      if (next.n === 0) this.cells.delete(key);
      else this.cells.set(key, next);
    }
  }

  /** The sums, as the aggregate query answers them (in key order, for a stable answer). */
  rows(): AggregateRow[] {
    return [...this.cells.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, cell]) => cell);
  }
}

export class ViewContributions {
  private readonly slots = new Map<number, number>();
  private readonly aggregates: AggregateContributions[];
  private capacity = 0;

  /** `valued[i]`: whether aggregate i sums a value field. */
  constructor(valued: readonly boolean[]) {
    this.aggregates = valued.map((v) => new AggregateContributions(v));
  }

  /** Units ever seen: what the view's memory follows. */
  get size(): number {
    return this.slots.size;
  }

  /**
   * Whether the stored rows have outgrown the units (values of a multi-valued field changing
   * over and over leave rows nobody refers to): the view is better computed again.
   */
  worn(): boolean {
    return this.aggregates.some((a) => a.shapeCount > 2 * this.slots.size + 1024);
  }

  /**
   * Makes each aggregate's rows of `units` what `rows` (per aggregate) say; a unit without rows
   * (it no longer matches the filter, or is gone) adds nothing.
   */
  replace(units: Iterable<number>, rows: ReadonlyArray<readonly UnitAggregateRow[]>): void {
    const byUnit = rows.map((aggregateRows) => {
      const map = new Map<number, AggregateRow[]>();
      for (const { unit, ...row } of aggregateRows) map.set(unit, [...(map.get(unit) ?? []), row]);
      return map;
    });
    for (const unit of units) {
      let slot = this.slots.get(unit);
      if (slot === undefined) {
        if (!byUnit.some((m) => m.has(unit))) continue;
        slot = this.slots.size;
        this.slots.set(unit, slot);
        if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
      }
      for (const [i, aggregate] of this.aggregates.entries()) aggregate.set(slot, byUnit[i]!.get(unit) ?? []);
    }
  }

  /** Each aggregate's sums, as aggregate() answers them. */
  totals(): AggregateRow[][] {
    return this.aggregates.map((a) => a.rows());
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    for (const a of this.aggregates) a.grow(capacity);
  }
}
