import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePart, formatIsoDate, parseFieldDate } from './dates.js';
import { dateTimeParts, parseDateTime, parseTime } from './time.js';

describe('parseFieldDate (records-explorer §5)', () => {
  it.each([
    ['2026-03-14', '2026-03-14'],
    ['1900-01-01', '1900-01-01'],
    ['2100-12-31', '2100-12-31'],
    ['2028-02-29', '2028-02-29'],
    ['2000-02-29', '2000-02-29'],
  ])('%s is a date', (text, value) => expect(parseFieldDate(text)).toBe(value));

  it.each([
    ['1899-12-31'],
    ['2101-01-01'],
    ['2026-02-29'],
    ['1900-02-29'],
    ['2026-02-30'],
    ['2026-04-31'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-01-00'],
    ['2026-1-5'],
    ['14/03/2026'],
    ['2026-03-14T10:00'],
    [''],
  ])('%s is invalid_date', (text) => expect(parseFieldDate(text)).toBeNull());

  it('round-trips every day from 1900 to 2100', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => {
          const iso = formatIsoDate(d);
          expect(parseFieldDate(iso)).toBe(iso);
        },
      ),
    );
  });

  it('refuses every day outside 1900-2100', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date({ min: new Date('1000-01-01'), max: new Date('1899-12-31T23:59:59Z'), noInvalidDate: true }),
          fc.date({ min: new Date('2101-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        ),
        (d) => {
          expect(parseFieldDate(formatIsoDate(d))).toBeNull();
        },
      ),
    );
  });

  it('takes the date part of a date-time', () => {
    expect(datePart('2026-03-14T09:30')).toBe('2026-03-14');
    expect(datePart('2026-02-30T09:30')).toBeNull();
  });
});

describe('parseTime', () => {
  it.each([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
  ])('%s → %s', (text, value) => expect(parseTime(text)).toEqual({ ok: true, value }));

  it.each([
    ['0930', 'HH:MM'],
    ['9', 'HH:MM'],
    ['09:3', 'HH:MM'],
    ['09:300', 'HH:MM'],
    ['09:3a', 'HH:MM'],
    ['12:30:00', 'HH:MM'],
    ['24:00', 'invalid_hour'],
    ['99:10', 'invalid_hour'],
    [':30', 'invalid_hour'],
    ['123:30', 'invalid_hour'],
    ['ab:30', 'invalid_hour'],
    ['12:60', 'invalid_minute'],
    ['00:99', 'invalid_minute'],
  ])('%s → %s', (text, code) => expect(parseTime(text)).toEqual({ ok: false, error: { code } }));

  it('accepts every valid time and pads the hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const mm = String(m).padStart(2, '0');
        expect(parseTime(`${h}:${mm}`)).toEqual({ ok: true, value: `${String(h).padStart(2, '0')}:${mm}` });
      }),
    );
  });
});

describe('date-time completeness (records-explorer §4)', () => {
  it.each([
    [
      { date: '', time: '' },
      { ok: true, value: null },
    ],
    [
      { date: '2026-03-14', time: '9:05' },
      { ok: true, value: '2026-03-14T09:05' },
    ],
    [
      { date: '2026-03-14', time: '' },
      { ok: false, errors: [{ code: 'required_field', params: { part: 'time' } }] },
    ],
    [
      { date: '', time: '10:00' },
      { ok: false, errors: [{ code: 'required_field', params: { part: 'date' } }] },
    ],
    [
      { date: '2026-02-30', time: '25:00' },
      {
        ok: false,
        errors: [
          { code: 'invalid_date', params: { part: 'date' } },
          { code: 'invalid_hour', params: { part: 'time' } },
        ],
      },
    ],
    [
      { date: '2026-02-30', time: '' },
      {
        ok: false,
        errors: [
          { code: 'invalid_date', params: { part: 'date' } },
          { code: 'required_field', params: { part: 'time' } },
        ],
      },
    ],
  ])('%j → %j', (parts, result) => expect(parseDateTime(parts)).toEqual(result));

  it.each([
    [null, { date: '', time: '' }],
    ['', { date: '', time: '' }],
    ['2026-03-14T10:00', { date: '2026-03-14', time: '10:00' }],
    ['2026-03-14 10:00', { date: '2026-03-14', time: '10:00' }],
    [{ date: '2026-03-14' }, { date: '2026-03-14', time: '' }],
    [
      { date: null, time: ' 10:00 ' },
      { date: '', time: '10:00' },
    ],
    ['2026-03-14', null],
    [42, null],
    [{ date: 20260314 }, null],
  ])('splits %j', (raw, parts) => expect(dateTimeParts(raw)).toEqual(parts));
});
