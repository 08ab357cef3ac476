import { describe, expect, it } from 'vitest';
import { addMetric, blankMetricForm, checkMetricForm, metricOfForm, removeMetric } from './metrics';

const codesAt = (errors: ReturnType<typeof checkMetricForm>) =>
  Object.fromEntries(Object.entries(errors).map(([at, list]) => [at, list.map((e) => e.code)]));

const category = {
  ...blankMetricForm(),
  name: 'Resultado de auditoría',
  description: 'Valoración del auditor',
  type: 'category' as const,
  categories: [
    { name: 'Conforme', percentage: '100' },
    { name: 'Observación', percentage: '75,5' },
  ],
};

describe('the metric modal (records-explorer §5)', () => {
  it('requires name, description, weight and a kind', () => {
    expect(codesAt(checkMetricForm({ ...blankMetricForm(), weight: '' }))).toEqual({
      name: ['required_field'],
      description: ['required_field'],
      weight: ['required_field'],
      type: ['required_field'],
    });
  });

  it('checks category rows: names required and unique, percentages 0-100 in at most 12 characters', () => {
    expect(checkMetricForm(category)).toEqual({});
    const bad = {
      ...category,
      categories: [
        { name: 'Conforme', percentage: '101' },
        { name: 'Conforme', percentage: '50' },
        { name: '', percentage: '' },
        { name: 'Larga', percentage: '1234567890123' },
      ],
    };
    expect(codesAt(checkMetricForm(bad))).toEqual({
      'category.0.percentage': ['indicators.invalid_percentage'],
      'category.1.name': ['invalid_value'],
      'category.2.name': ['required_field'],
      'category.2.percentage': ['required_field'],
      'category.3.percentage': ['indicators.invalid_percentage'],
    });
  });

  it('requires units (at most 16) for numbers and the indicator for sub-indicators', () => {
    const number = { ...category, type: 'number' as const, units: '' };
    expect(codesAt(checkMetricForm(number))).toEqual({ units: ['required_field'] });
    expect(codesAt(checkMetricForm({ ...number, units: 'x'.repeat(17) }))).toEqual({ units: ['invalid_value'] });
    const sub = { ...category, type: 'indicator' as const };
    expect(codesAt(checkMetricForm(sub))).toEqual({ indicator_uid: ['required_field'] });
    expect(checkMetricForm({ ...sub, indicator_uid: 'QUnit#INDICATOR#1#2' })).toEqual({});
  });

  it('builds the stored metric: percentages as numbers, the weight parsed', () => {
    expect(metricOfForm({ ...category, weight: '2,5' }, 3)).toEqual({
      id: 3,
      name: 'Resultado de auditoría',
      description: 'Valoración del auditor',
      weight: 2.5,
      type: 'category',
      metric_config: { categories: { Conforme: 100, Observación: 75.5 } },
    });
  });
});

describe('the metric list', () => {
  const make = (name: string) => metricOfForm({ ...category, name }, 0);

  it('numbers metrics 1..n and renumbers them after a delete', () => {
    const list = [make('A'), make('B'), make('C')].reduce(addMetric, []);
    expect(list.map((m) => [m.id, m.name])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
    expect(removeMetric(list, 0).map((m) => [m.id, m.name])).toEqual([
      [1, 'B'],
      [2, 'C'],
    ]);
  });
});
