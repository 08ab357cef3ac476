/**
 * Dates and numbers as the interface shows them. Dates follow the interface language's locale
 * (`localeOf` of @qualium/contracts: es-ES by default, records-explorer §9 "dates shown in the browser locale
 * with year, month, day, hour, minute"); stored calendar days and centre-local date-times are shown
 * as they are, never shifted by the browser's time zone.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/;

const dayOptions = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } as const;
const dateTimeOptions = { ...dayOptions, hour: '2-digit', minute: '2-digit' } as const;

/**
 * Making an Intl formatter costs about a millisecond (far more than formatting with it), and a
 * table page formats hundreds of dates: each formatter is made once per locale and options.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}
/** Calendar days and centre-local date-times are formatted in UTC (never shifted); instants in `timeZone`, else the browser's. */
const dateFormat = (locale: string, kind: 'day' | 'localDateTime' | 'instant', timeZone?: string) =>
  kept(`${kind}|${locale}|${timeZone ?? ''}`, () => {
    if (kind === 'day') return new Intl.DateTimeFormat(locale, dayOptions);
    if (kind === 'localDateTime') return new Intl.DateTimeFormat(locale, dateTimeOptions);
    return new Intl.DateTimeFormat(locale, { ...dateTimeOptions, timeZone });
  });

/**
 * Makes the date formatters of `locale` ahead of use: the first one made in a page loads the
 * browser's locale data (tens of milliseconds on a slow device), which would otherwise land on the
 * first table a signed-in user opens.
 */
export function warmDateFormats(locale: string): void {
  for (const kind of ['day', 'localDateTime', 'instant'] as const) dateFormat(locale, kind);
}

/** `YYYY-MM-DD` (a date field, a limit, a closing day) → `20/11/2026`; anything else unchanged. */
export function formatDay(value: string, locale: string): string {
  const m = DAY.exec(value);
  if (!m) return value;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return dateFormat(locale, 'day').format(date);
}

/** `YYYY-MM-DDTHH:MM` in the centre's local time (date-time fields) → `20/11/2026, 10:30`. */
export function formatLocalDateTime(value: string, locale: string): string {
  const m = LOCAL_DATE_TIME.exec(value);
  if (!m) return formatDay(value, locale);
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])));
  return dateFormat(locale, 'localDateTime').format(date);
}

/** An instant (history dates, creation time: ISO with zone) in the browser's time zone unless one is given. */
export function formatTimestamp(value: string, locale: string, timeZone?: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale, 'instant', timeZone).format(date);
}

/**
 * A number with the locale's separators. The unit does not carry a field's `decimals`, so the
 * kind's default is the minimum shown (decimal: 2) and any further stored digits still show.
 */
export function formatNumber(value: number, locale: string, minDecimals = 0): string {
  return kept(
    `number|${locale}|${minDecimals}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: minDecimals, maximumFractionDigits: 10 }),
  ).format(value);
}
