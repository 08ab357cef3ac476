import { type CalendarResponse, calendarResponse } from '@qualium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { centroScope } from '../../../api/scope';
import { useCentroScope } from '../../../api/useCentroScope';
import { type ListMode, listScope } from '../state/apiQuery';
import type { FilterSet } from '../state/filterSet';

/** The explorer's calendar, or the to-do list's (records-explorer §7); the global search and related lists have none. */
const PATHS: Record<'explorer' | 'todo', string> = {
  explorer: 'unit/explorer_calendar/',
  todo: 'unit/todo_calendar/',
};

/**
 * The units a calendar shows (query: the filters, `start` and `end`). The key holds every
 * parameter and sits under the unit lists' key, so a new range or filter is a new load that aborts
 * the one in flight, and whatever refreshes the lists (a transition, a new unit) refreshes it.
 * While the next range of the same calendar loads the previous events stay, under a progress bar.
 */
export function useCalendarEvents(
  mode: ListMode,
  query: Record<string, string>,
  enabled: boolean,
  scope: Pick<FilterSet, 'site' | 'centro'>,
) {
  const session = useCentroScope();
  const { site, centro } = listScope(scope, session);
  const ready = session.ready;
  const path = ready ? centroScope(site, centro) : '';
  const calendarMode = mode === 'todo' ? 'todo' : 'explorer';
  // Which calendar this is; the query then picks its days and filters.
  const calendar = [calendarMode, site, centro, query.business_process ?? null];
  return useQuery({
    queryKey: ['explorer', 'units', 'calendar', ...calendar, query],
    enabled: ready && enabled,
    queryFn: async ({ signal }): Promise<CalendarResponse> =>
      calendarResponse.parse(await apiRequest(`${path}/${PATHS[calendarMode]}`, { query, signal })),
    // The old events stay while moving through the same calendar, never across business processes.
    placeholderData: (previous, previousQuery) =>
      calendar.every((part, i) => previousQuery?.queryKey[i + 3] === part) ? keepPreviousData(previous) : undefined,
  });
}
