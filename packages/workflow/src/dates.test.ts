import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDueDays, formatIsoDate, parseIsoDate, weekdayMondayFirst } from './dates.js';

describe('parseIsoDate', () => {
  it('accepts real calendar days only', () => {
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2026-13-01')).toBeNull();
    expect(parseIsoDate('2026-1-01')).toBeNull();
  });
  it('round-trips every date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (d) => {
        const iso = formatIsoDate(d);
        expect(formatIsoDate(parseIsoDate(iso)!)).toBe(iso);
      }),
    );
  });
});

describe('addDueDays', () => {
  it('adds calendar days across months and years', () => {
    expect(addDueDays('2026-12-28', { days: 7, workingDays: false })).toBe('2027-01-04');
  });
  it('skips weekends when counting working days', () => {
    // Friday + 1 working day = Monday; Saturday start rolls to Monday first.
    expect(addDueDays('2026-11-20', { days: 1, workingDays: true })).toBe('2026-11-23');
    expect(addDueDays('2026-11-21', { days: 0, workingDays: true })).toBe('2026-11-23');
    expect(addDueDays('2026-11-23', { days: 10, workingDays: true })).toBe('2026-12-07');
  });
  it('never lands on a weekend and never goes back in time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 400 }),
        (d, days) => {
          const start = formatIsoDate(d);
          const due = addDueDays(start, { days, workingDays: true });
          expect(weekdayMondayFirst(parseIsoDate(due)!)).toBeLessThan(5);
          expect(due >= start).toBe(true);
        },
      ),
    );
  });
});
