import type { Random } from './demo-random.js';

/**
 * Dates of the demo stories. People work Monday to Friday; every step happens between 07:00 and
 * 16:59 UTC, which is office time in Madrid all year and keeps the UTC day equal to the Madrid day
 * the units service uses for dates, limits and closings.
 */

export const DAY_MS = 86_400_000;

export function startOfDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

export function isWeekend(d: Date): boolean {
  const day = d.getUTCDay();
  return day === 0 || day === 6;
}

/** The day itself, or the Monday after a weekend day. */
export function workingDay(d: Date): Date {
  let day = startOfDay(d);
  while (isWeekend(day)) day = addDays(day, 1);
  return day;
}

/** `YYYY-MM-DD` (the Madrid calendar day for the demo's office hours). */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A moment of office time on that working day. */
export function officeTime(rnd: Random, day: Date): Date {
  return new Date(workingDay(day).getTime() + (7 * 60 + rnd.int(0, 599)) * 60_000);
}

/**
 * The next step of a story: `days` calendar days after `from` (moved off weekends), at office
 * time; the same day a little later when `days` is 0. Always after `from`.
 */
export function later(rnd: Random, from: Date, days: number): Date {
  if (days <= 0) return new Date(from.getTime() + rnd.int(5, 90) * 60_000);
  const next = officeTime(rnd, addDays(startOfDay(from), days));
  return next.getTime() > from.getTime() ? next : new Date(from.getTime() + rnd.int(5, 90) * 60_000);
}

/** `days` calendar days after `d`, as `YYYY-MM-DD`, moved off weekends. */
export function dayAfter(d: Date, days: number): string {
  return isoDay(workingDay(addDays(d, days)));
}

/** A centre-local date-time value `YYYY-MM-DDTHH:MM`. */
export function localDateTime(day: string, time: string): string {
  return `${day}T${time}`;
}

/** `DD/MM/YYYY`, how dates read in Spanish texts. */
export function spanishDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
