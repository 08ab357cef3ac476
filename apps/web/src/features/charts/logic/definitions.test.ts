import type { BpCharts, ChartView } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { aggregatesOf, chartSummary, isEmptyChart } from './definitions';
import { cat, grouped, series } from './options/fixtures';

const title = { es: 'T' };
const SECTION: BpCharts = {
  charts: [
    {
      id: 'cost',
      type: 'multi',
      title,
      date_field: 'detected_on',
      interval: 'month',
      series: [
        { type: 'bar', label: title, aggregate: 'count' },
        { type: 'line', label: title, aggregate: 'sum', value_field: 'cost' },
      ],
    },
    { id: 'score', type: 'bar', title, group_by: 'process', aggregate: 'avg', value_field: 'score' },
  ],
};

const bar = (id: string, data = grouped([cat('a')], [series('n', [1])])): ChartView & { type: 'bar' } => ({
  id,
  title: 'T',
  type: 'bar',
  interval: null,
  data,
});

describe('chart definitions', () => {
  it('says how each series is aggregated, counts when the definition is unknown', () => {
    const multi: ChartView = { ...bar('cost'), type: 'multi', interval: 'month' };
    expect(aggregatesOf(SECTION, multi)).toEqual(['count', 'sum']);
    expect(aggregatesOf(SECTION, bar('score'))).toEqual(['avg']);
    expect(aggregatesOf(SECTION, bar('other'))).toEqual(['count']);
    expect(aggregatesOf(null, bar('score'))).toEqual(['count']);
  });

  it('tells a chart with nothing to draw', () => {
    expect(isEmptyChart(bar('a'))).toBe(false);
    expect(isEmptyChart(bar('a', grouped([], [series('n', [])])))).toBe(true);
    const heat: ChartView = { id: 'h', title: 'T', type: 'date_heatmap', data: { days: [], max: 0 } };
    expect(isEmptyChart(heat)).toBe(true);
  });

  it('sums up the drawn numbers for the page', () => {
    expect(
      JSON.parse(chartSummary(bar('a', grouped([cat('a', 'A'), cat('b', 'B')], [series('Leve', [2, 3])])))),
    ).toEqual({
      categories: ['A', 'B'],
      series: { Leve: [2, 3] },
    });
    const heat: ChartView = {
      id: 'h',
      title: 'T',
      type: 'date_heatmap',
      data: {
        days: [
          { date: '2026-10-01', value: 2 },
          { date: '2026-10-03', value: 5 },
        ],
        max: 5,
      },
    };
    expect(JSON.parse(chartSummary(heat))).toEqual({ days: 2, total: 7, max: 5 });
  });
});
