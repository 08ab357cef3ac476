import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unitExplorerHref } from '../../../ui/unitLinks';
import type { RelatedListProps } from '../../viewer';
import { relatedListQuery } from '../state/apiQuery';
import type { FilterSet } from '../state/filterSet';
import { SEARCH_VIEWS } from '../views/pickView';
import { EmbeddedList } from './EmbeddedList';

/**
 * What fits the viewer's side panel: reference, title, state and limit date, plus the business
 * process when the box lists several, else the responsible. The expanded row shows the rest.
 */
function relatedColumns(businessProcesses: readonly string[] | undefined): string[] {
  const which = businessProcesses?.length === 1 ? 'current_workflow_responsible' : 'business_process_name';
  return ['reference', 'title', which, 'current_workflow_state', 'current_workflow_limit'];
}

/**
 * The viewer's related box (records-explorer §2 Inline viewer): an embedded explorer of the
 * units related to this one (related_list: its children, its parent and its relations, never
 * notifications), filtered by process, text search and date range, sorted by limit date, starting
 * on page 1. Related units span business processes: the global search's table, or cards on mobile.
 * A unit opens in its explorer (`explorer?business_process=…&pk=…`).
 */
export default function RelatedExplorer({ uid, businessProcess, businessProcesses }: RelatedListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const include = businessProcesses?.join(',');
  const queryOf = useCallback(
    (filters: FilterSet) => relatedListQuery(filters, { uid, businessProcess, include: include?.split(',') }),
    [uid, businessProcess, include],
  );
  return (
    <EmbeddedList
      mode="related"
      businessProcess={null}
      meta={null}
      views={SEARCH_VIEWS}
      queryOf={queryOf}
      emptyHint={t('explorer.related.emptyHint')}
      columns={relatedColumns(businessProcesses)}
      onOpenUnit={(target, unit) => navigate(unitExplorerHref(target, unit?.business_process))}
      testId="viewer-related"
    />
  );
}
