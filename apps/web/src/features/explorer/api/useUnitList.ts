import { type UnitCollection, unitCollection } from '@qualium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { useCentroScope } from '../../../api/useCentroScope';
import type { ListMode } from '../state/apiQuery';

const PATHS: Record<ListMode, string> = {
  explorer: 'unit/explorer/',
  search: 'unit/global_search/',
  todo: 'unit/explorer_user_todo_list/',
  related: 'unit/related_list/',
  notifications: 'unit/get_user_notifications/',
};

async function fetchUnits(path: string, query: Record<string, string>, signal: AbortSignal): Promise<UnitCollection> {
  const data = await apiRequest(path, { query, signal });
  const parsed = unitCollection.safeParse(data);
  if (parsed.success) return parsed.data;
  console.warn('Unexpected unit list response', parsed.error.issues);
  throw parsed.error;
}

/**
 * One page of units (records-explorer §7 explorer list, global search, to-do list, related list).
 * The query key holds every parameter, so a new filter, page or sort is a new load; TanStack Query
 * aborts the one in flight through the AbortSignal, and an aborted load never reaches the page
 * (records-explorer §2). While the next page of the same list loads, the previous one stays on screen.
 */
export function useUnitList(mode: ListMode, query: Record<string, string>, enabled: boolean) {
  const { site, centro, ready, path } = useCentroScope();
  // Which list this is (a related list: whose relations); the query parameters then pick the page of it.
  const list = [mode, site, centro, query.business_process ?? null, mode === 'related' ? (query.pk ?? null) : null];
  return useQuery({
    queryKey: ['explorer', 'units', ...list, query],
    enabled: ready && enabled,
    queryFn: ({ signal }) => fetchUnits(`${path}/${PATHS[mode]}`, query, signal),
    // The old rows stay while paging or filtering the same list, never across lists.
    placeholderData: (previous, previousQuery) =>
      list.every((part, i) => previousQuery?.queryKey[i + 2] === part) ? keepPreviousData(previous) : undefined,
  });
}
