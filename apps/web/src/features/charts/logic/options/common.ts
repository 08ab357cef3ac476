import type { GroupedChartData } from '@qualium/contracts';
import type { BarSeriesOption, HeatmapSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  CalendarComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { escapeHtml, formatShare, formatValue, type Interval } from '../format';

/**
 * What the option builders share: the option type of exactly the charts and components the
 * charts view registers, what they need to know of the page, and the tooltip's HTML.
 */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | HeatmapSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | CalendarComponentOption
  | VisualMapComponentOption
>;

export type Aggregate = 'count' | 'sum' | 'avg';

/** The page around a chart: language, box width, type and colours of the theme, texts. */
export interface ChartLook {
  locale: string;
  /** The chart's box width in pixels (orientation, legend place, heat-map cells). */
  width: number;
  fontFamily: string;
  text: string;
  mutedText: string;
  /** Axis and split lines. */
  line: string;
  /** Low end of the heat map's scale (high end: `accent`). */
  faint: string;
  accent: string;
  labels: { total: string; units: string; weekOf(day: string): string };
}

/** A grouped chart and how each of its series was aggregated (count, sum or average). */
export interface GroupedInput {
  data: GroupedChartData;
  /** One per series; shorter lists repeat their last entry (one aggregate for every series). */
  aggregates: readonly Aggregate[];
  interval?: Interval | null;
}

export const aggregateOf = (input: GroupedInput, series: number): Aggregate =>
  input.aggregates[Math.min(series, input.aggregates.length - 1)] ?? 'count';

/** What a formatter needs of ECharts' callback parameters: which series and which category. */
interface Indexed {
  dataIndex: number;
  seriesIndex?: number;
}
export type TooltipParams = Indexed | Indexed[];

export function indexOf(params: TooltipParams): { dataIndex: number; seriesIndex: number } {
  const first = Array.isArray(params) ? params[0] : params;
  return { dataIndex: first?.dataIndex ?? 0, seriesIndex: first?.seriesIndex ?? 0 };
}

/** The sum of the values there are (an average's empty cells are null). */
export const sum = (values: readonly (number | null)[]) => values.reduce<number>((a, b) => a + (b ?? 0), 0);

/** One tooltip line: a colour dot, the label, the value and (for counts and sums) its share. */
export function tooltipRow(
  look: ChartLook,
  row: { color: string; label: string; value: number | null; of?: number | undefined; bold?: boolean },
): string {
  const share =
    row.of === undefined || row.value === null
      ? ''
      : ` <span style="color:${look.mutedText}">(${formatShare(row.value, row.of, look.locale)})</span>`;
  const dot = `<span style="display:inline-block;width:9px;height:9px;border-radius:50%;margin-right:7px;background:${row.color}"></span>`;
  const value = `<b style="margin-left:12px">${formatValue(row.value, look.locale)}</b>`;
  const label = row.bold ? `<b>${escapeHtml(row.label)}</b>` : escapeHtml(row.label);
  return `<div style="display:flex;align-items:center;justify-content:space-between;gap:4px"><span>${dot}${label}</span><span>${value}${share}</span></div>`;
}

export function tooltipBox(title: string, rows: string[]): string {
  return `<div style="min-width:160px"><div style="font-weight:600;margin-bottom:4px">${escapeHtml(title)}</div>${rows.join('')}</div>`;
}

/** The tooltip's frame: white card, soft shadow, the app's type. */
export function tooltipBase(look: ChartLook): TooltipComponentOption {
  return {
    backgroundColor: '#fff',
    borderColor: look.line,
    borderWidth: 1,
    padding: [8, 12],
    textStyle: { color: look.text, fontFamily: look.fontFamily, fontSize: 13 },
    extraCssText: 'box-shadow:0 4px 16px rgba(15,30,60,.12);border-radius:8px;',
    confine: true,
  };
}

/** A legend that scrolls rather than overflows, along the top of the chart. */
export function topLegend(look: ChartLook): LegendComponentOption {
  return {
    type: 'scroll',
    top: 0,
    left: 'center',
    icon: 'circle',
    itemWidth: 10,
    itemHeight: 10,
    itemGap: 16,
    textStyle: { color: look.text, fontFamily: look.fontFamily, fontSize: 12 },
    pageIconSize: 10,
  };
}

export function baseOption(look: ChartLook): ChartOption {
  return {
    animationDuration: 400,
    textStyle: { fontFamily: look.fontFamily, color: look.mutedText },
  };
}

/** The plot area: axis labels kept inside the box, room on top for the legend when there is one. */
export function gridFor(legend: boolean): GridComponentOption {
  return {
    left: 8,
    right: 16,
    top: legend ? 40 : 16,
    bottom: 8,
    outerBoundsMode: 'same',
    outerBoundsContain: 'axisLabel',
  };
}

/** A value axis; counts step by whole units (no "0,5 units"). */
export function valueAxisStyle(look: ChartLook, counts: boolean) {
  return {
    ...(counts ? { minInterval: 1 } : {}),
    axisLabel: { color: look.mutedText, formatter: (v: number) => formatValue(v, look.locale) },
    splitLine: { lineStyle: { color: look.line, type: 'dashed' as const } },
  };
}

/** Whether every series of the chart counts units. */
export const countsOnly = (input: GroupedInput) => input.data.series.every((_, i) => aggregateOf(input, i) === 'count');

export function categoryAxisStyle(look: ChartLook) {
  return {
    axisLine: { lineStyle: { color: look.line } },
    axisTick: { show: false },
    axisLabel: { color: look.mutedText, hideOverlap: true },
  };
}

/** Roughly how wide a character of a 12 px axis label is. */
export const CHAR_PX = 6.5;

/**
 * Labels of categories along a horizontal axis, every one shown: wrapped within its slot at word
 * breaks, or, where a single word would not fit its slot, slanted (time axes instead drop labels
 * that would overlap: the neighbours say which month it is).
 */
export function categoryLabels(look: ChartLook, labels: readonly string[]) {
  const slot = Math.max(40, (look.width - 60) / Math.max(1, labels.length)) - 8;
  const longestWord = Math.max(0, ...labels.flatMap((l) => l.split(/\s+/).map((w) => w.length)));
  if (longestWord * CHAR_PX > slot) {
    return { color: look.mutedText, interval: 0, rotate: 35, width: 110, overflow: 'truncate' as const };
  }
  return { color: look.mutedText, interval: 0, width: slot, overflow: 'break' as const, lineHeight: 14 };
}
