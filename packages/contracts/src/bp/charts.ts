import { z } from 'zod';
import { bpId, bpLocalizedText, bpPercentSize } from './common.js';

/**
 * The `charts` section (records-explorer §2 Charts view): charts over the
 * units matching the explorer filters, placed in a nested layout of rows and
 * columns whose children take percentage sizes (default 100).
 */
export const CHART_TYPES = ['bar', 'pie', 'line', 'datetime_line', 'date_heatmap', 'multi', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
/** Spec names, for the docs. */
export const CHART_TYPE_SPEC_NAMES: Readonly<Record<ChartType, string>> = {
  bar: 'bar',
  pie: 'pie',
  line: 'line',
  datetime_line: 'datetime line',
  date_heatmap: 'date heat map',
  multi: 'multi',
  table: 'table',
};

/** A field id or a unit column (checked against the model). */
const ref = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'Must be a field id or a unit column');
const aggregate = {
  /** count of units, or sum / avg of `value_field` (a numeric or decimal field). */
  aggregate: z.enum(['count', 'sum', 'avg']).default('count'),
  value_field: bpId.optional(),
};
const interval = z.enum(['day', 'week', 'month', 'year']).default('month');
const chartBase = { id: bpId, title: bpLocalizedText };

export const bpChartSeries = z.strictObject({
  type: z.enum(['bar', 'line']),
  label: bpLocalizedText,
  ...aggregate,
});

export const bpChart = z.discriminatedUnion('type', [
  z.strictObject({ ...chartBase, type: z.literal('bar'), group_by: ref, stack_by: ref.optional(), ...aggregate }),
  z.strictObject({ ...chartBase, type: z.literal('pie'), group_by: ref, ...aggregate }),
  z.strictObject({ ...chartBase, type: z.literal('line'), group_by: ref, ...aggregate }),
  z.strictObject({
    ...chartBase,
    type: z.literal('datetime_line'),
    date_field: ref,
    interval,
    series_by: ref.optional(),
    ...aggregate,
  }),
  z.strictObject({ ...chartBase, type: z.literal('date_heatmap'), date_field: ref }),
  /** Several series (bars and lines) over one date axis. */
  z.strictObject({
    ...chartBase,
    type: z.literal('multi'),
    date_field: ref,
    interval,
    series: z.array(bpChartSeries).min(2),
  }),
  /** A count (or sum/avg) table of `rows` by `columns`. */
  z.strictObject({ ...chartBase, type: z.literal('table'), rows: ref, columns: ref.optional(), ...aggregate }),
]);
export type BpChart = z.infer<typeof bpChart>;

export type BpChartLayoutNode =
  | { direction: 'row' | 'column'; size: number; children: BpChartLayoutNode[] }
  | { chart: string; size: number };
type BpChartLayoutNodeInput =
  | { direction: 'row' | 'column'; size?: number | undefined; children: BpChartLayoutNodeInput[] }
  | { chart: string; size?: number | undefined };

export const bpChartLayoutNode: z.ZodType<BpChartLayoutNode, BpChartLayoutNodeInput> = z.lazy(() =>
  z.union([
    z.strictObject({
      direction: z.enum(['row', 'column']),
      size: bpPercentSize.default(100),
      children: z.array(bpChartLayoutNode).min(1),
    }),
    z.strictObject({ chart: bpId, size: bpPercentSize.default(100) }),
  ]),
);

export const bpCharts = z.strictObject({
  /** Absent: every chart in one column, in order. */
  layout: bpChartLayoutNode.optional(),
  charts: z.array(bpChart).min(1),
});
export type BpCharts = z.infer<typeof bpCharts>;
