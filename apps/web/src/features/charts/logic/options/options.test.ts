import { describe, expect, it } from 'vitest';
import { NO_VALUE_COLOR, PALETTE } from '../colors';
import { barOption, barsLieDown } from './bar';
import { type ChartOption, categoryLabels, type GroupedInput } from './common';
import { cat, grouped, LOOK, series, text } from './fixtures';
import { lineOption } from './line';
import { multiAxes, multiOption } from './multi';
import { pieOption } from './pie';

/** The option's parts as plain objects, for reading in tests. */
const seriesOf = (option: ChartOption) => option.series as Array<Record<string, any>>;
const axis = (option: ChartOption, name: 'xAxis' | 'yAxis') => option[name] as Record<string, any>;
const tooltip = (option: ChartOption, params: unknown) =>
  text((option.tooltip as { formatter: (p: unknown) => string }).formatter(params));

const STATES = [cat('abierta', 'Abierta', '#1e88e5'), cat('cerrada', 'Cerrada', '#43a047'), cat('', '(sin valor)')];

describe('bar chart option', () => {
  const single: GroupedInput = { data: grouped(STATES, [series('Unidades', [6, 2, 2])]), aggregates: ['count'] };

  it('draws one bar per category in the category colour, without a legend', () => {
    const option = barOption(single, LOOK);
    expect(axis(option, 'xAxis').data).toEqual(['Abierta', 'Cerrada', '(sin valor)']);
    expect(axis(option, 'yAxis').type).toBe('value');
    expect(axis(option, 'yAxis').minInterval).toBe(1);
    const [bars] = seriesOf(option);
    expect(bars!.stack).toBeUndefined();
    expect(bars!.data.map((d: any) => [d.value, d.itemStyle.color])).toEqual([
      [6, '#1e88e5'],
      [2, '#43a047'],
      [2, NO_VALUE_COLOR],
    ]);
    expect(option.legend).toBeUndefined();
  });

  it('gives a value and its share of the whole chart in the tooltip', () => {
    expect(tooltip(barOption(single, LOOK), [{ dataIndex: 0, seriesIndex: 0 }])).toBe('Abierta Unidades 6 (60 %)');
  });

  it('stacks several series in their own colours, with a legend and shares of the bar', () => {
    const data = grouped(
      [cat('cocina', 'Cocina'), cat('planta', 'Planta')],
      [
        series('abierta', [4, 2], { label: 'Abierta', color: '#1e88e5' }),
        series('curso', [0, 1], { label: 'En curso' }),
        series('cerrada', [0, 1], { label: 'Cerrada', color: '#43a047' }),
      ],
    );
    const option = barOption({ data, aggregates: ['count'] }, LOOK);
    const bars = seriesOf(option);
    expect(bars.map((b) => [b.name, b.stack, b.itemStyle.color, b.data])).toEqual([
      ['Abierta', 'total', '#1e88e5', [4, 2]],
      ['En curso', 'total', PALETTE[0], [0, 1]],
      ['Cerrada', 'total', '#43a047', [0, 1]],
    ]);
    expect(option.legend).toBeDefined();
    expect(tooltip(option, [{ dataIndex: 1 }])).toBe(
      'Planta Abierta 2 (50 %) En curso 1 (25 %) Cerrada 1 (25 %) Total 4 (50 %)',
    );
  });

  it('shows averages without shares', () => {
    const option = barOption({ data: single.data, aggregates: ['avg'] }, LOOK);
    expect(tooltip(option, [{ dataIndex: 0 }])).toBe('Abierta Unidades 6');
    expect(axis(option, 'yAxis').minInterval).toBeUndefined();
  });

  it('lays the bars down when the labels would not fit side by side', () => {
    const long = ['Reclamación de cliente', 'Auditoría interna', 'Control de proceso', 'Incidencia interna'];
    expect(barsLieDown(['Interna', 'Externa', 'A proveedor'], 600)).toBe(false);
    expect(barsLieDown(long, 400)).toBe(true);
    const option = barOption(
      {
        data: grouped(
          long.map((l) => cat(l)),
          [series('n', [1, 2, 3, 4])],
        ),
        aggregates: ['count'],
      },
      { ...LOOK, width: 400 },
    );
    expect(axis(option, 'yAxis')).toMatchObject({ type: 'category', inverse: true, data: long });
    expect(axis(option, 'xAxis').type).toBe('value');
  });

  it('escapes labels in the tooltip', () => {
    const option = barOption(
      { data: grouped([cat('x', '<img src=x onerror=alert(1)>')], [series('n', [1])]), aggregates: ['count'] },
      LOOK,
    );
    const html = (option.tooltip as { formatter: (p: unknown) => string }).formatter({ dataIndex: 0 });
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img');
  });
});

describe('pie chart option', () => {
  const input: GroupedInput = {
    data: grouped(
      [cat('leve', 'Leve', '#43a047'), cat('grave', 'Grave', '#fb8c00'), cat('critica', 'Crítica')],
      [series('value', [141, 75, 21], { label: 'Unidades' })],
    ),
    aggregates: ['count'],
  };

  it('colours the slices from the data and names each with its value in the legend', () => {
    const option = pieOption(input, LOOK);
    const [pie] = seriesOf(option);
    expect(pie!.data).toEqual([
      { name: 'Leve', value: 141, itemStyle: { color: '#43a047' } },
      { name: 'Grave', value: 75, itemStyle: { color: '#fb8c00' } },
      { name: 'Crítica', value: 21, itemStyle: { color: PALETTE[0] } },
    ]);
    const legend = option.legend as { formatter: (name: string) => string; orient?: string };
    expect(legend.formatter('Grave')).toBe('{name|Grave}  {value|75}');
    expect(legend.orient).toBe('vertical');
    expect(text((pie!.label.formatter as (p: unknown) => string)({ value: 75 }))).toBe('31,6 %');
  });

  it('moves the legend under the ring in a narrow box', () => {
    const legend = pieOption(input, { ...LOOK, width: 300 }).legend as { orient?: string; bottom?: number };
    expect(legend.orient).toBeUndefined();
    expect(legend.bottom).toBe(0);
  });

  it('gives each slice its value and share of the whole', () => {
    expect(tooltip(pieOption(input, LOOK), { dataIndex: 2 })).toBe('Crítica Unidades 21 (8,9 %)');
  });
});

