import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarUrlState } from './calendarState';
import type { FilterControls } from './controls';
import { withBusinessProcess, withFilters, withPage, withPageSize, withSort } from './filterSet';
import { type ExplorerUrlState, explorerUrlParams, parseExplorerUrl } from './urlState';
import { withView } from './viewSwitch';

export interface ExplorerUrl extends ExplorerUrlState, FilterControls {
  /** Another view; `fetchChanges` when it loads by another call than `view` (viewSwitch.ts). */
  setView(kind: string, fetchChanges: boolean): void;
  setUnit(uid: string | null): void;
  /** Moves the calendar (a new day, type, weekday set or interval); the rest stays. */
  setCalendar(change: Partial<CalendarUrlState>): void;
  /** Opens the list with another business process (to-do list): its own filters start over. */
  setBusinessProcess(reference: string | null): void;
}

/**
 * The explorer state held in the URL. Every change is a new history entry, so the back button
 * undoes a filter, a page or a sort, and the address is always a bookmark of what is on screen.
 * A filter change also goes back to the business process's first view (records-explorer §2).
 */
export function useExplorerUrl(): ExplorerUrl {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseExplorerUrl(params), [params]);

  const go = useCallback(
    (next: ExplorerUrlState) => {
      const search = explorerUrlParams(next);
      if (search.toString() !== params.toString()) setParams(search);
    },
    [params, setParams],
  );

  return useMemo(
    () => ({
      ...state,
      applyFilters: (change) => go({ ...state, filters: withFilters(state.filters, change), view: null }),
      replaceFilters: (next) => go({ ...state, filters: next, view: null }),
      setPage: (page) => go({ ...state, filters: withPage(state.filters, page) }),
      setPageSize: (size) => go({ ...state, filters: withPageSize(state.filters, size) }),
      setSort: (sort) => go({ ...state, filters: withSort(state.filters, sort) }),
      setView: (kind, fetchChanges) => go(withView(state, kind, fetchChanges)),
      setUnit: (uid) => go({ ...state, unit: uid }),
      setCalendar: (change) => go({ ...state, calendar: { ...state.calendar, ...change } }),
      setBusinessProcess: (reference) =>
        go({ ...state, filters: withBusinessProcess(state.filters, reference), view: null }),
    }),
    [state, go],
  );
}
