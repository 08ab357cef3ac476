import { describe, expect, it } from 'vitest';
import { NO_VALUE_COLOR } from './colors';
import { cat, grouped, series } from './options/fixtures';
import { tableModel } from './table';

describe('table chart', () => {
  const data = grouped(
    [cat('interna', 'Auditoría interna'), cat('', '(sin valor)')],
    [
      series('leve', [27, 1], { label: 'Leve', color: '#43a047' }),
      series('grave', [17, 0], { label: 'Grave', color: '#fb8c00' }),
    ],
  );

  it('counts rows by columns with a total per row, per column and overall', () => {
    const model = tableModel(data, false);
    expect(model.rows.map((r) => [r.label, r.cells, r.total])).toEqual([
      ['Auditoría interna', [27, 17], 44],
      ['(sin valor)', [1, 0], 1],
    ]);
    expect(model.rows[1]!.color).toBe(NO_VALUE_COLOR);
    expect(model.columns.map((c) => [c.label, c.colorShown])).toEqual([
      ['Leve', '#43a047'],
      ['Grave', '#fb8c00'],
    ]);
    expect(model.columnTotals).toEqual([28, 17]);
    expect(model.total).toBe(45);
    expect(model).toMatchObject({ rowTotals: true, totalRow: true });
  });

  it('has no total column for a single column, and no totals of averages', () => {
    const single = grouped(data.categories, [series('value', [6.5, 2.25], { label: 'Media' })]);
    expect(tableModel(single, false)).toMatchObject({ rowTotals: false, totalRow: true, total: 8.75 });
    expect(tableModel(single, true)).toMatchObject({ rowTotals: false, totalRow: false });
  });
});
