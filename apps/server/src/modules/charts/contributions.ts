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

/** A row of a stored contribution, with the name of the cell it adds to. */
interface ShapeRow extends AggregateRow {
  cell: string;
}

/** One aggregate's contributions and sums; units are numbered by the view (`slot`). */
class AggregateContributions {
  private readonly shapeIds = new Map<string, number>();
  private readonly shapes: ShapeRow[][] = [];
  private shapeOf = new Int32Array(0);
  /** total and valued of each slot holding one row, when the aggregate has a value field. */
  private values = new Float64Array(0);
  /** The sums the chart shows, by their keys (changed in place: they are many small updates). */
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
    // A single row's value stays out of its shape, so that units share it.
    const single = rows.length === 1 && this.withValue;
    this.shapeOf[slot] = this.shapeId(rows, single);
    if (this.withValue) {
      this.values[slot * 2] = single ? rows[0]!.total : 0;
      this.values[slot * 2 + 1] = single ? rows[0]!.valued : 0;
    }
    this.apply(slot, 1);
  }

  /**
   * The number of the shape these rows have (values left out when `single`). Named by a string
   * built from plain concatenation: a whole view's units pass here once each, and JSON
   * serialisation or object copies per unit cost seconds on a hundred thousand of them.
   */
  private shapeId(rows: readonly AggregateRow[], single: boolean): number {
    let name = '';
    for (const r of rows) {
      // Each key prefixed by its length, so that no two shapes share a name whatever the values hold.
      for (const k of r.keys) name += k === null ? '~' : `${k.length}:${k}`;
      name += single ? `|${r.n}|` : `|${r.n}|${r.total}|${r.valued}|`;
    }
    const id = this.shapeIds.get(name);
    if (id !== undefined) return id;
    this.shapes.push(
      rows.map((r) => ({
        cell: JSON.stringify(r.keys),
        keys: r.keys,
        n: r.n,
        total: single ? 0 : r.total,
        valued: single ? 0 : r.valued,
      })),
    );
    this.shapeIds.set(name, this.shapes.length - 1);
    return this.shapes.length - 1;
  }

  private apply(slot: number, sign: 1 | -1): void {
    const id = this.shapeOf[slot]!;
    if (id === NONE) return;
    const shape = this.shapes[id]!;
    for (let i = 0; i < shape.length; i++) {
      const row = shape[i]!;
      const own = i === 0 && this.withValue;
      let cell = this.cells.get(row.cell);
      if (!cell) {
        cell = { keys: row.keys, n: 0, total: 0, valued: 0 };
        this.cells.set(row.cell, cell);
      }
      cell.n += sign * row.n;
      cell.total += sign * (row.total + (own ? this.values[slot * 2]! : 0));
      cell.valued += sign * (row.valued + (own ? this.values[slot * 2 + 1]! : 0));
      // An emptied cell goes, as the GROUP BY would not answer it (and its sum's rounding with it).
      if (cell.n === 0) this.cells.delete(row.cell);
    }
  }

  /** The sums, as the aggregate query answers them (in key order, for a stable answer). */
  rows(): AggregateRow[] {
    return [...this.cells.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, { keys, n, total, valued }]) => ({ keys, n, total, valued }));
  }
}

/** Whether each unit's rows come together, in the order unitAggregate asks the database for. */
function orderedByUnit(rows: readonly UnitAggregateRow[]): boolean {
  for (let i = 1; i < rows.length; i++) if (rows[i]!.unit < rows[i - 1]!.unit) return false;
  return true;
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
   * Makes aggregate `index`'s rows of `units` (null: the units `rows` name) what `rows` say; a
   * unit without rows (it no longer matches the filter, or is gone) adds nothing.
   */
  replace(index: number, units: Iterable<number> | null, rows: readonly UnitAggregateRow[]): void {
    const aggregate = this.aggregates[index]!;
    if (units === null && orderedByUnit(rows)) {
      // A whole view (a hundred thousand units): each unit's rows are a run, taken as they come.
      let start = 0;
      for (let end = 1; end <= rows.length; end++) {
        if (end < rows.length && rows[end]!.unit === rows[start]!.unit) continue;
        aggregate.set(this.slotOf(rows[start]!.unit), rows.slice(start, end));
        start = end;
      }
      return;
    }
    const byUnit = new Map<number, UnitAggregateRow[]>();
    for (const row of rows) {
      const held = byUnit.get(row.unit);
      if (held) held.push(row);
      else byUnit.set(row.unit, [row]);
    }
    for (const unit of units ?? byUnit.keys()) {
      const own = byUnit.get(unit) ?? [];
      // A unit never seen that adds nothing needs no number.
      if (own.length > 0 || this.slots.has(unit)) aggregate.set(this.slotOf(unit), own);
    }
  }

  /** The unit's number in the view, given on first sight. */
  private slotOf(unit: number): number {
    let slot = this.slots.get(unit);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(unit, slot);
      if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    }
    return slot;
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
