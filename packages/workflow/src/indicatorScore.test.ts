import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indicatorScore, subIndicatorUids } from './indicatorScore.js';

const percent = (id: number, weight = 1) => ({
  id,
  name: `M${id}`,
  weight,
  type: 'number',
  metric_config: { number_type: 'float', only_positive: true, units: '%' },
});
const rate = (id: number) => ({
  id,
  name: `R${id}`,
  weight: 1,
  type: 'number',
  metric_config: { number_type: 'float', only_positive: true, units: '‰' },
});
const category = (id: number, weight = 1) => ({
  id,
  name: `C${id}`,
  weight,
  type: 'category',
  metric_config: { categories: { Cumple: 100, 'Cumple parcialmente': 50, 'No cumple': 0 } },
});
const sub = (id: number, uid: string, weight = 1) => ({
  id,
  name: `S${id}`,
  weight,
  type: 'indicator',
  metric_config: {},
  value: { indicator_uid: uid },
});

describe('indicatorScore', () => {
  it('weights each metric’s fulfilment in the latest tracked period', () => {
    const metrics = [percent(1, 2), category(2), rate(3)];
    const tracking = [
      { period: '2026-09', values: { '1': 50, '2': 'No cumple', '3': 4 } },
      { period: '2026-10', values: { '1': 90, '2': 'Cumple parcialmente', '3': 2.5 } },
      { period: '2026-11', values: { '1': null, '2': null, '3': null } },
    ];
    // October: (90·2 + 50·1) / 3; the ‰ rate has no fulfilment scale and is left out.
    expect(indicatorScore(metrics, tracking)).toBe(76.67);
  });

  it('uses a metric’s own value when the period has none, sub-indicators’ scores, and clamps to 0-100', () => {
    const metrics = [{ ...percent(1), value: 140 }, category(2), sub(3, 'QUnit#INDICATOR#1#7', 2)];
    const tracking = [{ period: '2026-10', values: { '2': 'Cumple' } }];
    expect(indicatorScore(metrics, tracking, { 'QUnit#INDICATOR#1#7': 40 })).toBe(70);
    // An unknown sub-score leaves that metric out.
    expect(indicatorScore(metrics, tracking, {})).toBe(100);
    expect(subIndicatorUids(metrics)).toEqual(['QUnit#INDICATOR#1#7']);
  });

  it('is null when no metric gives a fulfilment, and for values that are not metrics', () => {
    expect(indicatorScore([rate(1)], [{ period: '2026-10', values: { '1': 3 } }])).toBeNull();
    expect(indicatorScore('nope', [])).toBeNull();
    expect(indicatorScore([{ id: 'x' }], [])).toBeNull();
  });

  it('always lies between the lowest and highest fulfilment (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.float({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 1, max: 5 })), {
          minLength: 1,
          maxLength: 8,
        }),
        (pairs) => {
          const metrics = pairs.map(([, w], i) => percent(i + 1, w));
          const values = Object.fromEntries(pairs.map(([v], i) => [String(i + 1), v]));
          const score = indicatorScore(metrics, [{ period: '2026-10', values }]);
          const fulfilments = pairs.map(([v]) => v);
          expect(score).not.toBeNull();
          expect(score!).toBeGreaterThanOrEqual(Math.min(...fulfilments) - 0.01);
          expect(score!).toBeLessThanOrEqual(Math.max(...fulfilments) + 0.01);
        },
      ),
    );
  });
});
