import type { ChartCategory, ChartSeries, GroupedChartData } from '@qualium/contracts';
import type { ChartLook } from './common';

/** Test fixtures of the option builders: a page in Spanish and grouped data written like a table. */
export const LOOK: ChartLook = {
  locale: 'es-ES',
  width: 600,
  fontFamily: 'Roboto',
  text: '#222',
  mutedText: '#666',
  line: '#ddd',
  faint: '#eef',
  accent: '#1f5fa8',
  labels: { total: 'Total', units: 'Unidades', weekOf: (day) => `Semana del ${day}` },
};

export const cat = (key: string, label = key, color: string | null = null): ChartCategory => ({ key, label, color });

export const series = (
  key: string,
  values: number[],
  extra: Partial<Omit<ChartSeries, 'key' | 'values'>> = {},
): ChartSeries => ({ key, label: key, color: null, values, ...extra });

export const grouped = (categories: ChartCategory[], all: ChartSeries[]): GroupedChartData => ({
  categories,
  series: all,
});

/** The text of an HTML tooltip, tags dropped. */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
