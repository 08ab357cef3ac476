import { FIELD_MESSAGES, type TimeEventOptions } from '@qualium/contracts';
import { parseNumeric } from './numeric.js';
import { type FieldCheck, fieldFail, fieldOk } from './types.js';

/**
 * Time-event fields (records-explorer §3, §5): a whole amount of days, weeks
 * (s = semana, w = week), months or years, kept as whole days within
 * min_days..max_days. A fractional amount (1.5 months) is refused with
 * 'invalid_value'; out-of-range amounts are clamped, not refused.
 */
export const TIME_PERIODS = ['d', 's', 'w', 'm', 'y'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

/** Days per period: a month is 365.25 / 12 = 30.4375 days. */
export const DAYS_PER_PERIOD: Readonly<Record<TimePeriod, number>> = { d: 1, s: 7, w: 7, m: 30.4375, y: 365.25 };

/** The stored value. `days` is what due dates use; the rest lets the form show what was typed. */
export interface TimeEventValue {
  amount: number;
  tipo_periodo: TimePeriod;
  days: number;
  incluye_findes: boolean;
  /** Weekly selection, 0 Monday … 6 Sunday. */
  weekdays?: number[];
}

export function timeEventDays(
  amount: number,
  period: TimePeriod,
  bounds: { min_days: number; max_days: number },
): number {
  const days = Math.round(amount * DAYS_PER_PERIOD[period]);
  return Math.min(bounds.max_days, Math.max(bounds.min_days, days));
}

function isPeriod(v: unknown): v is TimePeriod {
  return typeof v === 'string' && (TIME_PERIODS as readonly string[]).includes(v);
}

/**
 * Reads `{amount, tipo_periodo, incluye_findes?, weekdays?}`; a bare number
 * (or numeric text) is an amount in the field's default period.
 */
export function checkTimeEvent(options: TimeEventOptions, raw: unknown): FieldCheck {
  const invalid = fieldFail({ code: FIELD_MESSAGES.invalidValue });
  const input: Record<string, unknown> =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : { amount: raw };
  const amount = parseNumeric(input.amount);
  const period = input.tipo_periodo ?? options.default_period;
  if (amount === null || !Number.isSafeInteger(amount) || !isPeriod(period)) return invalid;
  const includesWeekends = input.incluye_findes ?? options.includes_weekends;
  if (typeof includesWeekends !== 'boolean') return invalid;
  const value: TimeEventValue = {
    amount,
    tipo_periodo: period,
    days: timeEventDays(amount, period, options),
    incluye_findes: includesWeekends,
  };
  if (input.weekdays !== undefined && input.weekdays !== null) {
    const days = input.weekdays;
    const valid = Array.isArray(days) && days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6);
    if (!valid) return invalid;
    value.weekdays = [...new Set(days as number[])].sort((a, b) => a - b);
  }
  return fieldOk(value);
}
