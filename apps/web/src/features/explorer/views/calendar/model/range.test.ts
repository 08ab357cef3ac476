import { CALENDAR_MAX_DAYS } from '@qualium/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, weekdayOf } from '../../../../../ui/days';
import { CALENDAR_TYPES, WEEKDAY_SETS } from '../../../state/calendarState';
import { anchorDay, calendarRange, clampRange, stepDay } from './range';
import { isShownDay } from './weekdays';

const day = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('the days a calendar shows', () => {
  it('is the month’s own days, the week from Monday, or the day', () => {
    expect(calendarRange('month', '2026-03-18')).toEqual({ start: '2026-03-01', end: '2026-04-01' });
    expect(calendarRange('month', '2026-02-10')).toEqual({ start: '2026-02-01', end: '2026-03-01' });
    expect(calendarRange('month', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2027-01-01' });
    // 15 March 2026 is a Sunday: its week began on Monday the 9th.
    expect(calendarRange('week', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-16' });
    expect(calendarRange('week', '2026-12-30')).toEqual({ start: '2026-12-28', end: '2027-01-04' });
    expect(calendarRange('day', '2026-03-15')).toEqual({ start: '2026-03-15', end: '2026-03-16' });
  });

  it('never spans more than 31 days, holds the day it is on, and weeks start on Monday', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...CALENDAR_TYPES), (d, type) => {
        const { start, end } = calendarRange(type, d);
        const days = daysBetween(start, end);
        expect(days).toBeGreaterThanOrEqual(1);
        expect(days).toBeLessThanOrEqual(CALENDAR_MAX_DAYS);
        expect(start <= d && d < end).toBe(true);
        if (type === 'week') expect(weekdayOf(start)).toBe(0);
      }),
    );
  });

  it('cuts a longer range to 31 days from its start', () => {
    expect(clampRange({ start: '2026-01-01', end: '2026-03-01' })).toEqual({ start: '2026-01-01', end: '2026-02-01' });
    expect(clampRange({ start: '2026-01-01', end: '2026-01-20' })).toEqual({ start: '2026-01-01', end: '2026-01-20' });
  });
});

describe('previous and next', () => {
  it('go a month, a week or a day away', () => {
    expect(stepDay('month', '2026-03-31', 1, 'all')).toBe('2026-04-01');
    expect(stepDay('month', '2026-01-15', -1, 'all')).toBe('2025-12-01');
    expect(stepDay('week', '2026-03-11', 1, 'monday_to_friday')).toBe('2026-03-18');
    expect(stepDay('day', '2026-03-11', -1, 'all')).toBe('2026-03-10');
  });

  it('skip the days the weekday set hides in the day view', () => {
    // Friday 13 March → Monday 16 March, and back.
    expect(stepDay('day', '2026-03-13', 1, 'monday_to_friday')).toBe('2026-03-16');
    expect(stepDay('day', '2026-03-16', -1, 'monday_to_friday')).toBe('2026-03-13');
    expect(stepDay('day', '2026-03-09', 1, 'monday_wednesday_friday')).toBe('2026-03-11');
  });

  it('always land the day view on a day its weekday set shows', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...WEEKDAY_SETS), fc.constantFrom(1 as const, -1 as const), (d, set, dir) => {
        const next = stepDay('day', anchorDay('day', d, set), dir, set);
        expect(isShownDay(next, set)).toBe(true);
        expect(dir === 1 ? next > d : next < d).toBe(true);
        expect(Math.abs(daysBetween(d, next))).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('a day view anchored on a hidden day moves to the next day shown; months and weeks stay put', () => {
    expect(anchorDay('day', '2026-03-14', 'monday_to_friday')).toBe('2026-03-16');
    expect(anchorDay('week', '2026-03-14', 'monday_to_friday')).toBe('2026-03-14');
    expect(addDays(anchorDay('day', '2026-03-15', 'monday_wednesday_friday'), 0)).toBe('2026-03-16');
  });
});
