import { describe, expect, it } from 'vitest';
import { checkPercentage, metricWeight, renumberMetrics, validateMetric } from './metrics.js';

const numberMetric = (extra: Record<string, unknown> = {}, config: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Entregas a tiempo',
  description: 'Pedidos entregados en plazo sobre el total',
  weight: 1,
  type: 'number',
  metric_config: { number_type: 'float', only_positive: true, units: '%', ...config },
  ...extra,
});
const categoryMetric = (categories: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  id: 2,
  name: 'Resultado de la inspección',
  description: 'Valoración del inspector',
  type: 'category',
  metric_config: { categories },
  ...extra,
});

describe('metric rules (records-explorer §3, §5)', () => {
  it('accepts well-formed metrics of the three kinds', () => {
    expect(validateMetric(numberMetric({ value: '97,5' }))).toEqual([]);
    expect(
      validateMetric(
        categoryMetric({ Conforme: 100, 'Conforme con observaciones': '75', 'No conforme': 0 }, { value: 'Conforme' }),
      ),
    ).toEqual([]);
    expect(
      validateMetric({
        id: 3,
        name: 'Satisfacción de clientes',
        description: 'Sub-indicador de la encuesta anual',
        type: 'indicator',
        metric_config: {},
        value: { indicator_uid: 'QUnit#INDICATOR#1#7' },
      }),
    ).toEqual([]);
  });

  it.each([
    [numberMetric({ name: '' }), 'name', { code: 'required_field' }],
    [numberMetric({ name: 'x'.repeat(65) }), 'name', { code: 'invalid_value', params: { max_length: 64 } }],
    [numberMetric({ description: ' ' }), 'description', { code: 'required_field' }],
    [numberMetric({ weight: 'mucho' }), 'weight', { code: 'invalid_value' }],
    [numberMetric({ weight: -1 }), 'weight', { code: 'bigger_than', params: { value: -1 } }],
    [numberMetric({ type: 'ratio' }), 'type', { code: 'invalid_value' }],
    [numberMetric({ type: undefined }), 'type', { code: 'required_field' }],
    [numberMetric({ metric_config: null }), 'metric_config', { code: 'required_field' }],
    [numberMetric({}, { units: '' }), 'metric_config.units', { code: 'required_field' }],
    [
      numberMetric({}, { units: 'x'.repeat(17) }),
      'metric_config.units',
      { code: 'invalid_value', params: { max_length: 16 } },
    ],
    [numberMetric({}, { number_type: 'double' }), 'metric_config.number_type', { code: 'invalid_value' }],
    [numberMetric({ value: -2 }), 'value', { code: 'bigger_than', params: { value: -1 } }],
    [
      numberMetric({ value: '2,5' }, { number_type: 'int' }),
      'value',
      { code: 'invalid_value', params: { decimals: 0 } },
    ],
    [categoryMetric({}), 'metric_config.categories', { code: 'required_field' }],
    [categoryMetric({ '': 50 }), 'metric_config.categories.', { code: 'required_field' }],
    [
      categoryMetric({ ['x'.repeat(65)]: 50 }),
      `metric_config.categories.${'x'.repeat(65)}`,
      { code: 'invalid_value', params: { max_length: 64 } },
    ],
    [categoryMetric({ Bueno: '' }), 'metric_config.categories.Bueno', { code: 'required_field' }],
    [categoryMetric({ Bueno: 101 }), 'metric_config.categories.Bueno', { code: 'indicators.invalid_percentage' }],
    [categoryMetric({ Bueno: -1 }), 'metric_config.categories.Bueno', { code: 'indicators.invalid_percentage' }],
    [categoryMetric({ Bueno: 'alto' }), 'metric_config.categories.Bueno', { code: 'indicators.invalid_percentage' }],
    [
      categoryMetric({ Bueno: '50,0000000001' }),
      'metric_config.categories.Bueno',
      { code: 'indicators.invalid_percentage' },
    ],
    [categoryMetric({ Bueno: 50 }, { value: 'Malo' }), 'value', { code: 'invalid_value' }],
    [
      { id: 3, name: 'Sub', description: 'd', type: 'indicator', metric_config: {}, value: { indicator_uid: 'IND-7' } },
      'value.indicator_uid',
      { code: 'invalid_value' },
    ],
  ])('%#: %s', (metric, path, error) => {
    expect(validateMetric(metric)).toContainEqual({ path, error });
  });

  it.each([
    ['0', null],
    ['100', null],
    ['99,5', null],
    [100, null],
    ['100,5', { code: 'indicators.invalid_percentage' }],
    ['1234567890123', { code: 'indicators.invalid_percentage' }],
    [undefined, { code: 'required_field' }],
  ])('percentage %j → %j', (raw, error) => expect(checkPercentage(raw)).toEqual(error));

  it.each([
    [undefined, 1],
    ['', 1],
    [2, 2],
    ['0,5', 0.5],
    [-3, 1],
  ])('weight %j → %d', (raw, weight) => expect(metricWeight(raw)).toBe(weight));

  it('renumbers ids after a delete', () => {
    expect(renumberMetrics([{ id: 1 }, { id: 3 }, { id: 4 }]).map((m) => m.id)).toEqual([1, 2, 3]);
  });
});
