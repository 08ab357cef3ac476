import type { HeatmapChartData } from '@qualium/contracts';
import type { HeatmapSeriesOption } from 'echarts/charts';
import type { CalendarComponentOption } from 'echarts/components';
import { calendarNames, dayTitle, formatValue } from '../format';
import {
  baseOption,
  type ChartLook,
  type ChartOption,
  indexOf,
  type TooltipParams,
  tooltipBase,
  tooltipBox,
  tooltipRow,
} from './common';

/** Boxes narrower than this (phones) turn the calendar upright: weekdays across, weeks down. */
export const UPRIGHT_BELOW_PX = 480;
const LABELS_LEFT = 64;
const MONTH_LABELS = 22;
const CALENDAR_GAP = 18;
const SCALE_HEIGHT = 44;

/** One calendar of the heat map: the months it spans and where it sits. */
export interface HeatmapCalendar {
  range: [string, string];
  top: number;
  cell: [number, number];
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthStart = (date: string) => `${date.slice(0, 7)}-01`;
const monthEnd = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return `${y}-${pad(m)}-${pad(lastDay(y, m))}`;
};
const weeksBetween = (from: string, to: string) =>
  Math.ceil((Date.parse(to) - Date.parse(from)) / (7 * 86_400_000)) + 2;

/**
 * The calendars' ranges: the months from the first day with units to the last when they fit in a
 * year, else one calendar per whole year, so the years line up under each other.
 */
export function calendarRanges(days: HeatmapChartData['days']): Array<[string, string]> {
  if (days.length === 0) return [];
  const first = days[0]!.date;
  const last = days[days.length - 1]!.date;
  const months =
    (Number(last.slice(0, 4)) - Number(first.slice(0, 4))) * 12 + Number(last.slice(5, 7)) - Number(first.slice(5, 7));
  if (months < 12) return [[monthStart(first), monthEnd(last)]];
  const ranges: Array<[string, string]> = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    ranges.push([`${year}-01-01`, `${year}-12-31`]);
  }
  return ranges;
}

/** Where each calendar goes in a box `width` wide, with square cells of 9 to 22 px, and the height it all takes. */
export function heatmapGeometry(
  days: HeatmapChartData['days'],
  width: number,
): { upright: boolean; calendars: HeatmapCalendar[]; height: number } {
  const ranges = calendarRanges(days);
  const upright = width < UPRIGHT_BELOW_PX;
  let top = upright ? MONTH_LABELS + 8 : MONTH_LABELS;
  const calendars = ranges.map((range) => {
    const weeks = weeksBetween(range[0], range[1]);
    let cell: [number, number];
    let extent: number;
    if (upright) {
      const across = Math.floor((width - LABELS_LEFT - 16) / 7);
      cell = [Math.max(12, Math.min(40, across)), 14];
      extent = weeks * cell[1];
    } else {
      const side = Math.max(9, Math.min(22, Math.floor((width - LABELS_LEFT - 16) / weeks)));
      cell = [side, side];
      extent = 7 * side;
    }
    const placed: HeatmapCalendar = { range, top, cell };
    top += extent + MONTH_LABELS + CALENDAR_GAP;
    return placed;
  });
  return { upright, calendars, height: top - MONTH_LABELS - CALENDAR_GAP + SCALE_HEIGHT + 8 };
}

/**
 * A calendar heat map of units per day (`date_heatmap`): weeks start on Monday, days without units
 * stay pale, the colour deepens to the theme's accent at the busiest day. The tooltip names the day
 * with its units and their share of the period's total.
 */
export function heatmapOption(data: HeatmapChartData, look: ChartLook): { option: ChartOption; height: number } {
  const { upright, calendars, height } = heatmapGeometry(data.days, look.width);
  const names = calendarNames(look.locale);
  const total = data.days.reduce((a, d) => a + d.value, 0);
  const inRange = (date: string, range: [string, string]) => date >= range[0] && date <= range[1];

  const calendar: CalendarComponentOption[] = calendars.map((c) => ({
    orient: upright ? 'vertical' : 'horizontal',
    range: c.range,
    top: c.top,
    left: LABELS_LEFT,
    cellSize: c.cell,
    splitLine: { show: false },
    itemStyle: { color: '#f3f5f8', borderColor: '#fff', borderWidth: 2 },
    dayLabel: { firstDay: 1, nameMap: names.weekdays, color: look.mutedText, fontSize: 11 },
    monthLabel: { nameMap: names.months, color: look.mutedText, fontSize: 11 },
    yearLabel: { show: true, position: upright ? 'top' : 'left', color: look.text, fontSize: 13, margin: 28 },
  }));

  const series: HeatmapSeriesOption[] = calendars.map((c, i) => ({
    type: 'heatmap',
    coordinateSystem: 'calendar',
    calendarIndex: i,
    data: data.days.filter((d) => inRange(d.date, c.range)).map((d) => [d.date, d.value]),
  }));

  return {
    height,
    option: {
      ...baseOption(look),
      tooltip: {
        ...tooltipBase(look),
        trigger: 'item',
        formatter: (params: TooltipParams) => {
          const { dataIndex, seriesIndex } = indexOf(params);
          const range = calendars[seriesIndex]?.range;
          const day = range ? data.days.filter((d) => inRange(d.date, range))[dataIndex] : undefined;
          if (!day) return '';
          const row = tooltipRow(look, { color: look.accent, label: look.labels.units, value: day.value, of: total });
          return tooltipBox(dayTitle(day.date, look.locale), [row]);
        },
      },
      visualMap: {
        type: 'continuous',
        min: 0,
        max: Math.max(1, data.max),
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        itemHeight: 140,
        itemWidth: 12,
        calculable: false,
        text: [formatValue(data.max, look.locale), '0'],
        textStyle: { color: look.mutedText, fontSize: 11 },
        inRange: { color: [look.faint, look.accent] },
      },
      calendar,
      series,
    },
  };
}
