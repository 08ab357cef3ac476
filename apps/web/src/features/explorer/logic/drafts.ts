import { type AdvancedFilters, DEFAULT_DATE_FIELD, type FilterKey, type FilterSet } from '../state/filterSet';
import { checkedCentros, isCentroFiltered, normalizeCentros } from './centros';
import { type DateRangeDraft, dateRangeProblem } from './dateRange';
import { searchToApply } from './search';

/**
 * What the filter panels edit before Send (records-explorer §2 "Filter panels"): one part per
 * panel, so a panel edits its part and the combined super-filter dialog edits them all.
 */
export interface FilterDraft {
  centro: number[];
  process: number[];
  search: string;
  dates: DateRangeDraft;
  advanced: AdvancedFilters;
  user: number | null;
}
export type PanelId = keyof FilterDraft;

type Change = Partial<Pick<FilterSet, FilterKey>>;

export function draftOf(filters: FilterSet, currentCentro: number | null): FilterDraft {
  const dates = filters.filter_dates;
  return {
    centro: checkedCentros(filters.centro_list, currentCentro),
    process: [...filters.processes_ids],
    search: filters.search,
    dates: dates ? { field: dates.field, from: dates.range[0], to: dates.range[1] } : emptyDates(),
    advanced: { ...filters.advanced_filters },
    user: filters.current_workflow_responsible,
  };
}

function emptyDates(): DateRangeDraft {
  return { field: DEFAULT_DATE_FIELD, from: '', to: '' };
}

/** Whether Send may apply the panel's part (records-explorer §5: an invalid date range or a 1–2 letter search may not). */
export function canSendPart(panel: PanelId, draft: FilterDraft): boolean {
  if (panel === 'dates') {
    const { from, to } = draft.dates;
    // An untouched range is no filter; a started one must be complete and in order.
    return (from === '' && to === '') || dateRangeProblem(from, to) === null;
  }
  if (panel === 'search') return searchToApply(draft.search) !== null;
  return true;
}

/** The filter set change Send makes for a panel's part. */
export function changeOf(panel: PanelId, draft: FilterDraft, currentCentro: number | null): Change {
  switch (panel) {
    case 'centro':
      // Confirming nothing selects the current centre, i.e. no centro filter (records-explorer §4).
      return { centro_list: normalizeCentros(draft.centro, currentCentro) };
    case 'process':
      return { processes_ids: [...draft.process] };
    case 'search':
      return { search: searchToApply(draft.search) ?? '' };
    case 'dates': {
      const { field, from, to } = draft.dates;
      return { filter_dates: from === '' && to === '' ? null : { field, range: [from, to] } };
    }
    case 'advanced':
      return { advanced_filters: { ...draft.advanced } };
    case 'user':
      return { current_workflow_responsible: draft.user };
  }
}

/** Clear: the part emptied (records-explorer §4: clearing the date range resets field and range). */
export function clearedDraft(panel: PanelId, draft: FilterDraft): FilterDraft {
  const empty: FilterDraft = { centro: [], process: [], search: '', dates: emptyDates(), advanced: {}, user: null };
  return { ...draft, [panel]: empty[panel] };
}

/** Whether the panel's filter is applied now (its button is marked). */
export function isPanelActive(panel: PanelId, filters: FilterSet, currentCentro: number | null): boolean {
  switch (panel) {
    case 'centro':
      return isCentroFiltered(filters.centro_list, currentCentro);
    case 'process':
      return filters.processes_ids.length > 0;
    case 'search':
      return filters.search !== '';
    case 'dates':
      return filters.filter_dates !== null;
    case 'advanced':
      return Object.keys(filters.advanced_filters).length > 0;
    case 'user':
      return filters.current_workflow_responsible !== null;
  }
}
