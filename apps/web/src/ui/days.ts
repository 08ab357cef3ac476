/**
 * Calendar days as `YYYY-MM-DD` text, computed in UTC so that no time zone or summer-time change
 * ever moves a day: the calendar's dates are days, not instants.
 */
const DAY_MS = 86_400_000;

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * DAY_MS);
}

/** Days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday (records-explorer §9). */
export function weekdayOf(day: string): number {
  return (new Date(toTime(day)).getUTCDay() + 6) % 7;
}

export function mondayOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

export function firstOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `months` away from the day's month. */
export function addMonths(day: string, months: number): string {
  const d = new Date(toTime(firstOfMonth(day)));
  d.setUTCMonth(d.getUTCMonth() + months);
  return fromTime(d.getTime());
}

/**
 * The browser-local day of a Date: today by default (the day the user lives in), or a day
 * FullCalendar hands out (it works in local time).
 */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight UTC of a day, for Intl formatting with `timeZone: 'UTC'`. */
export function dayAsDate(day: string): Date {
  return new Date(toTime(day));
}
