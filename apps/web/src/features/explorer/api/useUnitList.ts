import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCentroScope } from '../../../api/useCentroScope';
import { type ListMode, listScope } from '../state/apiQuery';
import type { FilterSet } from '../state/filterSet';
import { keepNextCursor, queryWithCursor } from './pageCursors';
import { unitListOf, unitListQuery } from './queries';

/**
 * One page of units (records-explorer §7 explorer list, global search, to-do list, related list).
 * The query key holds every parameter, so a new filter, page or sort is a new load; TanStack Query
 * aborts the one in flight through the AbortSignal, and an aborted load never reaches the page
 * (records-explorer §2). While the next page of the same list loads, the previous one stays on screen.
 * Past a count that stopped at the cap, pages are asked by the cursor the page before handed out
 * (pageCursors.ts).
 */
export function useUnitList(
  mode: ListMode,
  asked: Record<string, string>,
  enabled: boolean,
  scope?: Pick<FilterSet, 'site' | 'centro'>,
) {
  const session = useCentroScope();
  const { site, centro } = listScope(scope ?? { site: null, centro: null }, session);
  const ready = session.ready;
  const query = queryWithCursor(mode, site, centro, asked);
  const list = unitListOf(mode, site, centro, query);
  const result = useQuery({
    ...unitListQuery(mode, site, centro, query),
    enabled: ready && enabled,
    // The old rows stay while paging or filtering the same list, never across lists.
    placeholderData: (previous, previousQuery) =>
      list.every((part, i) => previousQuery?.queryKey[i + 2] === part) ? keepPreviousData(previous) : undefined,
  });
  const answer = result.isPlaceholderData ? undefined : result.data;
  useEffect(() => {
    if (answer) keepNextCursor(mode, site, centro, asked, answer);
  }, [answer, mode, site, centro, asked]);
  return result;
}
