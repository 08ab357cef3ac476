import { type UnitDetail, unitDetail } from '@qualium/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session';
import { ApiError, apiRequest } from './client';
import { centroScope } from './scope';

/**
 * One unit, `GET {centro}/unit/{uid}/` (records-explorer §7), through TanStack Query: the
 * AbortSignal cancels a load the viewer no longer needs (another unit opened, viewer closed).
 * The answer is checked against the contract, so "a unit without a uid is rejected" (records-explorer §3).
 */
export const unitQueryKey = (site: string | null, centro: number | null, uid: string) =>
  ['unit', site, centro, uid] as const;

export async function fetchUnit(scope: string, uid: string, signal?: AbortSignal): Promise<UnitDetail> {
  try {
    // Silent: the viewer shows its own designed error state instead of the global message.
    const data = await apiRequest(`${scope}/unit/${encodeURIComponent(uid)}/`, { signal, silent: true });
    return unitDetail.parse(data);
  } catch (error) {
    // records-explorer §8: a network error in unit queries is logged as a warning and re-thrown.
    if (error instanceof ApiError && error.status === 0) console.warn('Unit query failed', uid, error);
    throw error;
  }
}

/** The one description of the unit query, for useQuery and for the reads after a transition. */
export function unitQueryOptions(site: string | null, centro: number | null, uid: string) {
  return queryOptions({
    queryKey: unitQueryKey(site, centro, uid),
    enabled: site !== null && centro !== null,
    queryFn: ({ signal }) => fetchUnit(centroScope(site, centro), uid, signal),
  });
}

/** `wanted` false holds the load back (a card's actions, until the card is on screen). */
export function useUnit(uid: string, wanted = true) {
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);
  const options = unitQueryOptions(site, centro, uid);
  return useQuery({ ...options, enabled: wanted && options.enabled });
}

/** True when the server answered that the unit cannot be read (404 "Something odd happened…"). */
export function isUnreadable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
