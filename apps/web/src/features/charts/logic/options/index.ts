import type { ChartView } from '@qualium/contracts';
import { barOption } from './bar';
import type { Aggregate, ChartLook, ChartOption } from './common';
import { heatmapOption } from './heatmap';
import { lineOption } from './line';
import { multiOption } from './multi';
import { pieOption } from './pie';

export type { Aggregate, ChartLook, ChartOption } from './common';

/**
 * The ECharts option of a chart drawn by ECharts (every type but `table`), and the height the
 * chart needs when it sets its own (the heat map's calendars); null means "fill the box".
 */
export function chartOption(
  chart: ChartView,
  aggregates: readonly Aggregate[],
  look: ChartLook,
): { option: ChartOption; height: number | null } {
  if (chart.type === 'date_heatmap') return heatmapOption(chart.data, look);
  const input = { data: chart.data, aggregates, interval: chart.interval };
  switch (chart.type) {
    case 'bar':
      return { option: barOption(input, look), height: null };
    case 'pie':
      return { option: pieOption(input, look), height: null };
    case 'multi':
      return { option: multiOption(input, look), height: null };
    case 'line':
    case 'datetime_line':
      return { option: lineOption(input, look), height: null };
    case 'table':
      throw new Error('A table chart is a table, not an ECharts chart');
  }
}
