import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../../ui/useIsMobile';
import { unitExplorerHref } from '../../viewer/links';
import { useUnitList } from '../api/useUnitList';
import { FilterArea } from '../filters/FilterArea';
import { listChips } from '../filters/listChips';
import { useFilterSources } from '../filters/useFilterSources';
import { relatedListQuery } from '../state/apiQuery';
import { withoutFilters } from '../state/filterSet';
import { useLocalFilters } from '../state/useLocalFilters';
import { currentView, SEARCH_VIEWS } from '../views/pickView';
import { VIEWS } from '../views/registry';
import { ViewHost } from '../views/ViewHost';

/**
 * What fits the viewer's side panel: reference, title, state and limit date, plus the business
 * process when the box lists several, else the responsible. The expanded row shows the rest.
 */
function relatedColumns(businessProcesses: readonly string[] | undefined): string[] {
  const which = businessProcesses?.length === 1 ? 'current_workflow_responsible' : 'business_process_name';
  return ['reference', 'title', which, 'current_workflow_state', 'current_workflow_limit'];
}

export interface RelatedExplorerProps {
  /** The unit whose related units are listed. */
  uid: string;
  /** Its business process (related_list requires it with the unit). */
  businessProcess: string;
  /** The related box's business processes; every one but notifications when absent. */
  businessProcesses?: readonly string[];
}

/**
 * The viewer's related box (records-explorer §2 Inline viewer): an embedded explorer of the
 * units related to this one (related_list: its children, its parent and its relations, never
 * notifications), filtered by process, text search and date range, sorted by limit date, starting
 * on page 1. The explorer's own filter area, table, cards and paging; its state is the box's own,
 * not the page's URL. A unit opens in its explorer (`explorer?business_process=…&pk=…`).
 */
export default function RelatedExplorer({ uid, businessProcess, businessProcesses }: RelatedExplorerProps) {
  const { t } = useTranslation();
  const controls = useLocalFilters();
  const { filters } = controls;
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const sources = useFilterSources('related', null, null, false);
  const include = businessProcesses?.join(',');
  const query = useMemo(
    () => relatedListQuery(filters, { uid, businessProcess, include: include?.split(',') }),
    [filters, uid, businessProcess, include],
  );
  const list = useUnitList('related', query, true);
  const chips = listChips(filters, sources, list.data?.units);
  // Related units span business processes: the global search's table, or cards on mobile.
  const view = currentView(SEARCH_VIEWS, null, mobile)!;
  const open = (target: string) => {
    const unit = list.data?.units.find((u) => u.uid === target);
    navigate(unitExplorerHref(target, unit?.business_process));
  };

  return (
    <Box data-testid="viewer-related">
      <FilterArea controls={controls} sources={sources} chips={chips} mobile={mobile} />
      <Paper
        variant="outlined"
        sx={{ borderRadius: 2, overflow: 'hidden', ...(mobile && { border: 0, bgcolor: 'transparent' }) }}
      >
        <ViewHost
          entry={VIEWS[view.kind]}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          onClearFilters={chips.length > 0 ? () => controls.replaceFilters(withoutFilters(filters)) : undefined}
          emptyHint={t('explorer.related.emptyHint')}
          mode="related"
          view={view}
          businessProcess={null}
          filters={filters}
          query={query}
          list={{ data: list.data, fetching: list.isFetching }}
          mobile={mobile}
          onOpenUnit={open}
          onSort={controls.setSort}
          onPage={controls.setPage}
          onPageSize={controls.setPageSize}
          columns={relatedColumns(businessProcesses)}
        />
      </Paper>
    </Box>
  );
}
