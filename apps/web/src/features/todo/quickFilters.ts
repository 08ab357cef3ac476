import type { DateFilter } from '@qualium/contracts';
import { addDays, mondayOf } from '../../ui/days';
import { DEFAULT_DATE_FIELD } from '../explorer/state';

/**
 * The to-do list's quick filters (DOMAIN "what users value": what is overdue, what is due this
 * week), as date ranges on the limit so that they are ordinary explorer filters: in the URL, with
 * their chip, cleared like any other. The list holds open units only, so a limit before today is
 * exactly "overdue".
 */
export const QUICK_FILTERS = ['all', 'overdue', 'week'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** The earliest day a date filter takes (records-explorer §9: dates 1900-2100). */
const EARLIEST = '1900-01-01';

export function quickFilterDates(choice: QuickFilter, today: string): DateFilter | null {
  if (choice === 'overdue') return { range: [EARLIEST, addDays(today, -1)], field: DEFAULT_DATE_FIELD };
  if (choice === 'week') {
    const monday = mondayOf(today);
    return { range: [monday, addDays(monday, 6)], field: DEFAULT_DATE_FIELD };
  }
  return null;
}

/** Which quick filter the current date filter is (null: another range the user chose). */
export function activeQuickFilter(dates: DateFilter | null, today: string): QuickFilter | null {
  return (
    QUICK_FILTERS.find((choice) => {
      const wanted = quickFilterDates(choice, today);
      return wanted === null
        ? dates === null
        : dates !== null &&
            dates.field === wanted.field &&
            dates.range[0] === wanted.range[0] &&
            dates.range[1] === wanted.range[1];
    }) ?? null
  );
}
