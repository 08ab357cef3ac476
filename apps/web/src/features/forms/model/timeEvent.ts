import type { FormInput } from '@qualium/contracts';
import { DAYS_PER_PERIOD, parseNumeric, timeEventDays } from '@qualium/workflow';
import type { TimeEventDraft } from './drafts';

/**
 * What a time event amounts to (records-explorer §3, §5): whole days at 7 per week, 30.4375 per
 * month and 365.25 per year, clamped to the field's min_days..max_days, so the form can say
 * "= 365 days" and warn when the value was brought within the limits.
 */
export interface TimeEventSummary {
  days: number;
  /** The typed amount fell outside the limits and was brought to the nearest one. */
  clamped: boolean;
  min: number;
  max: number;
}

export function timeEventBounds(input: FormInput): { min_days: number; max_days: number } {
  const options = input.time_event ?? {};
  const min = typeof options.min_days === 'number' ? options.min_days : 0;
  const max = typeof options.max_days === 'number' ? options.max_days : 36_525;
  return { min_days: min, max_days: max };
}

export function timeEventSummary(input: FormInput, draft: TimeEventDraft): TimeEventSummary | null {
  const amount = parseNumeric(draft.amount);
  if (amount === null) return null;
  const bounds = timeEventBounds(input);
  const days = timeEventDays(amount, draft.tipo_periodo, bounds);
  return {
    days,
    clamped: days !== Math.round(amount * DAYS_PER_PERIOD[draft.tipo_periodo]),
    min: bounds.min_days,
    max: bounds.max_days,
  };
}
