import {
  type BpChart,
  type BpChartLayoutNode,
  type BpCharts,
  type ChartCategory,
  type ChartSeries,
  type ChartView,
  chartsResponse,
  type ExplorerQuery,
  type GroupedChartData,
  localizedText,
} from '@qualium/contracts';
import type { RequestContext } from '../../http/context.js';
import { preparedJson } from '../../http/prepared-json.js';
import { type ResolvedList, resolveList } from '../explorer/filters.js';
import { filterKey, keepable } from '../explorer/kept-keys.js';
import { noValueLabel, unitsLabel } from '../explorer/labels.js';
import { type Ref, resolveRef } from '../explorer/refs.js';
import { type AggregateRow, aggregate, type Dimension, type NumberRef, unitAggregate } from './aggregate.js';
import { categoriesOf } from './categories.js';
import type { KeptChartViews } from './kept-views.js';
import { bucketStart, type Interval, sqlBucket, timeCategories } from './time.js';

/**
 * GET {site}/charts/view/: each chart of the BP's `charts` section over the units the explorer
 * filters select (business_process required, the same visibility), aggregated by the database.
 */

type Aggregate = 'count' | 'sum' | 'avg';
type Cell = { n: number; total: number; valued: number };
/** category key → series key → sums. */
type Cells = Map<string, Map<string, Cell>>;

const SINGLE_SERIES = 'value';

function addCell(cells: Cells, category: string, series: string, row: AggregateRow) {
  const bySeries = cells.get(category) ?? new Map<string, Cell>();
  const cell = bySeries.get(series) ?? { n: 0, total: 0, valued: 0 };
  bySeries.set(series, { n: cell.n + row.n, total: cell.total + row.total, valued: cell.valued + row.valued });
  cells.set(category, bySeries);
}

/** A cell's count or sum (0 when empty), or its average (null when no unit had a value). */
function measure(cell: Cell | undefined, how: Aggregate): number | null {
  if (how === 'avg' && !cell?.valued) return null;
  if (!cell) return 0;
  const value = how === 'count' ? cell.n : how === 'sum' ? cell.total : cell.total / cell.valued;
  return Math.round(value * 100) / 100;
}

function seriesValues(cells: Cells, categories: readonly ChartCategory[], seriesKey: string, how: Aggregate) {
  return categories.map((c) => measure(cells.get(c.key)?.get(seriesKey), how));
}

/** What a chart's data needs: aggregates, and how their rows (one list per aggregate) make it. */
interface DataPlan<T> {
  aggregates: AggregateSpec[];
  data(rows: ReadonlyArray<AggregateRow[]>): Promise<T>;
}
interface AggregateSpec {
  dimensions: Dimension[];
  value: NumberRef | null;
}
type ChartPlan = { aggregates: AggregateSpec[]; view(rows: ReadonlyArray<AggregateRow[]>): Promise<ChartView> };
type HeatmapData = Extract<ChartView, { type: 'date_heatmap' }>['data'];

function viewPlan<T>(plan: DataPlan<T>, view: (data: T) => ChartView): ChartPlan {
  return { aggregates: plan.aggregates, view: async (rows) => view(await plan.data(rows)) };
}

/** A chart whose refs the definition no longer has: no aggregate, no data. */
const NO_DATA: DataPlan<GroupedChartData> = { aggregates: [], data: async () => ({ categories: [], series: [] }) };

class ChartBuilder {
  private readonly lang: string;
  constructor(
    private readonly ctx: RequestContext,
    private readonly list: ResolvedList,
  ) {
    this.lang = ctx.scope.lang;
  }

  private ref(name: string): Ref | null {
    return resolveRef(name, this.list.definitions);
  }

  private valueRef(name: string | undefined): NumberRef | null {
    const ref = name ? this.ref(name) : null;
    return ref?.type === 'field' ? ref : null;
  }

  private categories(ref: Ref, keys: Array<string | null>) {
    return categoriesOf(this.ctx.deps.db, this.ctx.scope, ref, keys, this.list.bps, noValueLabel(this.lang));
  }

  /** The one series of a chart without a second dimension: units, or the value field's label. */
  private singleSeries(how: Aggregate, valueField: NumberRef | null): ChartCategory {
    const label =
      how === 'count' || !valueField ? unitsLabel(this.lang) : localizedText(valueField.field.label, this.lang);
    return { key: SINGLE_SERIES, label, color: null };
  }

