import type { BpState, CentroSummary, FilterField, FilterUser, ProcessTreeNode } from '@qualium/contracts';
import { localizedText } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import type { BpMeta } from '../../../api/bpMeta';
import { useProcessTree } from '../../../api/processTree';
import { currentLanguage } from '../../../i18n';
import { useSession } from '../../../session/session';
import { useDateFields, useFilterFields } from '../api/useFilterFields';
import { useFilterUsers } from '../api/useFilterUsers';
import type { DateFieldOption } from '../logic/dateRange';
import type { PanelId } from '../logic/drafts';
import { panelsFor } from '../logic/panels';
import { selectableIds } from '../logic/processTree';
import type { ListMode } from '../state/apiQuery';

const NO_STATES: BpState[] = [];
const NO_USERS: FilterUser[] = [];

/** What the filter panels offer, and which panels there are for this list. */
export interface FilterSources {
  currentCentro: number | null;
  centros: CentroSummary[];
  tree: ProcessTreeNode[];
  users: readonly FilterUser[];
  fields: FilterField[];
  dateFields: DateFieldOption[];
  /** In the order the filter bar shows them. */
  panels: PanelId[];
}

/**
 * Loads what the panels list, only for the panels the list may have (logic/panels.ts): the
 * company's centres the user may browse, the process tree of the centre (the processes the user
 * takes part in), the people of the current centre (the server's user filter list), the workflow
 * state and the business process's filterable fields, and the dates a range may apply to.
 */
export function useFilterSources(
  mode: ListMode,
  businessProcess: string | null,
  meta: BpMeta | null,
  isShared: boolean,
): FilterSources {
  const { t } = useTranslation();
  // The panels this list could have, whatever there turns out to be to choose: what to load.
  const possible = panelsFor(mode, { isShared, centros: 2, processes: true, advancedFields: true, users: true });
  const states = meta?.states ?? NO_STATES;
  const currentCentro = useSession((s) => s.persisted.centro);
  const siteId = useSession((s) => s.persisted.site_data?.id ?? null);
  const allCentros = useSession((s) => s.me?.centros);
  const tree = useProcessTree(possible.includes('process'));
  const users = useFilterUsers(possible.includes('user'));
  const fields = useFilterFields(possible.includes('advanced') ? businessProcess : null);
  const dateFields = useDateFields(possible.includes('dates') ? businessProcess : null, possible.includes('dates'));

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
  const advanced = possible.includes('advanced') ? [...stateField, ...(fields.data ?? [])] : [];
  const centros = (allCentros ?? []).filter((c) => c.site === siteId);
  const treeNodes = tree.data ?? [];
  const people = users.data ?? NO_USERS;
  return {
    currentCentro,
    centros,
    tree: treeNodes,
    users: people,
    fields: advanced,
    dateFields: (dateFields.data ?? []).map((f) => ({ id: f.id, label: f.label })),
    panels: panelsFor(mode, {
      isShared,
      centros: centros.length,
      processes: treeNodes.some((n) => selectableIds(n).length > 0),
      advancedFields: advanced.length > 0,
      users: people.length > 0,
    }),
  };
}
