import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import { colorsOf } from '../colors';
import {
  aggregateOf,
  baseOption,
  type ChartLook,
  type ChartOption,
  categoryAxisStyle,
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
import { axisLabels, axisTitle } from './line';

/**
 * Which value axis each series of a multi chart uses: counts on the left; sums and averages of a
 * field (money, scores) on a right-hand axis of their own when counts share the chart, since their
 * scales differ by orders of magnitude. Without counts, every series shares one axis.
 */
export function multiAxes(input: GroupedInput): number[] {
  const counts = input.data.series.map((_, i) => aggregateOf(input, i) === 'count');
  const mixed = counts.some(Boolean) && counts.some((c) => !c);
  return counts.map((count) => (mixed && !count ? 1 : 0));
}

/**
 * A multi chart: the definition's bar and line series over one time axis (every bucket from the
 * first to the last), with a legend. The tooltip gives each value with its share of that series'
 * total over the period (not for averages).
 */
export function multiOption(input: GroupedInput, look: ChartLook): ChartOption {
  const { series } = input.data;
  const colors = colorsOf(series);
  const axes = multiAxes(input);
  const twoAxes = axes.includes(1);
  const shareable = series.map((_, i) => aggregateOf(input, i) !== 'avg');

  const drawn = series.map((s, i): BarSeriesOption | LineSeriesOption => {
    const common = { name: s.label, yAxisIndex: axes[i], itemStyle: { color: colors[i] }, data: [...s.values] };
    return s.type === 'line'
      ? { ...common, type: 'line', symbolSize: 7, lineStyle: { width: 2.5, color: colors[i] }, z: 3 }
      : { ...common, type: 'bar', barMaxWidth: 36, itemStyle: { color: colors[i], borderRadius: [4, 4, 0, 0] } };
  });

  const valueAxis = (index: number) => {
    const first = axes.indexOf(index);
    const style = valueAxisStyle(look, aggregateOf(input, first) === 'count');
    return {
      type: 'value' as const,
      ...style,
      // The right-hand axis speaks in its series' colour and draws no second set of grid lines.
      ...(index === 1 ? { axisLabel: { ...style.axisLabel, color: colors[first] }, splitLine: { show: false } } : {}),
    };
  };

  return {
    ...baseOption(look),
    grid: gridFor(true),
    legend: topLegend(look),
    tooltip: {
      ...tooltipBase(look),
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: TooltipParams) => {
        const { dataIndex } = indexOf(params);
        const rows = series.map((s, i) =>
          tooltipRow(look, {
            color: colors[i]!,
            label: s.label,
            value: s.values[dataIndex] ?? null,
            of: shareable[i] ? sum(s.values) : undefined,
          }),
        );
        return tooltipBox(axisTitle(input, dataIndex, look), rows);
      },
    },
    xAxis: { type: 'category', data: axisLabels(input, look.locale), ...categoryAxisStyle(look) },
    yAxis: twoAxes ? [valueAxis(0), valueAxis(1)] : valueAxis(0),
    series: drawn,
  };
}
