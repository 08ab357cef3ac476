/** Numbers, shares and time buckets as the charts show them, in the interface language's locale. */

export type Interval = 'day' | 'week' | 'month' | 'year';

/** A value: counts as they are, sums and averages with at most two decimals (the server's rounding); a dash for no value. */
export function formatValue(value: number | null, locale: string): string {
  return value === null ? '—' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** `part` as a share of `total`, to one decimal: `12,5 %`; nothing of nothing is 0 %. */
export function formatShare(part: number, total: number, locale: string): string {
  const share = total === 0 ? 0 : part / total;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(key: string): Date | null {
  const m = DAY.exec(key);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

const fmt = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);

/**
 * A time bucket's axis label, from its key (the bucket's first day, `YYYY-MM-DD`): a day and a
 * week as `6 oct`, a month as `oct 2026`, a year as `2026`.
 */
export function bucketLabel(key: string, interval: Interval, locale: string): string {
  const date = utcDay(key);
  if (!date) return key;
  switch (interval) {
    case 'year':
      return String(date.getUTCFullYear());
    case 'month':
      return fmt(locale, { month: 'short', year: 'numeric' }, date);
    default:
      return fmt(locale, { day: 'numeric', month: 'short' }, date);
  }
}

/** A day in full for tooltips: `6 oct 2026`. */
export function dayTitle(key: string, locale: string): string {
  const date = utcDay(key);
  return date ? fmt(locale, { day: 'numeric', month: 'short', year: 'numeric' }, date) : key;
}

/** A time bucket as the tooltip names it: the day, `Semana del …` (through `weekOf`), the month in full, the year. */
export function bucketTitle(key: string, interval: Interval, locale: string, weekOf: (day: string) => string): string {
  const date = utcDay(key);
  if (!date) return key;
  switch (interval) {
    case 'year':
      return String(date.getUTCFullYear());
    case 'month':
      return fmt(locale, { month: 'long', year: 'numeric' }, date);
    case 'week':
      return weekOf(dayTitle(key, locale));
    default:
      return dayTitle(key, locale);
  }
}

/** Month names (January first) and weekday names (Sunday first, as ECharts' calendar takes them). */
export function calendarNames(locale: string): { months: string[]; weekdays: string[] } {
  const months = Array.from({ length: 12 }, (_, m) => fmt(locale, { month: 'short' }, new Date(Date.UTC(2026, m, 1))));
  // 2026-03-01 is a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, d) =>
    fmt(locale, { weekday: 'narrow' }, new Date(Date.UTC(2026, 2, 1 + d))),
  );
  return { months, weekdays };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Labels come from users' data and tooltips are HTML: escape them. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
