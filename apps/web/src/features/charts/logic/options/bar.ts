import type { BarSeriesOption } from 'echarts/charts';
import { colorsOf } from '../colors';
import {
  aggregateOf,
  baseOption,
  CHAR_PX,
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

const LONGEST_LABEL = 24;

/**
 * Bars stand up while their labels fit side by side; many or long labels (processes, origins) lie
 * down, one per line, where they read in full.
 */
export function barsLieDown(labels: readonly string[], width: number): boolean {
  const longest = Math.min(LONGEST_LABEL, Math.max(0, ...labels.map((l) => l.length)));
  return labels.length * longest * CHAR_PX > width * 0.9;
}

/**
 * A bar chart: one bar per category in the category's colour, or, with several series (the
 * definition's `stack_by`), bars stacked from the series in their colours, with a legend. The
 * tooltip gives each value and its share: of the whole chart for one series, of the bar for a stack.
 */
export function barOption(input: GroupedInput, look: ChartLook): ChartOption {
  const { categories, series } = input.data;
  const stacked = series.length > 1;
  const labels = categories.map((c) => c.label);
  const lieDown = barsLieDown(labels, look.width);
  const categoryColors = colorsOf(categories);
  const seriesColors = colorsOf(series);
  const shareable = series.map((_, i) => aggregateOf(input, i) !== 'avg');

  const bars: BarSeriesOption[] = series.map((s, i) => ({
    type: 'bar',
    name: s.label,
    ...(stacked ? { stack: 'total' } : {}),
    barMaxWidth: 44,
    emphasis: { focus: stacked ? 'series' : 'self' },
    itemStyle: { color: seriesColors[i], borderRadius: stacked ? 0 : lieDown ? [0, 4, 4, 0] : [4, 4, 0, 0] },
    data: s.values.map((value, c) => (stacked ? value : { value, itemStyle: { color: categoryColors[c] } })),
  }));

  const categoryAxis = {
    type: 'category' as const,
    data: labels,
    ...categoryAxisStyle(look),
  };
  const valueAxis = { type: 'value' as const, ...valueAxisStyle(look, countsOnly(input)) };

  return {
    ...baseOption(look),
    grid: gridFor(stacked),
    ...(stacked ? { legend: topLegend(look) } : {}),
    tooltip: {
      ...tooltipBase(look),
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: TooltipParams) => {
        const { dataIndex } = indexOf(params);
        const barTotal = sum(series.map((s) => s.values[dataIndex] ?? null));
        const rows = series.map((s, i) =>
          tooltipRow(look, {
            color: stacked ? seriesColors[i]! : categoryColors[dataIndex]!,
            label: s.label,
            value: s.values[dataIndex] ?? null,
            of: shareable[i] ? (stacked ? barTotal : sum(s.values)) : undefined,
          }),
        );
        if (stacked && shareable.every(Boolean)) {
          rows.push(
            tooltipRow(look, {
              color: 'transparent',
              label: look.labels.total,
              value: barTotal,
              of: sum(series.flatMap((s) => s.values)),
              bold: true,
            }),
          );
        }
        return tooltipBox(labels[dataIndex] ?? '', rows);
      },
    },
    xAxis: lieDown ? valueAxis : { ...categoryAxis, axisLabel: categoryLabels(look, labels) },
    yAxis: lieDown
      ? {
          ...categoryAxis,
          inverse: true,
          axisLabel: { ...categoryAxis.axisLabel, width: Math.max(90, look.width * 0.38), overflow: 'truncate' },
        }
      : valueAxis,
    series: bars,
  };
}
