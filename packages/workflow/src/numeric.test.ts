import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNumeric, formatNumeric, normalizeNumericText, parseNumeric, stepNumeric } from './numeric.js';

describe('parseNumeric (records-explorer §5)', () => {
  it.each([
    ['1234', 1234],
    ['1_234', 1234],
    ['1 234', 1234],
    ['1\u00a0234\u202f567', 1234567],
    ['1_234 567,89', 1234567.89],
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['-12,25', -12.25],
    ['+7', 7],
    [',5', 0.5],
    ['  42  ', 42],
    [42, 42],
    [-0.5, -0.5],
  ] as const)('%j → %d', (raw, value) => expect(parseNumeric(raw)).toBe(value));

  it.each([
    ['abc'],
    ['1.234,5'],
    ['1,2,3'],
    ['1e5'],
    ['0x10'],
    ['Infinity'],
    ['--1'],
    ['1-'],
    [''],
    [' '],
    [','],
    [Number.NaN],
    [null],
    [true],
    [{}],
  ])('%j is not a number', (raw) => expect(parseNumeric(raw)).toBeNull());

  it('normalises to the plain form', () => {
    expect(normalizeNumericText('1 234,50')).toBe('1234.50');
  });
});

describe('checkNumeric messages', () => {
  it.each([
    ['abc', { decimals: 0 }, { code: 'invalid_value' }],
    ['2,5', { decimals: 0 }, { code: 'invalid_value', params: { decimals: 0 } }],
    ['2.125', { decimals: 2 }, { code: 'invalid_value', params: { decimals: 2 } }],
    ['-1', { decimals: 0, min: 0 }, { code: 'bigger_than', params: { value: -1 } }],
    ['4', { decimals: 0, min: 5 }, { code: 'bigger_than', params: { value: 4 } }],
    ['101', { decimals: 0, max: 100 }, { code: 'smaller_than', params: { value: 101 } }],
    ['-0,5', { decimals: 2, min: 0 }, { code: 'bigger_than', params: { value: -0.01 } }],
    ['100,01', { decimals: 2, max: 100 }, { code: 'smaller_than', params: { value: 100.01 } }],
    ['0,25', { decimals: null, min: 0.5 }, { code: 'bigger_than', params: { value: -0.5 } }],
    ['1e3', { decimals: null }, { code: 'invalid_value' }],
  ] as const)('%j with %j → %j', (raw, rules, error) => {
    expect(checkNumeric(raw, rules)).toEqual({ ok: false, errors: [error] });
  });

  it.each([
    ['1_000', { decimals: 0 }, 1000],
    ['2,50', { decimals: 1 }, 2.5],
    ['0', { decimals: 0, min: 0, max: 0 }, 0],
    ['-0', { decimals: 0 }, 0],
    ['99,99', { decimals: 2, max: 100 }, 99.99],
    [7, { decimals: 0, min: 7, max: 7 }, 7],
    ['12,34567', { decimals: null }, 12.34567],
  ] as const)('%j with %j → %d', (raw, rules, value) => {
    expect(checkNumeric(raw, rules)).toEqual({ ok: true, value });
  });
});

describe('stepNumeric (plus and minus buttons)', () => {
  it.each([
    [1, 1, 0, false, 2],
    [1, -1, 0, false, 0],
    [0.1, 1, 1, false, 0.2],
    [0.29, 1, 2, false, 0.3],
    [0, -1, 0, true, 0],
    [0.5, -1, 0, true, 0.5],
    [0, -1, 0, false, -1],
  ] as const)('%d step %d (decimals %d, only_positive %s) → %d', (value, dir, decimals, onlyPositive, out) => {
    expect(stepNumeric(value, dir, decimals, onlyPositive)).toBe(out);
  });
});

describe('formatNumeric / parseNumeric round trip', () => {
  it.each([
    [1234567.5, 2, { thousands: ' ' }, '1 234 567,50'],
    [-1234, 0, { thousands: '_' }, '-1_234'],
    [0.5, 1, { decimalMark: '.' }, '0.5'],
    [-0.001, 2, {}, '0,00'],
  ] as const)('%d (%d decimals, %j) → %s', (value, decimals, format, text) => {
    expect(formatNumeric(value, decimals, format)).toBe(text);
  });

  it('reads back every number it writes, with any separators', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('' as const, ' ' as const, '_' as const),
        fc.constantFrom(',' as const, '.' as const),
        (scaled, decimals, thousands, decimalMark) => {
          const value = scaled / 10 ** decimals;
          const text = formatNumeric(value, decimals, { thousands, decimalMark });
          expect(parseNumeric(text)).toBe(value === 0 ? 0 : value);
          const check = checkNumeric(text, { decimals });
          expect(check).toEqual({ ok: true, value: value === 0 ? 0 : value });
        },
      ),
    );
  });

  it('never accepts text with letters', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', 'x', 'e', '€', '%'), fc.string(), (a, letter, b) => {
        expect(parseNumeric(`${a}${letter}${b}`)).toBeNull();
      }),
    );
  });
});
