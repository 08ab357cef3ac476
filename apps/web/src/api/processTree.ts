import { processTreeResponse } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { useCentroScope } from './useCentroScope';

/**
 * The process map as a tree, asked in the centro's scope so that `participating` means "in this
 * centre" (records-explorer §5: the process filter lists the centre's processes the user is in).
 */
export function useProcessTree(enabled = true) {
  const { site, centro, ready, path } = useCentroScope();
  return useQuery({
    queryKey: ['explorer', 'process-tree', site, centro],
    enabled: ready && enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => processTreeResponse.parse(await apiRequest(`${path}/process/tree/`, { signal })),
  });
}
