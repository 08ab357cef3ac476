import { CALENDAR_WEEKDAY_SETS, type CalendarWeekdaySet, calendarWeekdaySet, isoDay } from '@qualium/contracts';

/**
 * What the calendar view shows (records-explorer §2 "Calendar view"), kept in the explorer's URL
 * beside the filters so a month or a day can be bookmarked and Back walks through the navigation:
 * the day it is anchored on, month, week or day, the weekday set and the day interval. Null means
 * the default: today, and the business process's calendar view settings.
 */
export const CALENDAR_TYPES = ['month', 'week', 'day'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

/** The spec's weekday sets, by the contract's names (0 is Monday there). */
export type WeekdaySet = CalendarWeekdaySet;
export const WEEKDAY_SETS = Object.keys(CALENDAR_WEEKDAY_SETS) as WeekdaySet[];

/**
 * The day interval of the week and day views: no hours (units placed by a day), the working day
 * (08:00–18:00 in half hours) or the whole day (hourly), for units placed by a date-time field.
 */
export const DAY_INTERVALS = ['all_day', 'workday', 'full_day'] as const;
export type DayInterval = (typeof DAY_INTERVALS)[number];

export interface CalendarUrlState {
  /** `YYYY-MM-DD`. */
  date: string | null;
  type: CalendarType | null;
  weekdays: WeekdaySet | null;
  interval: DayInterval | null;
}

export const NO_CALENDAR_STATE: CalendarUrlState = { date: null, type: null, weekdays: null, interval: null };

/** The URL's names for the calendar state. */
const KEYS = {
  date: 'calendar_date',
  type: 'calendar_type',
  weekdays: 'weekdays',
  interval: 'day_interval',
} as const satisfies Record<keyof CalendarUrlState, string>;

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the calendar state; a value that does not parse is left at its default. */
export function parseCalendarState(params: URLSearchParams): CalendarUrlState {
  const date = params.get(KEYS.date);
  return {
    date: date !== null && isoDay.safeParse(date).success ? date : null,
    type: oneOf(CALENDAR_TYPES, params.get(KEYS.type)),
    // An old bookmark's former set name reads as the set it stands for.
    weekdays: calendarWeekdaySet.safeParse(params.get(KEYS.weekdays)).data ?? null,
    interval: oneOf(DAY_INTERVALS, params.get(KEYS.interval)),
  };
}

/** Writes the chosen values (defaults stay out of the URL). */
export function putCalendarState(out: URLSearchParams, state: CalendarUrlState): void {
  for (const key of Object.keys(KEYS) as Array<keyof CalendarUrlState>) {
    const value = state[key];
    if (value !== null) out.set(KEYS[key], value);
  }
}
