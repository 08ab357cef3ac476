import type { BpDefinition, BpTransition } from '@qualium/contracts';
import { addDueDays, datePart } from './dates.js';
import { isClosedState } from './definition.js';

/**
 * current_workflow_limit and fecha_cierre after a transition. `today` is the
 * day the transition runs in the centre (`YYYY-MM-DD`), passed in so the
 * engine stays pure.
 */

/** Days held by a time-event value (`{days}`), else null. */
function timeEventDays(value: unknown): number | null {
  const days = typeof value === 'object' && value !== null ? (value as { days?: unknown }).days : undefined;
  return typeof days === 'number' && Number.isInteger(days) && days >= 0 ? days : null;
}

/**
 * - days: `days` after today (calendar or working days);
 * - field: a date/date-time field's day plus `offset_days`, or today plus a
 *   time-event field's days; the current limit stays while the field is empty;
 * - keep: the current limit; none: no limit.
 * A transition to a related BP leaves the unit as it is.
 * `values` are the unit's fields after this transition's values.
 */
export function nextDueDate(
  transition: BpTransition,
  today: string,
  values: Readonly<Record<string, unknown>>,
  current: string | null = null,
): string | null {
  if (transition.related_business_process !== undefined) return current;
  const rule = transition.due;
  switch (rule.rule) {
    case 'keep':
      return current;
    case 'none':
      return null;
    case 'days':
      return addDueDays(today, { days: rule.days, workingDays: rule.working_days });
    case 'field': {
      const value = values[rule.field];
      const days = timeEventDays(value);
      if (days !== null) return addDueDays(today, { days: days + rule.offset_days, workingDays: rule.working_days });
      const day = typeof value === 'string' ? datePart(value) : null;
      if (day === null) return current;
      return addDueDays(day, { days: rule.offset_days, workingDays: rule.working_days });
    }
  }
}

/**
 * fecha_cierre: set to today on reaching a closed state, kept when moving
 * between closed states (Cerrada → Anulada keeps the first closing), cleared
 * when the unit leaves the closed states (reopening).
 */
export function closingDate(
  definition: BpDefinition,
  targetState: string,
  today: string,
  current: string | null = null,
): string | null {
  if (!isClosedState(definition, targetState)) return null;
  return current ?? today;
}

/** Overdue: the limit is before today (the to-do list shows it in red). */
export function isOverdue(limit: string | null | undefined, today: string): boolean {
  return typeof limit === 'string' && limit !== '' && limit < today;
}
