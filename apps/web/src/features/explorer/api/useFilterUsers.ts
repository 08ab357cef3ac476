import { type FilterUser, filterUsersResponse } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { useCentroScope } from '../../../api/useCentroScope';

/**
 * Whom the user filter offers (GET {centro}/unit/get_users_to_collect_for_filtering/): the server
 * applies the spec's rule (records-explorer §5) — active people holding a role in the current
 * centre, administrators left out, the current user first with '(YO)' after the name.
 */
export function useFilterUsers(enabled: boolean) {
  const { site, centro, ready, path } = useCentroScope();
  return useQuery({
    queryKey: ['explorer', 'filter-users', site, centro],
    enabled: ready && enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<FilterUser[]> =>
      filterUsersResponse.parse(await apiRequest(`${path}/unit/get_users_to_collect_for_filtering/`, { signal })).users,
  });
}
