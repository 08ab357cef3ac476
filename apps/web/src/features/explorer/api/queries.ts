import { type UnitCollection, unitCollection } from '@qualium/contracts';
import { apiRequest } from '../../../api/client';
import { centroScope } from '../../../api/scope';
import type { ListMode } from '../state/apiQuery';

/**
 * The explorer's queries as plain options, for its hooks and for the route's prefetch
 * (screens.ts), which starts them while the explorer's code is still on its way: one key and one
 * fetch for both, so the page finds what the prefetch asked for.
 */

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

/** Which list a unit list query is of (its key's head); the query parameters then pick the page of it. */
export function unitListOf(mode: ListMode, site: string | null, centro: number | null, query: Record<string, string>) {
  return [mode, site, centro, query.business_process ?? null, mode === 'related' ? (query.pk ?? null) : null];
}

/** One page of units of a list, in a session's site and centro (known by the time it is fetched). */
export function unitListQuery(
  mode: ListMode,
  site: string | null,
  centro: number | null,
  query: Record<string, string>,
) {
  return {
    queryKey: ['explorer', 'units', ...unitListOf(mode, site, centro, query), query],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchUnits(`${centroScope(site, centro)}/${PATHS[mode]}`, query, signal),
    // A page the route's prefetch asked for moments before the page mounted is not asked again.
    staleTime: ROUTE_DATA_FRESH_MS,
  };
}

/** How long data fetched by a route's prefetch counts as fresh: the time its code takes to arrive. */
export const ROUTE_DATA_FRESH_MS = 5_000;
