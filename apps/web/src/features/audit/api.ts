import { auditChainResponse, auditFacetsResponse, auditListResponse } from '@qualium/contracts';
import { apiRequest } from '../../api/client';
import { siteScope } from '../../api/scope';

/** The audit log of the current company (server: apps/server/src/modules/audit), admins only. */
export interface AuditFilters {
  entity: string | null;
  user: number | null;
  page: number;
  size: number;
}

export const auditListQuery = (sitePath: string | null, f: AuditFilters) => ({
  queryKey: ['audit', 'list', sitePath, f.entity, f.user, f.page, f.size] as const,
  enabled: sitePath !== null,
  // The previous page stays while the next one loads (a progress bar says so).
  placeholderData: <T>(previous: T | undefined) => previous,
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const query: Record<string, string> = { items_per_page: String(f.size), offset: String((f.page - 1) * f.size) };
    if (f.entity) query.entity = f.entity;
    if (f.user !== null) query.user = String(f.user);
    return auditListResponse.parse(await apiRequest(`${siteScope(sitePath)}/audit/`, { query, signal, silent: true }));
  },
});

export const auditFacetsQuery = (sitePath: string | null) => ({
  queryKey: ['audit', 'facets', sitePath] as const,
  enabled: sitePath !== null,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    auditFacetsResponse.parse(await apiRequest(`${siteScope(sitePath)}/audit/facets/`, { signal, silent: true })),
});

/** The company's audit chain walked by the server on request (GET {site}/audit/verify/). */
export const verifyChain = async (sitePath: string | null) =>
  auditChainResponse.parse(await apiRequest(`${siteScope(sitePath)}/audit/verify/`, { silent: true }));