describe('line chart options', () => {
  it('draws a line over categories, filled underneath, points in the categories’ colours', () => {
    const option = lineOption({ data: grouped(STATES, [series('Unidades', [3, 1, 0])]), aggregates: ['count'] }, LOOK);
    const [line] = seriesOf(option);
    expect(axis(option, 'xAxis').data).toEqual(['Abierta', 'Cerrada', '(sin valor)']);
    expect(line!.areaStyle).toBeDefined();
    expect(line!.data.map((d: any) => d.itemStyle.color)).toEqual(['#1e88e5', '#43a047', NO_VALUE_COLOR]);
    expect(option.legend).toBeUndefined();
  });

  it('wraps category labels at word breaks, and slants them when a word would not fit', () => {
    const causes = ['Método', 'Mano de obra', 'Máquina', 'Material', 'Medio ambiente', '(sin valor)'];
    const wide = categoryLabels({ ...LOOK, width: 900 }, causes);
    expect(wide).toMatchObject({ interval: 0, overflow: 'break' });
    expect(wide).not.toHaveProperty('rotate');
    expect(categoryLabels({ ...LOOK, width: 400 }, causes)).toMatchObject({ interval: 0, rotate: 35 });
  });

  it('labels a time axis by its buckets in the user’s language, one line per series with a legend', () => {
    const months: GroupedInput = {
      data: grouped(
        [cat('2026-09-01', '2026-09'), cat('2026-10-01', '2026-10'), cat('2026-11-01', '2026-11')],
        [
          series('leve', [1, 0, 3], { label: 'Leve', color: '#43a047' }),
          series('grave', [1, 2, 1], { label: 'Grave', color: '#fb8c00' }),
        ],
      ),
      aggregates: ['count'],
      interval: 'month',
    };
    const option = lineOption(months, LOOK);
    expect(axis(option, 'xAxis').data).toEqual(['sept 2026', 'oct 2026', 'nov 2026']);
    expect(axis(lineOption(months, { ...LOOK, locale: 'en-GB' }), 'xAxis').data).toEqual([
      'Sept 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(seriesOf(option).map((s) => [s.name, s.lineStyle.color, s.areaStyle])).toEqual([
      ['Leve', '#43a047', undefined],
      ['Grave', '#fb8c00', undefined],
    ]);
    expect(option.legend).toBeDefined();
    // Shares of the bucket's total when several lines split it.
    expect(tooltip(option, [{ dataIndex: 2 }])).toBe('noviembre de 2026 Leve 3 (75 %) Grave 1 (25 %)');
  });

  it('names weeks, days and years in the tooltip and on the axis', () => {
    const weeks: GroupedInput = {
      data: grouped([cat('2026-10-05'), cat('2026-10-12')], [series('Unidades', [2, 3])]),
      aggregates: ['count'],
      interval: 'week',
    };
    const option = lineOption(weeks, LOOK);
    expect(axis(option, 'xAxis').data).toEqual(['5 oct', '12 oct']);
    expect(tooltip(option, [{ dataIndex: 1 }])).toBe('Semana del 12 oct 2026 Unidades 3 (60 %)');
    const years = lineOption(
      { ...weeks, data: grouped([cat('2025-01-01'), cat('2026-01-01')], weeks.data.series), interval: 'year' },
      LOOK,
    );
    expect(axis(years, 'xAxis').data).toEqual(['2025', '2026']);
  });
});

describe('multi chart option', () => {
  const months = [cat('2026-09-01', '2026-09'), cat('2026-10-01', '2026-10')];
  const countAndCost: GroupedInput = {
    data: grouped(months, [
      series('s0', [5, 3], { label: 'Número de NC', type: 'bar' }),
      series('s1', [1200.5, 300], { label: 'Coste (€)', type: 'line' }),
    ]),
    aggregates: ['count', 'sum'],
    interval: 'month',
  };

  it('draws bars and lines over one time axis, money on an axis of its own', () => {
    const option = multiOption(countAndCost, LOOK);
    expect(seriesOf(option).map((s) => [s.type, s.name, s.yAxisIndex, s.data])).toEqual([
      ['bar', 'Número de NC', 0, [5, 3]],
      ['line', 'Coste (€)', 1, [1200.5, 300]],
    ]);
    expect(option.yAxis).toHaveLength(2);
    expect(axis(option, 'xAxis').data).toEqual(['sept 2026', 'oct 2026']);
    expect(tooltip(option, [{ dataIndex: 0 }])).toBe(
      'septiembre de 2026 Número de NC 5 (62,5 %) Coste (€) 1200,5 (80 %)',
    );
  });

  it('keeps series of one kind on one axis, averages without shares', () => {
    const averages: GroupedInput = { ...countAndCost, aggregates: ['avg', 'avg'] };
    expect(multiAxes(averages)).toEqual([0, 0]);
    const option = multiOption(averages, LOOK);
    expect(Array.isArray(option.yAxis)).toBe(false);
    expect(tooltip(option, [{ dataIndex: 1 }])).toBe('octubre de 2026 Número de NC 3 Coste (€) 300');
  });
});
