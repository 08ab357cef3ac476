import {
  type BpChart,
  type BpChartLayoutNode,
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
import { noValueLabel, unitsLabel } from '../explorer/labels.js';
import { type Ref, resolveRef } from '../explorer/refs.js';
import { dataVersion, filterKey, keepable, type VersionedCache } from '../explorer/versioned-cache.js';
import { type AggregateRow, aggregate, type Dimension, type NumberRef } from './aggregate.js';
import { categoriesOf } from './categories.js';
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

const EMPTY: GroupedChartData = { categories: [], series: [] };

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
  async grouped(
    groupName: string,
    seriesName: string | undefined,
    how: Aggregate,
    valueName: string | undefined,
  ): Promise<GroupedChartData> {
    const group = this.ref(groupName);
    const split = seriesName ? this.ref(seriesName) : null;
    if (!group || (seriesName && !split)) return EMPTY;
    const value = this.valueRef(valueName);
    const dims: Dimension[] = [{ ref: group }, ...(split ? [{ ref: split }] : [])];
    const rows = await aggregate(this.ctx.deps.db, this.list.filter, dims, value);
    const cells: Cells = new Map();
    for (const row of rows) addCell(cells, row.keys[0] ?? '', split ? (row.keys[1] ?? '') : SINGLE_SERIES, row);
    const categories = await this.categories(
      group,
      rows.map((r) => r.keys[0] ?? null),
    );
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
  }

  /** datetime line: time buckets of a date, series by an optional ref. */
  async timeline(
    dateName: string,
    interval: Interval,
    seriesName: string | undefined,
    how: Aggregate,
    valueName: string | undefined,
  ): Promise<GroupedChartData> {
    const date = this.ref(dateName);
    const split = seriesName ? this.ref(seriesName) : null;
    if (!date || (seriesName && !split)) return EMPTY;
    const value = this.valueRef(valueName);
    const dims: Dimension[] = [{ ref: date, bucket: sqlBucket(interval) }, ...(split ? [{ ref: split }] : [])];
    const rows = (await aggregate(this.ctx.deps.db, this.list.filter, dims, value)).filter((r) => r.keys[0] !== null);
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
  }

  /** multi: several series (bars and lines), each its own aggregate over one time axis. */
  async multi(chart: Extract<BpChart, { type: 'multi' }>): Promise<GroupedChartData> {
    const date = this.ref(chart.date_field);
    if (!date) return EMPTY;
    const cells: Cells = new Map();
    for (const [i, s] of chart.series.entries()) {
      const rows = await aggregate(
        this.ctx.deps.db,
        this.list.filter,
        [{ ref: date, bucket: sqlBucket(chart.interval) }],
        this.valueRef(s.value_field),
      );
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
  }

  async heatmap(dateName: string) {
    const date = this.ref(dateName);
    if (!date) return { days: [], max: 0 };
    const rows = await aggregate(this.ctx.deps.db, this.list.filter, [{ ref: date, bucket: 'day' }], null);
    const days = rows
      .filter((r) => r.keys[0] !== null)
      .map((r) => ({ date: r.keys[0]!, value: r.n }))
      .sort((a, b) => a.date.localeCompare(b.date));
    return { days, max: Math.max(0, ...days.map((d) => d.value)) };
  }

  async chart(chart: BpChart): Promise<ChartView> {
    const base = { id: chart.id, title: localizedText(chart.title, this.lang) };
    switch (chart.type) {
      case 'bar':
        return {
          ...base,
          type: chart.type,
          interval: null,
          data: await this.grouped(chart.group_by, chart.stack_by, chart.aggregate, chart.value_field),
        };
      case 'pie':
      case 'line':
        return {
          ...base,
          type: chart.type,
          interval: null,
          data: await this.grouped(chart.group_by, undefined, chart.aggregate, chart.value_field),
        };
      case 'table':
        return {
          ...base,
          type: chart.type,
          interval: null,
          data: await this.grouped(chart.rows, chart.columns, chart.aggregate, chart.value_field),
        };
      case 'datetime_line':
        return {
          ...base,
          type: chart.type,
          interval: chart.interval,
          data: await this.timeline(
            chart.date_field,
            chart.interval,
            chart.series_by,
            chart.aggregate,
            chart.value_field,
          ),
        };
      case 'multi':
        return { ...base, type: chart.type, interval: chart.interval, data: await this.multi(chart) };
      case 'date_heatmap':
        return { ...base, type: chart.type, data: await this.heatmap(chart.date_field) };
    }
  }
}

/**
 * The charts view as the JSON the route sends: each chart one aggregate query over the filtered
 * units (hundreds of milliseconds over a few hundred thousand), kept with the BP's data version
 * (versioned-cache.ts) unless the filter reads the process map.
 */
export async function chartsView(ctx: RequestContext, query: ExplorerQuery, cache: ChartsCache): Promise<Buffer> {
  const list = await resolveList(ctx.deps.db, ctx.scope, query, { businessProcess: 'required', centros: 'scope' });
  const named = list.named;
  const section = named?.definition.business_process.charts;
  if (!named || !section) return preparedJson(chartsResponse, { layout: null, charts: [] });
  const compute = async () => {
    const builder = new ChartBuilder(ctx, list);
    const charts: ChartView[] = [];
    // One after the other: SQLite serialises them anyway, and PostgreSQL keeps one connection busy.
    for (const chart of section.charts) charts.push(await builder.chart(chart));
    const layout: BpChartLayoutNode = section.layout ?? {
      direction: 'column',
      size: 100,
      children: section.charts.map((c) => ({ chart: c.id, size: 100 })),
    };
    return preparedJson(chartsResponse, { layout, charts });
  };
  if (!keepable(list.filter)) return compute();
  const version = await dataVersion(ctx.deps.db, ctx.scope.site.id, list.filter.businessProcessIds);
  // The definition's version, the language and the filter (visibility included) make a view.
  return cache.get(
    `${named.row.id}@${named.row.updated_at}|${ctx.scope.lang}|${filterKey(list.filter)}`,
    version,
    compute,
  );
}

/** Charts views kept as the JSON sent. */
export type ChartsCache = VersionedCache<Buffer>;
