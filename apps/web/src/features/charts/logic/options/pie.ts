import { colorsOf } from '../colors';
import { formatShare, formatValue } from '../format';
import {
  aggregateOf,
  baseOption,
  type ChartLook,
  type ChartOption,
  type GroupedInput,
  indexOf,
  sum,
  type TooltipParams,
  tooltipBase,
  tooltipBox,
  tooltipRow,
  topLegend,
} from './common';

/** Boxes at least this wide keep the legend beside the ring; narrower ones put it underneath. */
const LEGEND_BESIDE_PX = 480;

/**
 * A pie (drawn as a ring) of the one series over the categories, in the categories' colours. Each
 * slice is labelled with its share; the legend names every category with its value.
 */
export function pieOption(input: GroupedInput, look: ChartLook): ChartOption {
  const { categories } = input.data;
  const values = input.data.series[0]?.values ?? categories.map(() => 0);
  const colors = colorsOf(categories);
  const total = sum(values);
  const shareable = aggregateOf(input, 0) !== 'avg';
  const beside = look.width >= LEGEND_BESIDE_PX;
  const valueByName = new Map(categories.map((c, i) => [c.label, values[i] ?? 0]));

  return {
    ...baseOption(look),
    legend: {
      ...topLegend(look),
      ...(beside ? { orient: 'vertical', top: 'middle', left: '58%', itemGap: 10 } : { top: undefined, bottom: 0 }),
      formatter: (name: string) => `{name|${name}}  {value|${formatValue(valueByName.get(name) ?? 0, look.locale)}}`,
      textStyle: {
        fontFamily: look.fontFamily,
        rich: {
          name: { color: look.text, fontSize: 12 },
          value: { color: look.mutedText, fontSize: 12, fontWeight: 600 },
        },
      },
    },
    tooltip: {
      ...tooltipBase(look),
      trigger: 'item',
      formatter: (params: TooltipParams) => {
        const { dataIndex } = indexOf(params);
        const row = tooltipRow(look, {
          color: colors[dataIndex]!,
          label: input.data.series[0]?.label ?? '',
          value: values[dataIndex] ?? 0,
          of: shareable ? total : undefined,
        });
        return tooltipBox(categories[dataIndex]?.label ?? '', [row]);
      },
    },
    series: [
      {
        type: 'pie',
        name: input.data.series[0]?.label ?? '',
        radius: ['40%', '64%'],
        center: beside ? ['32%', '50%'] : ['50%', '44%'],
        avoidLabelOverlap: true,
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        label: {
          show: shareable,
          color: look.mutedText,
          fontSize: 12,
          formatter: (p: { value?: unknown }) => formatShare(Number(p.value ?? 0), total, look.locale),
        },
        labelLine: { length: 6, length2: 6 },
        // Shares of thin slices would collide: the legend and the tooltip still give them.
        labelLayout: { hideOverlap: true },
        emphasis: { scaleSize: 6, label: { fontWeight: 'bold' } },
        data: categories.map((c, i) => ({ name: c.label, value: values[i] ?? 0, itemStyle: { color: colors[i] } })),
      },
    ],
  };
}
