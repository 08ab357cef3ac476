import type { Db } from '../../db/database.js';
import { KeptAnswers } from '../explorer/kept-answers.js';
import type { AggregateRow, UnitAggregateRow } from './aggregate.js';
import { ViewContributions } from './contributions.js';

/**
 * Charts views kept per server process and brought up to date, not computed again, when their
 * units change (explorer/kept-answers.ts). A view keeps what each unit adds to each of its
 * aggregates (contributions.ts): the units written since are asked for their rows again, through
 * the view's own filter (a unit the filter no longer selects, or one erased, answers none), their
 * old rows are taken out and the new ones put in: a few indexed queries over those units, whatever
 * the BP's size.
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
  contributions: ViewContributions;
  answer: Buffer;
}

export class KeptChartViews {
  private readonly views: KeptAnswers<KeptView>;

  /**
   * Up to `maxViews` views, and `maxUnits` units over all of them: what each unit costs (its
   * number, about 30 bytes, and 4 to 20 bytes per aggregate, up to twice that while the typed
   * arrays have room to grow) is what the memory follows.
   */
  constructor(maxViews: number, maxUnits: number) {
    this.views = new KeptAnswers({
      maxAnswers: maxViews,
      maxWeight: maxUnits,
      weigh: (view) => view.contributions.size,
      maxUnitsWritten: UPKEEP_MAX_UNITS,
    });
  }

  async view(source: ChartViewSource): Promise<Buffer> {
    const withRows = async (contributions: ViewContributions, ids: readonly number[] | null) => {
      for (const i of source.valued.keys()) contributions.replace(i, ids, await source.unitRows(i, ids));
      return { contributions, answer: await source.answer(contributions.totals()) };
    };
    const view = await this.views.get(source.key, source, {
      compute: () => withRows(new ViewContributions(source.valued), null),
      update: async ({ contributions }, written) => (contributions.worn() ? null : withRows(contributions, written)),
    });
    return view.answer;
  }
}
