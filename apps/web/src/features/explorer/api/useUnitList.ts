import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCentroScope } from '../../../api/useCentroScope';
import { type ListMode, listScope } from '../state/apiQuery';
import type { FilterSet } from '../state/filterSet';
import { unitListOf, unitListQuery } from './queries';

/**
 * One page of units (records-explorer §7 explorer list, global search, to-do list, related list).
 * The query key holds every parameter, so a new filter, page or sort is a new load; TanStack Query
 * aborts the one in flight through the AbortSignal, and an aborted load never reaches the page
 * (records-explorer §2). While the next page of the same list loads, the previous one stays on screen.
 */
export function useUnitList(
  mode: ListMode,
  query: Record<string, string>,
  enabled: boolean,
  scope?: Pick<FilterSet, 'site' | 'centro'>,
) {
  const session = useCentroScope();
  const { site, centro } = listScope(scope ?? { site: null, centro: null }, session);
  const ready = session.ready;
  const list = unitListOf(mode, site, centro, query);
  return useQuery({
    ...unitListQuery(mode, site, centro, query),
    enabled: ready && enabled,
    // The old rows stay while paging or filtering the same list, never across lists.
    placeholderData: (previous, previousQuery) =>
      list.every((part, i) => previousQuery?.queryKey[i + 2] === part) ? keepPreviousData(previous) : undefined,
  });
}
