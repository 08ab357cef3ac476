import { processListResponse } from '@qualium/contracts';
import { apiRequest } from '../../api/client';

/** GET {centro}/process/ (shell-and-admin §7 "Processes"): the processes the user takes part in, in map order. */
export const processListQuery = (scope: {
  site: string | null;
  centro: number | null;
  ready: boolean;
  path: string;
}) => ({
  queryKey: ['processes', 'list', scope.site, scope.centro] as const,
  enabled: scope.ready,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    processListResponse.parse(await apiRequest(`${scope.path}/process/`, { signal, silent: true })),
});
