import type { LineSeriesOption } from 'echarts/charts';
import { colorsOf } from '../colors';
import { bucketLabel, bucketTitle } from '../format';
import {
  aggregateOf,
  baseOption,
  type ChartLook,
  type ChartOption,
  categoryAxisStyle,
  categoryLabels,
  countsOnly,
  type GroupedInput,
  gridFor,
  indexOf,
  sum,
  type TooltipParams,
  tooltipBase,
  tooltipBox,
  tooltipRow,
  topLegend,
  valueAxisStyle,
} from './common';

/** Past this many points the markers would crowd the line; they show on hover only. */
const MARKERS_UP_TO = 40;

/** The x axis of a grouped chart: category labels, or time buckets (day, week, month, year) in the user's locale. */
export function axisLabels(input: GroupedInput, locale: string): string[] {
  const { interval } = input;
  return input.data.categories.map((c) => (interval ? bucketLabel(c.key, interval, locale) : c.label));
}

export function axisTitle(input: GroupedInput, index: number, look: ChartLook): string {
  const category = input.data.categories[index];
  if (!category) return '';
  return input.interval ? bucketTitle(category.key, input.interval, look.locale, look.labels.weekOf) : category.label;
}

/**
 * A line chart: over categories (`line`), or over time buckets (`datetime_line`, every bucket from
 * the first to the last, one line per `series_by` value with a legend). A single line is filled
 * underneath; its points take the categories' colours when they have them. The tooltip gives each
 * value with its share: of the point's total when several lines split it, else of the line's total.
 */
export function lineOption(input: GroupedInput, look: ChartLook): ChartOption {
  const { categories, series } = input.data;
  const several = series.length > 1;
  const seriesColors = colorsOf(series);
  const pointColors = categories.some((c) => c.color) ? colorsOf(categories) : null;
  const shareable = series.map((_, i) => aggregateOf(input, i) !== 'avg');
  const markers = categories.length <= MARKERS_UP_TO;

  const lines: LineSeriesOption[] = series.map((s, i) => ({
    type: 'line',
    name: s.label,
    showSymbol: markers,
    symbolSize: 7,
    lineStyle: { width: 2.5, color: seriesColors[i] },
    itemStyle: { color: seriesColors[i] },
    emphasis: { focus: several ? 'series' : 'none' },
    ...(several ? {} : { areaStyle: { color: seriesColors[i], opacity: 0.12 } }),
    data:
      !several && pointColors
        ? s.values.map((value, c) => ({ value, itemStyle: { color: pointColors[c] } }))
        : [...s.values],
  }));

  return {
    ...baseOption(look),
    grid: gridFor(several),
    ...(several ? { legend: topLegend(look) } : {}),
    tooltip: {
      ...tooltipBase(look),
      trigger: 'axis',
      formatter: (params: TooltipParams) => {
        const { dataIndex } = indexOf(params);
        const pointTotal = sum(series.map((s) => s.values[dataIndex] ?? null));
        const rows = series.map((s, i) =>
          tooltipRow(look, {
            color: pointColors && !several ? pointColors[dataIndex]! : seriesColors[i]!,
            label: s.label,
            value: s.values[dataIndex] ?? null,
            of: shareable[i] ? (several ? pointTotal : sum(s.values)) : undefined,
          }),
        );
        return tooltipBox(axisTitle(input, dataIndex, look), rows);
      },
    },
    xAxis: {
      type: 'category',
      data: axisLabels(input, look.locale),
      // Categories sit in their slot; time runs edge to edge.
      boundaryGap: !input.interval || categories.length === 1,
      ...categoryAxisStyle(look),
      ...(input.interval
        ? {}
        : {
            axisLabel: categoryLabels(
              look,
              categories.map((c) => c.label),
            ),
          }),
    },
    yAxis: { type: 'value', ...valueAxisStyle(look, countsOnly(input)) },
    series: lines,
  };
}
