import { FIELD_MESSAGES, type FieldError } from '@qualium/contracts';
import { parseFieldDate } from './dates.js';

/**
 * Times and date-times (records-explorer §4, §5). A time is typed as H:MM or
 * HH:MM and stored as HH:MM; a date-time is stored as `YYYY-MM-DDTHH:MM`
 * (the centre's local time, no zone, like dates).
 */
export type TimeParse = { ok: true; value: string } | { ok: false; error: FieldError };

/**
 * 'HH:MM' when there is no colon or the minutes are not two digits;
 * 'invalid_hour' unless the hour is 0-23; 'invalid_minute' unless 0-59.
 */
export function parseTime(text: string): TimeParse {
  const colon = text.indexOf(':');
  if (colon < 0) return { ok: false, error: { code: FIELD_MESSAGES.timeFormat } };
  const hours = text.slice(0, colon);
  const minutes = text.slice(colon + 1);
  if (!/^\d{2}$/.test(minutes)) return { ok: false, error: { code: FIELD_MESSAGES.timeFormat } };
  if (!/^\d{1,2}$/.test(hours) || Number(hours) > 23) return { ok: false, error: { code: FIELD_MESSAGES.invalidHour } };
  if (Number(minutes) > 59) return { ok: false, error: { code: FIELD_MESSAGES.invalidMinute } };
  return { ok: true, value: `${hours.padStart(2, '0')}:${minutes}` };
}

/** The two inputs of a date-time field; either may be empty. */
export interface DateTimeParts {
  date: string;
  time: string;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Splits a date-time value as the form or the API may send it: `{date, time}`,
 * `YYYY-MM-DDTHH:MM` or `YYYY-MM-DD HH:MM`. Null when it is none of those.
 */
export function dateTimeParts(raw: unknown): DateTimeParts | null {
  if (isBlank(raw)) return { date: '', time: '' };
  if (typeof raw === 'string') {
    const m = /^(\S+)[T ](\S+)$/.exec(raw.trim());
    return m ? { date: m[1] ?? '', time: m[2] ?? '' } : null;
  }
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const { date, time } = raw as Record<string, unknown>;
    if ((!isBlank(date) && typeof date !== 'string') || (!isBlank(time) && typeof time !== 'string')) return null;
    return { date: isBlank(date) ? '' : String(date).trim(), time: isBlank(time) ? '' : String(time).trim() };
  }
  return null;
}

export type DateTimeParse =
  | { ok: true; value: string | null }
  | { ok: false; errors: Array<FieldError & { params: { part: 'date' | 'time' } }> };

/**
 * Complete only when both day and time are given; with one alone, the other
 * gets 'required_field'; both empty is null (records-explorer §4).
 * Errors carry `params.part` so the form marks the right input.
 */
export function parseDateTime(parts: DateTimeParts): DateTimeParse {
  if (parts.date === '' && parts.time === '') return { ok: true, value: null };
  const errors: Array<FieldError & { params: { part: 'date' | 'time' } }> = [];
  const date = parts.date === '' ? null : parseFieldDate(parts.date);
  if (parts.date === '') errors.push({ code: FIELD_MESSAGES.required, params: { part: 'date' } });
  else if (date === null) errors.push({ code: FIELD_MESSAGES.invalidDate, params: { part: 'date' } });
  const time = parts.time === '' ? null : parseTime(parts.time);
  if (time === null) errors.push({ code: FIELD_MESSAGES.required, params: { part: 'time' } });
  else if (!time.ok) errors.push({ ...time.error, params: { part: 'time' } });
  if (errors.length > 0 || date === null || time === null || !time.ok) return { ok: false, errors };
  return { ok: true, value: `${date}T${time.value}` };
}
