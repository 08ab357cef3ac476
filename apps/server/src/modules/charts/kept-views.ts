import type { Db } from '../../db/database.js';
import { dataVersion } from '../explorer/versioned-cache.js';
import { logHorizon, unitsWrittenSince } from '../units/change-log.js';
import type { AggregateRow, UnitAggregateRow } from './aggregate.js';
import { ViewContributions } from './contributions.js';

/**
 * Charts views kept per server process and brought up to date, not computed again, when their
 * units change (issue 13). A view keeps what each unit adds to each of its aggregates
 * (contributions.ts) and the position in the log of unit writes (units/change-log.ts) it reflects.
 * A request reads the BPs' data version (`unit_counts.changes`, raised by the database on every
 * write to one of their units, whichever process or node made it); while it holds, the kept answer
 * is sent. When it has moved, the units written since the view's position are asked for their rows
 * again, through the view's own filter (a unit the filter no longer selects, or one erased,
 * answers none), their old rows are taken out and the new ones put in: a few indexed queries over
 * those units, whatever the BP's size. Past UPKEEP_MAX_UNITS written units, or when the log no
 * longer reaches back that far, the view is computed whole again.
 *
 * Why it cannot be stale: the position is taken before the rows it stands for are read, and every
 * write committed after it lies at or past it in the log (change-log.ts); a unit read twice is
 * simply replaced again. The version is read before either, so the answer reflects at least the
 * data of that version.
 */

/** Past this many units written since the view's position, recomputing whole is as quick. */
export const UPKEEP_MAX_UNITS = 2000;

/** What a charts request gives to be answered from a kept view. */
export interface ChartViewSource {
  db: Db;
  siteId: number;
  businessProcessIds: readonly number[];
  /** Everything but the data the view depends on (definition, language, filter, visibility). */
  key: string;
  /** Whether each aggregate sums a value field. */
  valued: readonly boolean[];
  /**
   * Aggregate `index`'s rows unit by unit: for every unit the filter selects, or for `ids` only.
   * One aggregate at a time, so that a whole view's rows are never held at once.
   */
  unitRows(index: number, ids: readonly number[] | null): Promise<UnitAggregateRow[]>;
  /** The JSON answer of the aggregates' sums. */
  answer(rows: ReadonlyArray<AggregateRow[]>): Promise<Buffer>;
}

interface KeptView {
  version: number;
  position: number;
  contributions: ViewContributions;
  answer: Buffer;
}

export class KeptChartViews {
  /** Least recently used first; each a promise, so that concurrent requests wait for one upkeep. */
  private readonly views = new Map<string, Promise<KeptView>>();
  private readonly sizes = new Map<string, number>();

  /**
   * Up to `maxViews` views, and `maxUnits` units over all of them: what each unit costs (its
   * number, about 30 bytes, and 4 to 20 bytes per aggregate, up to twice that while the typed
   * arrays have room to grow) is what the memory follows.
   */
  constructor(
    private readonly maxViews: number,
    private readonly maxUnits: number,
  ) {}

  async view(source: ChartViewSource): Promise<Buffer> {
    const version = await dataVersion(source.db, source.siteId, source.businessProcessIds);
    const { key } = source;
    const kept = this.views.get(key);
    // Each request of a key waits for the one before it, so upkeeps of one view never overlap.
    const next = (kept ?? Promise.resolve(null))
      .catch(() => null)
      .then((view) => (view && view.version >= version ? view : this.bringUpToDate(view, version, source)));
    this.views.delete(key);
    this.views.set(key, next);
    next.then(
      (view) => this.weigh(key, next, view.contributions.size),
      () => this.forget(key, next),
    );
    return (await next).answer;
  }

  private async bringUpToDate(view: KeptView | null, version: number, source: ChartViewSource): Promise<KeptView> {
    if (!view || view.contributions.worn()) return this.compute(version, source);
    const { db, siteId, businessProcessIds } = source;
    const position = await logHorizon(db);
    const written = await unitsWrittenSince(db, siteId, businessProcessIds, view.position, UPKEEP_MAX_UNITS);
    if (!written) return this.compute(version, source);
    const { contributions } = view;
    for (const i of source.valued.keys()) contributions.replace(i, written, await source.unitRows(i, written));
    return { version, position, contributions, answer: await source.answer(contributions.totals()) };
  }

  private async compute(version: number, source: ChartViewSource): Promise<KeptView> {
    const position = await logHorizon(source.db);
    const contributions = new ViewContributions(source.valued);
    for (const i of source.valued.keys()) contributions.replace(i, null, await source.unitRows(i, null));
    return { version, position, contributions, answer: await source.answer(contributions.totals()) };
  }

  /** Notes a view's size, then drops the least recently used views past either bound. */
  private weigh(key: string, view: Promise<KeptView>, size: number): void {
    if (this.views.get(key) !== view) return;
    this.sizes.set(key, size);
    let total = [...this.sizes.values()].reduce((a, b) => a + b, 0);
    for (const oldest of this.views.keys()) {
      if (this.views.size <= this.maxViews && total <= this.maxUnits) break;
      if (oldest === key) continue;
      total -= this.sizes.get(oldest) ?? 0;
      this.views.delete(oldest);
      this.sizes.delete(oldest);
    }
  }

  /** A failed computation is not kept: the next request computes whole. */
  private forget(key: string, view: Promise<KeptView>): void {
    if (this.views.get(key) !== view) return;
    this.views.delete(key);
    this.sizes.delete(key);
  }
}
