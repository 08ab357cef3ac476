import { type BpCharts, type BpListResponse, bpCharts, type ChartsResponse, chartsResponse } from '@qualium/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bpListQuery } from '../../../api/bpMeta';
import { apiRequest } from '../../../api/client';
import { useCentroScope } from '../../../api/useCentroScope';

async function fetchCharts(path: string, query: Record<string, string>, signal: AbortSignal): Promise<ChartsResponse> {
  const data = await apiRequest(path, { query, signal });
  const parsed = chartsResponse.safeParse(data);
  if (parsed.success) return parsed.data;
  console.warn('Unexpected charts response', parsed.error.issues);
  throw parsed.error;
}

/**
 * The business process's charts over the explorer's filters (GET {centro}/charts/view/,
 * records-explorer §7). The query key holds every filter, so a filter change is a new load and TanStack
 * Query aborts the one in flight through the AbortSignal. While the same business process reloads,
 * the previous charts stay on screen.
 */
export function useCharts(query: Record<string, string> | null) {
  const { site, centro, ready, path } = useCentroScope();
  const which = [site, centro, query?.business_process ?? null];
  return useQuery({
    queryKey: ['charts', 'view', ...which, query],
    enabled: ready && Boolean(query?.business_process),
    queryFn: ({ signal }) => fetchCharts(`${path}/charts/view/`, query ?? {}, signal),
    placeholderData: (previous, previousQuery) =>
      which.every((part, i) => previousQuery?.queryKey[i + 2] === part) ? keepPreviousData(previous) : undefined,
  });
}

/**
 * The definition's `charts` section, for what the answer does not carry: how each series is
 * aggregated, and the layout to shape the loading skeleton. It reads the site's BP list under the
 * explorer's own query key (same call, same cache), so it costs no request where the explorer has
 * loaded it.
 */
export function useChartDefinitions(reference: string | null) {
  const { site, ready } = useCentroScope();
  return useQuery({
    ...bpListQuery(site, ready && reference !== null),
    select: useCallback(
      (list: BpListResponse): BpCharts | null => {
        const record = list.results.find((r) => r.reference === reference);
        if (!record) return null;
        const definition = JSON.parse(record.business_process) as { business_process?: { charts?: unknown } };
        const parsed = bpCharts.safeParse(definition.business_process?.charts);
        return parsed.success ? parsed.data : null;
      },
      [reference],
    ),
  });
}
