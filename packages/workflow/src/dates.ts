/**
 * Calendar arithmetic on plain `YYYY-MM-DD` dates, the form the database keeps
 * (no time zone can shift a due date by a day). Pure functions, no I/O.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(value: string): Date | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  // Rejects 2026-02-30 and the like, which Date would roll over.
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6, the spec's weekday numbering (records-explorer §3, time event). */
export function weekdayMondayFirst(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

export interface DueDateRule {
  /** Days to add; 0 keeps the start date. */
  days: number;
  /** Count only Monday to Friday, and never land on a weekend. */
  workingDays: boolean;
}

/** The due date `rule.days` after `start` (a `YYYY-MM-DD` date). */
export function addDueDays(start: string, rule: DueDateRule): string {
  const date = parseIsoDate(start);
  if (!date) throw new RangeError(`Not a calendar date: ${start}`);
  if (!rule.workingDays) {
    date.setUTCDate(date.getUTCDate() + rule.days);
    return formatIsoDate(date);
  }
  const isWeekend = () => weekdayMondayFirst(date) >= 5;
  while (isWeekend()) date.setUTCDate(date.getUTCDate() + 1);
  for (let left = rule.days; left > 0; ) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (!isWeekend()) left--;
  }
  return formatIsoDate(date);
}

/** Years a date field accepts (records-explorer §5, §9). */
export const FIELD_YEAR_MIN = 1900;
export const FIELD_YEAR_MAX = 2100;

/**
 * A date field value: `YYYY-MM-DD`, a real calendar day, year 1900-2100.
 * Returns the date text, or null ('invalid_date').
 */
export function parseFieldDate(value: string): string | null {
  const date = parseIsoDate(value);
  if (!date) return null;
  const year = date.getUTCFullYear();
  return year >= FIELD_YEAR_MIN && year <= FIELD_YEAR_MAX ? value : null;
}

/** The date part of a `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` value, when it is a calendar date. */
export function datePart(value: string): string | null {
  const day = value.slice(0, 10);
  return parseIsoDate(day) ? day : null;
}
