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
  localizedText,
  NOTIFICATION_BP_PREFIX,
} from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { z } from 'zod';
import { apiRequest, isAbortError } from './client';
import { siteScope } from './scope';
import { useCentroScope } from './useCentroScope';

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

/** The site's BP list (GET {site}/businessprocess/), cached: definitions change only by an admin upload. */
export function bpListQuery(site: string | null, enabled: boolean) {
  return {
    queryKey: ['explorer', 'bp-list', site],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      bpListResponse.parse(await apiRequest(`${siteScope(site)}/businessprocess/`, { signal })),
  };
}

/** The definition of the business process, from the site's BP list. */
export function useBpMeta(reference: string | null) {
  const { site, ready } = useCentroScope();
  return useQuery({
    ...bpListQuery(site, ready && reference !== null),
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

/**
 * The business-process map of the centro. A failure is logged and re-thrown, not announced
 * (records-explorer §8): the explorer goes on without what the map decides (the add button).
 */
async function fetchBpMap(path: string, signal: AbortSignal): Promise<BpMapResponse> {
  try {
    return bpMapResponse.parse(await apiRequest(`${path}/businessprocess/bpmap/`, { signal, silent: true }));
  } catch (error) {
    if (!isAbortError(error)) console.error('Loading the business process map failed', error);
    throw error;
  }
}

/** The business-process map entry for the user in this centro: can_create, is_shared (records-explorer §3, §6). */
export function useBpMapEntry(reference: string | null) {
  const { site, centro, ready, path } = useCentroScope();
  return useQuery({
    queryKey: ['explorer', 'bp-map', site, centro],
    enabled: ready && reference !== null,
    staleTime: 60_000,
    queryFn: ({ signal }) => fetchBpMap(path, signal),
    select: useCallback(
      (map: BpMapResponse): BpMapEntry | null => (reference ? (map[reference] ?? null) : null),
      [reference],
    ),
  });
}

/** A business process the to-do list can be narrowed to: its reference and name in the user's language. */
export interface BpChoice {
  reference: string;
  name: string;
}

/**
 * The business processes of the site but notifications (whose units are messages, not work), by
 * name: what the to-do list may be narrowed to.
 */
export function useBpChoices(lang: string) {
  const { site, ready } = useCentroScope();
  return useQuery({
    ...bpListQuery(site, ready),
    select: useCallback(
      (list: BpListResponse): BpChoice[] =>
        list.results
          .filter((r) => !r.reference.startsWith(NOTIFICATION_BP_PREFIX))
          .map((r) => {
            const parsed = definitionHead.safeParse(JSON.parse(r.business_process));
            const name = parsed.success ? localizedText(parsed.data.business_process.info.name, lang) : r.name;
            return { reference: r.reference, name };
          })
          .sort((a, b) => a.name.localeCompare(b.name, lang)),
      [lang],
    ),
  });
}
