import type { BpState, CentroSummary, FilterField, ProcessTreeNode } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../session/session';
import { localizedText } from '../../viewer/model/format';
import type { BpMeta } from '../api/useBpMeta';
import { useDateFields, useFilterFields } from '../api/useFilterFields';
import { useProcessTree } from '../api/useProcessTree';
import { useResponsibleUsers } from '../api/useResponsibleUsers';
import type { DateFieldOption } from '../logic/dateRange';
import type { PanelId } from '../logic/drafts';
import { processIdByReference, selectableIds } from '../logic/processTree';
import { type UserChoice, userFilterChoices } from '../logic/users';
import type { ListMode } from '../state/apiQuery';

const NO_STATES: BpState[] = [];

/** What the filter panels offer, and which panels there are for this list. */
export interface FilterSources {
  currentCentro: number | null;
  centros: CentroSummary[];
  tree: ProcessTreeNode[];
  users: UserChoice[];
  fields: FilterField[];
  dateFields: DateFieldOption[];
  /** In the order the filter bar shows them. */
  panels: PanelId[];
}

/**
 * Loads what the panels list and decides which appear (records-explorer §5): the centro filter
 * only for a shared business process (and the global search) with more than one centre; the
 * process filter with the centre's processes the user takes part in; the user filter with the
 * people of the current centre, the user first; the advanced filter with the workflow state and
 * the BP's filterable fields. The to-do list filters like an explorer, except by responsible (it
 * is the user's own), and across business processes by centre, process, search and date.
 */
export function useFilterSources(
  mode: ListMode,
  businessProcess: string | null,
  meta: BpMeta | null,
  isShared: boolean,
): FilterSources {
  const { t } = useTranslation();
  // The global search filters by centre and text only; the explorer and the to-do list by every panel.
  const fullFilters = mode !== 'search';
  const byResponsible = mode === 'explorer';
  const bpProcess = meta?.info.process ?? null;
  const states = meta?.states ?? NO_STATES;
  const me = useSession((s) => s.persisted.user);
  const currentCentro = useSession((s) => s.persisted.centro);
  const siteId = useSession((s) => s.persisted.site_data?.id ?? null);
  const allCentros = useSession((s) => s.me?.centros);
  const tree = useProcessTree(fullFilters);
  const processId = processIdByReference(tree.data ?? [], bpProcess);
  const users = useResponsibleUsers(byResponsible ? processId : null);
  const fields = useFilterFields(fullFilters ? businessProcess : null);
  const dateFields = useDateFields(fullFilters ? businessProcess : null);

  // The state is a unit column the advanced filter takes like a field (a list of state ids).
  const stateField: FilterField[] = states.length
    ? [
        {
          id: 'current_workflow_state',
          label: t('explorer.stateField'),
          kind: 'state',
          multiple: true,
          items: states.map((s) => ({ value: s.id, text: localizedText(s.label, currentLanguage()) })),
        },
      ]
    : [];
  const advanced = [...stateField, ...(fields.data ?? [])];
  const centros = (allCentros ?? []).filter((c) => c.site === siteId);
  const choices = userFilterChoices(users.data ?? [], me?.id ?? null);
  const treeNodes = tree.data ?? [];
  const panels: PanelId[] = [];
  if ((isShared || mode !== 'explorer') && centros.length > 1) panels.push('centro');
  if (fullFilters && treeNodes.some((n) => selectableIds(n).length > 0)) panels.push('process');
  panels.push('search');
  if (fullFilters) panels.push('dates');
  if (fullFilters && advanced.length > 0) panels.push('advanced');
  if (byResponsible && choices.length > 0) panels.push('user');
  return {
    currentCentro,
    centros,
    tree: treeNodes,
    users: choices,
    fields: advanced,
    dateFields: (dateFields.data ?? []).map((f) => ({ id: f.id, label: f.label })),
    panels,
  };
}
