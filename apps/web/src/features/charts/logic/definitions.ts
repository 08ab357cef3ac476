import type { BpCharts, ChartView } from '@qualium/contracts';
import type { Aggregate } from './options/common';

/**
 * What the chart answer does not repeat from the definition: how each series is aggregated. Counts
 * and sums have shares and totals; averages do not. Without the definition, counts are assumed.
 */
export function aggregatesOf(section: BpCharts | null, chart: ChartView): Aggregate[] {
  const definition = section?.charts.find((c) => c.id === chart.id);
  if (!definition || definition.type !== chart.type) return ['count'];
  if (definition.type === 'multi') return definition.series.map((s) => s.aggregate);
  if (definition.type === 'date_heatmap') return ['count'];
  return [definition.aggregate];
}

/** A chart with nothing to draw: no category (or time bucket), or a heat map without a day. */
export function isEmptyChart(chart: ChartView): boolean {
  return chart.type === 'date_heatmap' ? chart.data.days.length === 0 : chart.data.categories.length === 0;
}

/**
 * The chart's numbers in a compact form the page exposes on the chart's box (`data-values`), so a
 * test or a tool reads what is drawn without parsing SVG: `{series label: [values]}` with the
 * category labels, or the heat map's days, total and busiest day.
 */
export function chartSummary(chart: ChartView): string {
  if (chart.type === 'date_heatmap') {
    const total = chart.data.days.reduce((a, d) => a + d.value, 0);
    return JSON.stringify({ days: chart.data.days.length, total, max: chart.data.max });
  }
  const { categories, series } = chart.data;
  return JSON.stringify({
    categories: categories.map((c) => c.label),
    series: Object.fromEntries(series.map((s) => [s.label, s.values])),
  });
}
