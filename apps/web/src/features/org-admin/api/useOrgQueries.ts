import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCentros } from './centros';
import { ORG_ADMIN, orgKeys } from './keys';
import { refreshSession } from './refreshSession';
import { fetchSites } from './sites';

/** The companies at or below `sitePath` (the Companies table, the Centros screen's company choice). */
export function useSites(sitePath: string | null) {
  return useQuery({
    queryKey: orgKeys.sites(sitePath ?? ''),
    queryFn: ({ signal }) => fetchSites(sitePath as string, signal),
    enabled: sitePath !== null,
    refetchOnMount: 'always',
  });
}

/** The centros of the company at `sitePath`. */
export function useCentros(sitePath: string | null) {
  return useQuery({
    queryKey: orgKeys.centros(sitePath ?? ''),
    queryFn: ({ signal }) => fetchCentros(sitePath as string, signal),
    enabled: sitePath !== null,
  });
}

/** After a write: every list of these screens is read again, and the session's sites and centros. */
export function useOrgRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [ORG_ADMIN] });
    // A failure was already reported by the client (global message); the screen itself is saved.
    void refreshSession().catch(() => undefined);
  };
}
