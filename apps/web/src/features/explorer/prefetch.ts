import { bpListQuery } from '../../api/bpMeta';
import { queryClient } from '../../api/queryClient';
import { queryWithCursor } from './api/pageCursors';
import { unitListQuery } from './api/queries';
import { listQuery } from './state/apiQuery';
import { parseExplorerUrl } from './state/urlState';
import { listsUnits } from './views/pickView';

/**
 * The explorer's data for its address, asked for as the route opens, beside its code rather than
 * after it: the site's business processes (kept for minutes, so usually no request) and the page
 * of units. Which view opens is known only from the business process's definition; unless the
 * address names a view that shows no list, the list is asked for, so a business process that
 * opens on its calendar or charts has one page of units fetched for nothing on its first visit.
 */
export function prefetchExplorer(params: URLSearchParams, scope: { site: string; centro: number }): void {
  const { filters, view } = parseExplorerUrl(params);
  if (!filters.business_process) return;
  void queryClient.prefetchQuery(bpListQuery(scope.site, true));
  if (view === null || listsUnits(view)) {
    const query = queryWithCursor('explorer', scope.site, scope.centro, listQuery(filters, 'explorer'));
    void queryClient.prefetchQuery(unitListQuery('explorer', scope.site, scope.centro, query));
  }
}