  /** bar, pie, line and table: categories by one ref, series by an optional second one. */
  grouped(
    groupName: string,
    seriesName: string | undefined,
    how: Aggregate,
    valueName: string | undefined,
  ): DataPlan<GroupedChartData> {
    const group = this.ref(groupName);
    const split = seriesName ? this.ref(seriesName) : null;
    if (!group || (seriesName && !split)) return NO_DATA;
    const value = this.valueRef(valueName);
    const dimensions: Dimension[] = [{ ref: group }, ...(split ? [{ ref: split }] : [])];
    return {
      aggregates: [{ dimensions, value }],
      data: async ([rows]) => {
        const cells: Cells = new Map();
        for (const row of rows!) {
          addCell(cells, row.keys[0] ?? '', split ? (row.keys[1] ?? '') : SINGLE_SERIES, row);
        }
        const categories = await this.categories(
          group,
          rows!.map((r) => r.keys[0] ?? null),
        );
        const series = split
          ? await this.categories(
              split,
              rows!.map((r) => r.keys[1] ?? null),
            )
          : [this.singleSeries(how, value)];
        return {
          categories,
          series: series.map((s) => ({ ...s, values: seriesValues(cells, categories, s.key, how) })),
        };
      },
    };
  }

  /** datetime line: time buckets of a date, series by an optional ref. */
  timeline(
    dateName: string,
    interval: Interval,
    seriesName: string | undefined,
    how: Aggregate,
    valueName: string | undefined,
  ): DataPlan<GroupedChartData> {
    const date = this.ref(dateName);
    const split = seriesName ? this.ref(seriesName) : null;
    if (!date || (seriesName && !split)) return NO_DATA;
    const value = this.valueRef(valueName);
    const dimensions: Dimension[] = [{ ref: date, bucket: sqlBucket(interval) }, ...(split ? [{ ref: split }] : [])];
    return {
      aggregates: [{ dimensions, value }],
      data: async ([all]) => {
        const rows = all!.filter((r) => r.keys[0] !== null);
        const cells: Cells = new Map();
        for (const row of rows) {
          addCell(cells, bucketStart(row.keys[0]!, interval), split ? (row.keys[1] ?? '') : SINGLE_SERIES, row);
        }
        const categories = timeCategories(cells.keys(), interval);
        const series = split
          ? await this.categories(
              split,
              rows.map((r) => r.keys[1] ?? null),
            )
          : [this.singleSeries(how, value)];
        return {
          categories,
          series: series.map((s) => ({ ...s, values: seriesValues(cells, categories, s.key, how) })),
        };
      },
    };
  }

  /** multi: several series (bars and lines), each its own aggregate over one time axis. */
  multi(chart: Extract<BpChart, { type: 'multi' }>): DataPlan<GroupedChartData> {
    const date = this.ref(chart.date_field);
    if (!date) return NO_DATA;
    const dimensions: Dimension[] = [{ ref: date, bucket: sqlBucket(chart.interval) }];
    return {
      aggregates: chart.series.map((s) => ({ dimensions, value: this.valueRef(s.value_field) })),
      data: async (rowsOfSeries) => {
        const cells: Cells = new Map();
        for (const [i, rows] of rowsOfSeries.entries()) {
          for (const row of rows) {
            const key = row.keys[0];
            if (key) addCell(cells, bucketStart(key, chart.interval), `s${i}`, row);
          }
        }
        const categories = timeCategories(cells.keys(), chart.interval);
        const series: ChartSeries[] = chart.series.map((s, i) => ({
          key: `s${i}`,
          label: localizedText(s.label, this.lang),
          color: null,
          type: s.type,
          values: seriesValues(cells, categories, `s${i}`, s.aggregate),
        }));
        return { categories, series };
      },
    };
  }

  heatmap(dateName: string): DataPlan<HeatmapData> {
    const date = this.ref(dateName);
    if (!date) return { aggregates: [], data: async () => ({ days: [], max: 0 }) };
    return {
      aggregates: [{ dimensions: [{ ref: date, bucket: 'day' }], value: null }],
      data: async ([rows]) => {
        const days = rows!
          .filter((r) => r.keys[0] !== null)
          .map((r) => ({ date: r.keys[0]!, value: r.n }))
          .sort((a, b) => a.date.localeCompare(b.date));
        return { days, max: Math.max(0, ...days.map((d) => d.value)) };
      },
    };
  }

