import { z } from 'zod';
import { bpChartLayoutNode } from '../bp/charts.js';

/**
 * GET {site}/charts/view/ (records-explorer §2 charts view, §7): the BP's `charts` section computed
 * over the units matching the explorer filters (the query is the explorer's filter set). Every
 * chart's numbers are aggregated by the database; the web only draws them.
 */

/** A category (bar, pie, line, table rows) or a time bucket (datetime line, multi). */
export const chartCategory = z.object({
  /** The stored value (a choice value, a user id, a state id…), '' for units without one; a bucket's first day. */
  key: z.string(),
  label: z.string(),
  /** The choice item's or state's colour, when the definition gives one. */
  color: z.string().nullable(),
});
export type ChartCategory = z.infer<typeof chartCategory>;

/** One series: a value per category, in the categories' order. */
export const chartSeries = chartCategory.extend({
  /** How a multi chart draws it; absent elsewhere. */
  type: z.enum(['bar', 'line']).optional(),
  /** One per category; null where an average has no value to average (a gap, not a zero). */
  values: z.array(z.number().nullable()),
});
export type ChartSeries = z.infer<typeof chartSeries>;

/**
 * bar (series = stack_by values, else one), pie and line (one series), table (categories = rows,
 * series = columns), datetime line (categories = time buckets, series = series_by values, else one)
 * and multi (categories = time buckets, series = the definition's series).
 */
export const groupedChartData = z.object({
  categories: z.array(chartCategory),
  series: z.array(chartSeries),
});
export type GroupedChartData = z.infer<typeof groupedChartData>;

/** Date heat map: units per day, days without units left out. */
export const heatmapChartData = z.object({
  days: z.array(z.object({ date: z.string(), value: z.number() })),
  max: z.number(),
});
export type HeatmapChartData = z.infer<typeof heatmapChartData>;

const chartBase = { id: z.string(), title: z.string() };
export const chartView = z.discriminatedUnion('type', [
  z.object({
    ...chartBase,
    type: z.enum(['bar', 'pie', 'line', 'datetime_line', 'multi', 'table']),
    /** The time bucket of datetime line and multi charts. */
    interval: z.enum(['day', 'week', 'month', 'year']).nullable(),
    data: groupedChartData,
  }),
  z.object({ ...chartBase, type: z.literal('date_heatmap'), data: heatmapChartData }),
]);
export type ChartView = z.infer<typeof chartView>;

export const chartsResponse = z.object({
  /** The definition's layout, or every chart in one column; null when the BP has no charts. */
  layout: bpChartLayoutNode.nullable(),
  charts: z.array(chartView),
});
export type ChartsResponse = z.infer<typeof chartsResponse>;
