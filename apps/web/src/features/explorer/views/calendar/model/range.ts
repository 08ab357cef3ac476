import { CALENDAR_MAX_DAYS } from '@qualium/contracts';
import { addDays, addMonths, daysBetween, firstOfMonth, mondayOf } from '../../../../../ui/days';
import type { CalendarType, WeekdaySet } from '../../../state/calendarState';
import { shownDay } from './weekdays';

/** Days of the calendar: `start` included, `end` excluded, as the calendar calls take them. */
export interface DayRange {
  start: string;
  end: string;
}

/**
 * The days a calendar type shows around a day: its month (only the month's own days, so a month
 * is 28 to 31 days), its week from Monday, or the day. Never more than 31 days (records-explorer
 * §9): the calendar calls refuse more.
 */
export function calendarRange(type: CalendarType, day: string): DayRange {
  const start = type === 'month' ? firstOfMonth(day) : type === 'week' ? mondayOf(day) : day;
  const end = type === 'month' ? addMonths(day, 1) : addDays(start, type === 'week' ? 7 : 1);
  return clampRange({ start, end });
}

/** A range cut to at most 31 days from its start. */
export function clampRange(range: DayRange): DayRange {
  return daysBetween(range.start, range.end) > CALENDAR_MAX_DAYS
    ? { start: range.start, end: addDays(range.start, CALENDAR_MAX_DAYS) }
    : range;
}

/**
 * The day the previous or next control goes to: the first of the month before or after, the same
 * weekday a week away, or the day before or after that the weekday set shows.
 */
export function stepDay(type: CalendarType, day: string, direction: 1 | -1, weekdays: WeekdaySet): string {
  if (type === 'month') return addMonths(day, direction);
  if (type === 'week') return addDays(day, 7 * direction);
  return shownDay(addDays(day, direction), weekdays, direction);
}

/** The day a calendar of this type and weekday set is really on (a day view never rests on a hidden day). */
export function anchorDay(type: CalendarType, day: string, weekdays: WeekdaySet): string {
  return type === 'day' ? shownDay(day, weekdays) : day;
}
