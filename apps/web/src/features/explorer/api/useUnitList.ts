import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCentroScope } from '../../../api/useCentroScope';
import { listIdentity, NO_CURSORS, rememberNext, withCursor } from '../logic/cursors';
import type { ListMode } from '../state/apiQuery';
import { unitListOf, unitListQuery } from './queries';

/**
 * One page of units (records-explorer §7 explorer list, global search, to-do list, related list).
 * The query key holds every parameter, so a new filter, page or sort is a new load; TanStack Query
 * aborts the one in flight through the AbortSignal, and an aborted load never reaches the page
 * (records-explorer §2). While the next page of the same list loads, the previous one stays on screen.
 * Past a count that stopped at the cap, pages are asked by the cursor the page before handed out
 * (logic/cursors.ts).
 */
export function useUnitList(mode: ListMode, asked: Record<string, string>, enabled: boolean) {
  const { site, centro, ready } = useCentroScope();
  const [cursors, setCursors] = useState(NO_CURSORS);
  const identity = listIdentity(asked, `${site}/${centro}`);
  const query = withCursor(asked, identity, cursors);
  const list = unitListOf(mode, site, centro, query);
  const result = useQuery({
    ...unitListQuery(mode, site, centro, query),
    enabled: ready && enabled,
    // The old rows stay while paging or filtering the same list, never across lists.
    placeholderData: (previous, previousQuery) =>
      list.every((part, i) => previousQuery?.queryKey[i + 2] === part) ? keepPreviousData(previous) : undefined,
  });
  const answer = result.isPlaceholderData ? undefined : result.data;
  const perPage = Number(asked.units_per_page ?? asked.items_per_page);
  useEffect(() => {
    if (answer) setCursors((kept) => rememberNext(kept, identity, answer, perPage));
  }, [answer, identity, perPage]);
  return result;
}