  /** The aggregates a chart needs, and the chart they make. */
  plan(chart: BpChart): ChartPlan {
    const base = { id: chart.id, title: localizedText(chart.title, this.lang) };
    const grouped = (
      type: 'bar' | 'pie' | 'line' | 'table',
      interval: Interval | null,
      p: DataPlan<GroupedChartData>,
    ) => viewPlan(p, (data): ChartView => ({ ...base, type, interval, data }));
    switch (chart.type) {
      case 'bar':
        return grouped('bar', null, this.grouped(chart.group_by, chart.stack_by, chart.aggregate, chart.value_field));
      case 'pie':
      case 'line':
        return grouped(chart.type, null, this.grouped(chart.group_by, undefined, chart.aggregate, chart.value_field));
      case 'table':
        return grouped('table', null, this.grouped(chart.rows, chart.columns, chart.aggregate, chart.value_field));
      case 'datetime_line': {
        const { date_field, interval, series_by, aggregate, value_field } = chart;
        return viewPlan(
          this.timeline(date_field, interval, series_by, aggregate, value_field),
          (data): ChartView => ({ ...base, type: chart.type, interval, data }),
        );
      }
      case 'multi':
        return viewPlan(
          this.multi(chart),
          (data): ChartView => ({ ...base, type: chart.type, interval: chart.interval, data }),
        );
      case 'date_heatmap':
        return viewPlan(this.heatmap(chart.date_field), (data): ChartView => ({ ...base, type: chart.type, data }));
    }
  }
}

/**
 * The charts view as the JSON the route sends, from the rows of every chart's aggregates (in the
 * order of the charts and of their aggregates).
 */
function viewAnswer(plans: readonly ChartPlan[], section: BpCharts) {
  return async (rows: ReadonlyArray<AggregateRow[]>): Promise<Buffer> => {
    const charts: ChartView[] = [];
    let next = 0;
    for (const plan of plans) {
      charts.push(await plan.view(rows.slice(next, next + plan.aggregates.length)));
      next += plan.aggregates.length;
    }
    const layout: BpChartLayoutNode = section.layout ?? {
      direction: 'column',
      size: 100,
      children: section.charts.map((c) => ({ chart: c.id, size: 100 })),
    };
    return preparedJson(chartsResponse, { layout, charts });
  };
}

/**
 * The charts view: each chart one or a few aggregate queries over the filtered units (hundreds of
 * milliseconds over a few hundred thousand), or, unless the filter reads the process map, a view
 * kept and brought up to date from the units written since (kept-views.ts).
 */
export async function chartsView(ctx: RequestContext, query: ExplorerQuery, kept: KeptChartViews): Promise<Buffer> {
  const list = await resolveList(ctx.deps.db, ctx.scope, query, { businessProcess: 'required', centros: 'scope' });
  const named = list.named;
  const section = named?.definition.business_process.charts;
  if (!named || !section) return preparedJson(chartsResponse, { layout: null, charts: [] });
  const builder = new ChartBuilder(ctx, list);
  const plans = section.charts.map((chart) => builder.plan(chart));
  const aggregates = plans.flatMap((p) => p.aggregates);
  const answer = viewAnswer(plans, section);
  const { db } = ctx.deps;
  if (!keepable(list.filter)) {
    // One after the other: SQLite serialises them anyway, and PostgreSQL keeps one connection busy.
    const rows: AggregateRow[][] = [];
    for (const a of aggregates) rows.push(await aggregate(db, list.filter, a.dimensions, a.value));
    return answer(rows);
  }
  return kept.view({
    db,
    siteId: ctx.scope.site.id,
    businessProcessIds: list.filter.businessProcessIds,
    // The definition's version, the language and the filter (visibility included) make a view.
    key: `${named.row.id}@${named.row.updated_at}|${ctx.scope.lang}|${filterKey(list.filter)}`,
    valued: aggregates.map((a) => a.value !== null),
    unitRows: (i, ids) => unitAggregate(db, list.filter, aggregates[i]!.dimensions, aggregates[i]!.value, ids),
    answer,
  });
}
