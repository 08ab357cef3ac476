import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { BpView, UnitListItem } from '@qualium/contracts';
import { useMemo } from 'react';
import type { BpMeta } from '../../../api/bpMeta';
import { useIsMobile } from '../../../ui/useIsMobile';
import { useUnitList } from '../api/useUnitList';
import { ListSkeleton } from '../ExplorerStates';
import { FilterArea } from '../filters/FilterArea';
import { listChips } from '../filters/listChips';
import { useFilterSources } from '../filters/useFilterSources';
import type { ListMode } from '../state/apiQuery';
import { type FilterSet, withoutFilters } from '../state/filterSet';
import { useLocalFilters } from '../state/useLocalFilters';
import { currentView } from '../views/pickView';
import { VIEWS } from '../views/registry';
import { ViewHost } from '../views/ViewHost';

/**
 * An explorer list inside another screen (the viewer's related box, the notifications dialog): the
 * explorer's filter area, table or cards and paging, with its filter set kept in its own state
 * rather than in the page's URL. What it lists is the caller's query of that filter set.
 */
export function EmbeddedList({
  mode,
  businessProcess,
  meta,
  views,
  queryOf,
  enabled = true,
  loading = false,
  emptyHint,
  columns,
  onOpenUnit,
  testId,
}: {
  mode: Extract<ListMode, 'related' | 'notifications'>;
  businessProcess: string | null;
  /** The business process's definition, for its filter fields (null: the filters of every process). */
  meta: BpMeta | null;
  /** The views it may show; the first on desktop, cards on a phone. */
  views: readonly BpView[];
  /** The API query of a filter set; a stable function (useCallback), the list reloads when it changes. */
  queryOf(filters: FilterSet): Record<string, string>;
  enabled?: boolean;
  /** The definition is still loading: placeholders instead of the list. */
  loading?: boolean;
  emptyHint: string;
  columns?: readonly string[];
  /** A row or card chosen, with the list item when the page holds it. */
  onOpenUnit(uid: string, unit: UnitListItem | undefined): void;
  testId?: string;
}) {
  const mobile = useIsMobile();
  const controls = useLocalFilters();
  const { filters } = controls;
  const sources = useFilterSources(mode, businessProcess, meta, false);
  const query = useMemo(() => queryOf(filters), [queryOf, filters]);
  const list = useUnitList(mode, query, enabled);
  const chips = listChips(filters, sources, list.data?.units);
  const view = currentView(views, null, mobile)!;

  return (
    <Box data-testid={testId}>
      <FilterArea controls={controls} sources={sources} chips={chips} mobile={mobile} />
      <Paper
        variant="outlined"
        sx={{ borderRadius: 2, overflow: 'hidden', ...(mobile && { border: 0, bgcolor: 'transparent' }) }}
      >
        {loading ? (
          <ListSkeleton />
        ) : (
          <ViewHost
            entry={VIEWS[view.kind]}
            failed={list.isError}
            onRetry={() => void list.refetch()}
            onClearFilters={chips.length > 0 ? () => controls.replaceFilters(withoutFilters(filters)) : undefined}
            emptyHint={emptyHint}
            mode={mode}
            view={view}
            businessProcess={businessProcess}
            filters={filters}
            query={query}
            list={{ data: list.data, fetching: list.isFetching }}
            mobile={mobile}
            onOpenUnit={(uid) =>
              onOpenUnit(
                uid,
                list.data?.units.find((u) => u.uid === uid),
              )
            }
            onSort={controls.setSort}
            onPage={controls.setPage}
            onPageSize={controls.setPageSize}
            columns={columns}
          />
        )}
      </Paper>
    </Box>
  );
}
