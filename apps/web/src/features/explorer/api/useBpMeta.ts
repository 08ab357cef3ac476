import {
  type BpInfo,
  type BpListResponse,
  type BpMapEntry,
  type BpMapResponse,
  type BpState,
  type BpView,
  bpListResponse,
  bpMapResponse,
  bpState,
  businessProcess,
} from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { siteScope } from '../../../api/scope';
import { useExplorerScope } from './scope';

/** What the explorer needs of a business process's definition: its info, views and states. */
const definitionHead = z.object({
  business_process: z.object({
    info: businessProcess.shape.info,
    views: businessProcess.shape.views,
    workflow: z.object({ states: z.array(bpState) }),
  }),
});

export interface BpMeta {
  info: BpInfo;
  /** In the definition's order: the first is the default view (records-explorer §2). */
  views: BpView[];
  /** The workflow states, in workflow order (the state filter's choices). */
  states: BpState[];
}

/**
 * The definition of the business process, from the site's BP list (GET {site}/businessprocess/,
 * cached for the session's life: definitions change only by an admin upload).
 */
export function useBpMeta(reference: string | null) {
  const { site, ready } = useExplorerScope();
  return useQuery({
    queryKey: ['explorer', 'bp-list', site],
    enabled: ready && reference !== null,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      bpListResponse.parse(await apiRequest(`${siteScope(site)}/businessprocess/`, { signal })),
    // A stable select: the definition is parsed once per list and reference, not on every render.
    select: useCallback(
      (list: BpListResponse): BpMeta | null => {
        const record = list.results.find((r) => r.reference === reference);
        if (!record) return null;
        const parsed = definitionHead.safeParse(JSON.parse(record.business_process));
        if (!parsed.success) return null;
        const { info, views, workflow } = parsed.data.business_process;
        return { info, views, states: workflow.states };
      },
      [reference],
    ),
  });
}

/** The business-process map entry for the user in this centro: can_create, is_shared (spec §3, §6). */
export function useBpMapEntry(reference: string | null) {
  const { site, centro, ready, path } = useExplorerScope();
  return useQuery({
    queryKey: ['explorer', 'bp-map', site, centro],
    enabled: ready && reference !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }) => bpMapResponse.parse(await apiRequest(`${path}/businessprocess/bpmap/`, { signal })),
    select: useCallback(
      (map: BpMapResponse): BpMapEntry | null => (reference ? (map[reference] ?? null) : null),
      [reference],
    ),
  });
}
