import type { ChartCategory, GroupedChartData } from '@qualium/contracts';
import { colorsOf } from './colors';

/**
 * The table chart (`rows` × `columns`) as the table shows it: one row per category, one column per
 * series, a total per row when there are several columns, and a total row. Averages have no
 * meaningful total, so the table leaves totals out for them.
 */
export interface TableModel {
  columns: Array<ChartCategory & { colorShown: string }>;
  /** A cell is null where an average had nothing to average. */
  rows: Array<{ key: string; label: string; color: string; cells: Array<number | null>; total: number }>;
  columnTotals: number[];
  total: number;
  /** A total column beside the values (several columns). */
  rowTotals: boolean;
  /** A total row under them (counts and sums). */
  totalRow: boolean;
}

const add = (values: readonly (number | null)[]) =>
  Math.round(values.reduce<number>((a, b) => a + (b ?? 0), 0) * 100) / 100;

export function tableModel(data: GroupedChartData, averages: boolean): TableModel {
  const rowColors = colorsOf(data.categories);
  const columnColors = colorsOf(data.series);
  const rows = data.categories.map((c, r) => {
    const cells = data.series.map((s) => (s.values[r] === undefined ? 0 : s.values[r]));
    return { key: c.key, label: c.label, color: rowColors[r]!, cells, total: add(cells) };
  });
  const columnTotals = data.series.map((s) => add(s.values));
  return {
    columns: data.series.map((s, i) => ({ key: s.key, label: s.label, color: s.color, colorShown: columnColors[i]! })),
    rows,
    columnTotals,
    total: add(columnTotals),
    rowTotals: data.series.length > 1 && !averages,
    totalRow: !averages,
  };
}
