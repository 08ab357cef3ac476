import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { field } from './testFixtures.js';
import { checkTimeEvent, DAYS_PER_PERIOD, TIME_PERIODS, timeEventDays } from './timeEvent.js';

const bounds = { min_days: 0, max_days: 36_525 };
const options = (extra = {}) => {
  const f = field('time_event', { time_event: extra });
  if (f.kind !== 'time_event') throw new Error();
  return f.time_event;
};

describe('time-event conversion (records-explorer §5)', () => {
  it.each([
    [1, 'd', 1],
    [2, 's', 14],
    [2, 'w', 14],
    [1, 'm', 30],
    [6, 'm', 183],
    [12, 'm', 365],
    [1, 'y', 365],
    [4, 'y', 1461],
    [1.5, 'm', 46],
    [0, 'y', 0],
  ] as const)('%d %s → %d days', (amount, period, days) => expect(timeEventDays(amount, period, bounds)).toBe(days));

  it.each([
    [3, 'd', { min_days: 7, max_days: 30 }, 7],
    [2, 'm', { min_days: 7, max_days: 30 }, 30],
    [-5, 'd', { min_days: 0, max_days: 10 }, 0],
  ] as const)('%d %s clamped to %j → %d', (amount, period, b, days) =>
    expect(timeEventDays(amount, period, b)).toBe(days),
  );

  it('always gives a whole number of days within the bounds', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 1000, noNaN: true }),
        fc.constantFrom(...TIME_PERIODS),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 5000 }),
        (amount, period, a, b) => {
          const [min_days, max_days] = a <= b ? [a, b] : [b, a];
          const days = timeEventDays(amount, period, { min_days, max_days });
          expect(Number.isInteger(days)).toBe(true);
          expect(days).toBeGreaterThanOrEqual(min_days);
          expect(days).toBeLessThanOrEqual(max_days);
          if (amount * DAYS_PER_PERIOD[period] >= min_days && amount * DAYS_PER_PERIOD[period] <= max_days) {
            expect(Math.abs(days - amount * DAYS_PER_PERIOD[period])).toBeLessThanOrEqual(0.5);
          }
        },
      ),
    );
  });
});

describe('checkTimeEvent', () => {
  it('stores amount, period, days and weekend flag', () => {
    expect(checkTimeEvent(options(), { amount: '12', tipo_periodo: 'm' })).toEqual({
      ok: true,
      value: { amount: 12, tipo_periodo: 'm', days: 365, incluye_findes: true },
    });
  });
  it('reads a bare number in the default period', () => {
    expect(checkTimeEvent(options({ default_period: 'y' }), 2)).toMatchObject({ ok: true, value: { days: 731 } });
  });
  it('clamps to the field bounds', () => {
    expect(checkTimeEvent(options({ min_days: 30, max_days: 1096 }), { amount: 5, tipo_periodo: 'y' })).toMatchObject({
      ok: true,
      value: { days: 1096 },
    });
  });
  it('keeps the weekly selection sorted without repeats', () => {
    expect(
      checkTimeEvent(options(), { amount: 1, tipo_periodo: 's', weekdays: [4, 0, 4], incluye_findes: false }),
    ).toEqual({
      ok: true,
      value: { amount: 1, tipo_periodo: 's', days: 7, incluye_findes: false, weekdays: [0, 4] },
    });
  });
  it.each([
    [{ amount: 'doce', tipo_periodo: 'm' }],
    [{ amount: 1.5, tipo_periodo: 'm' }],
    [{ amount: '1,5', tipo_periodo: 'm' }],
    [{ amount: '2.25', tipo_periodo: 'y' }],
    [{ amount: -0.5, tipo_periodo: 'd' }],
    [{ amount: 1e21, tipo_periodo: 'd' }],
    ['0,1'],
    [{ amount: 1, tipo_periodo: 'q' }],
    [{ amount: 1, tipo_periodo: 's', weekdays: [7] }],
    [{ amount: 1, tipo_periodo: 's', weekdays: 'lunes' }],
    [{ amount: 1, incluye_findes: 'si' }],
    [[1]],
  ])('%j → invalid_value', (raw) => {
    expect(checkTimeEvent(options(), raw)).toEqual({ ok: false, errors: [{ code: 'invalid_value' }] });
  });
  it.each([
    ['12,0', 365],
    ['1 000', 30_438],
    [' 3 ', 91],
  ])('reads the whole amount %j (months) as typed → %d days', (amount, days) => {
    expect(checkTimeEvent(options(), { amount, tipo_periodo: 'm' })).toMatchObject({ ok: true, value: { days } });
  });

  it('accepts every whole amount, as a number or as text, clamped into the bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.constantFrom(...TIME_PERIODS),
        fc.boolean(),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 5000 }),
        (amount, period, asText, a, b) => {
          const [min_days, max_days] = a <= b ? [a, b] : [b, a];
          const raw = { amount: asText ? String(amount) : amount, tipo_periodo: period };
          const check = checkTimeEvent(options({ min_days, max_days }), raw);
          expect(check).toEqual({
            ok: true,
            value: {
              amount,
              tipo_periodo: period,
              days: timeEventDays(amount, period, { min_days, max_days }),
              incluye_findes: true,
            },
          });
        },
      ),
    );
  });

  it('refuses every fractional amount, as a number or as typed text with a decimal comma', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -10_000, max: 10_000, noNaN: true }).filter((x) => !Number.isInteger(x)),
        fc.constantFrom(...TIME_PERIODS),
        fc.boolean(),
        (amount, period, asText) => {
          const raw = { amount: asText ? String(amount).replace('.', ',') : amount, tipo_periodo: period };
          expect(checkTimeEvent(options(), raw)).toEqual({ ok: false, errors: [{ code: 'invalid_value' }] });
        },
      ),
    );
  });
});
