import { describe, expect, it } from 'vitest';
import { hiddenDays, isShownDay, shownDay } from './weekdays';

describe('weekday sets', () => {
  it('hide, in FullCalendar’s numbering (0 is Sunday), the days each set leaves out', () => {
    expect(hiddenDays('all')).toEqual([]);
    expect(hiddenDays('monday_to_sunday')).toEqual([]);
    expect(hiddenDays('monday_to_friday')).toEqual([0, 6]);
    expect(hiddenDays('monday_wednesday_friday')).toEqual([0, 2, 4, 6]);
  });

  it('say which days they show (9 March 2026 is a Monday)', () => {
    const week = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
    expect(week.map((d) => isShownDay(d, 'all'))).toEqual([true, true, true, true, true, true, true]);
    // records-explorer §2 "Monday to Saturday plus Sunday": every day.
    expect(week.map((d) => isShownDay(d, 'monday_to_sunday'))).toEqual([true, true, true, true, true, true, true]);
    expect(week.map((d) => isShownDay(d, 'monday_to_friday'))).toEqual([true, true, true, true, true, false, false]);
    expect(week.map((d) => isShownDay(d, 'monday_wednesday_friday'))).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('find the nearest day shown, forwards or back', () => {
    expect(shownDay('2026-03-14', 'monday_to_friday')).toBe('2026-03-16');
    expect(shownDay('2026-03-14', 'monday_to_friday', -1)).toBe('2026-03-13');
    expect(shownDay('2026-03-10', 'monday_wednesday_friday')).toBe('2026-03-11');
    expect(shownDay('2026-03-10', 'all')).toBe('2026-03-10');
  });
});
