import { isoDay, dateRangeProblem as orderProblem } from '@qualium/contracts';

/**
 * The date-range filter's rule (records-explorer §5): exactly two real days, the end not before
 * the start — the server's own rule, plus "incomplete" for a panel still being filled in.
 */
export type DateRangeProblem = 'incomplete' | 'endBeforeStart';

export function dateRangeProblem(from: string, to: string): DateRangeProblem | null {
  if (!isoDay.safeParse(from).success || !isoDay.safeParse(to).success) return 'incomplete';
  return orderProblem([from, to]) ? 'endBeforeStart' : null;
}

/** The date-range panel while it is being filled in. */
export interface DateRangeDraft {
  field: string;
  from: string;
  to: string;
}

/** A date the range can apply to (unit dates and the business process's date fields). */
export interface DateFieldOption {
  id: string;
  label: string;
}
