import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarUrlState } from './calendarState';
import { type FilterKey, type FilterSet, type ItemsPerPage, withBusinessProcess, withFilters } from './filterSet';
import type { SortState } from './sort';
import { type ExplorerUrlState, explorerUrlParams, parseExplorerUrl } from './urlState';

export interface ExplorerUrl extends ExplorerUrlState {
  /** New filters (spec §2: back to the first view and page 1). */
  applyFilters(change: Partial<Pick<FilterSet, FilterKey>>): void;
  /** A filter set computed from the current one (chip removal, clear all). */
  replaceFilters(next: FilterSet): void;
  setPage(page: number): void;
  /** Spec §2: changing the page size resets the page to 1. */
  setPageSize(size: ItemsPerPage): void;
  setSort(sort: SortState): void;
  setView(kind: string): void;
  setUnit(uid: string | null): void;
  /** Moves the calendar (a new day, type, weekday set or interval); the rest stays. */
  setCalendar(change: Partial<CalendarUrlState>): void;
  /** Opens the list with another business process (to-do list): its own filters start over. */
  setBusinessProcess(reference: string | null): void;
}

/**
 * The explorer state held in the URL. Every change is a new history entry, so the back button
 * undoes a filter, a page or a sort, and the address is always a bookmark of what is on screen.
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
      setPage: (page) => go({ ...state, filters: { ...state.filters, page } }),
      setPageSize: (size) => go({ ...state, filters: { ...state.filters, units_per_page: size, page: 1 } }),
      setSort: (sort) =>
        go({ ...state, filters: { ...state.filters, sort_by: sort.field, sort_desc: sort.desc, page: 1 } }),
      setView: (kind) => go({ ...state, view: kind }),
      setUnit: (uid) => go({ ...state, unit: uid }),
      setCalendar: (change) => go({ ...state, calendar: { ...state.calendar, ...change } }),
      setBusinessProcess: (reference) =>
        go({ ...state, filters: withBusinessProcess(state.filters, reference), view: null }),
    }),
    [state, go],
  );
}
