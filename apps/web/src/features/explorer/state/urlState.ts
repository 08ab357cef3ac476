import { dateFilter, dateRangeProblem, ITEMS_PER_PAGE_CHOICES } from '@qualium/contracts';
import { type CalendarUrlState, parseCalendarState, putCalendarState } from './calendarState';
import {
  advancedFilters,
  DEFAULT_DATE_FIELD,
  dateFields,
  EMPTY_FILTER_SET,
  type FilterSet,
  type ItemsPerPage,
} from './filterSet';

/**
 * The explorer's whole state in the page's query string, so that a view is bookmarkable and the
 * back button walks through filter changes. Names are the filter set's (records-explorer §3);
 * lists are comma separated, the date filter is `date_range=from,to` plus `date_field`, advanced
 * filters are JSON. Defaults are left out. A value that does not parse is ignored, never fatal:
 * a hand-edited or old bookmark still opens.
 */
export interface ExplorerUrlState {
  filters: FilterSet;
  /** The chosen view kind; null means the business process's first view. */
  view: string | null;
  /** The unit open in the viewer (records-explorer §2: the explorer route with pk opens a unit). */
  unit: string | null;
  /** Where the calendar view is (its own keys; see calendarState.ts). */
  calendar: CalendarUrlState;
}

const ID_LIST = /^\d{1,12}(,\d{1,12})*$/;
const NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const FIELD = /^[a-z][a-z0-9_]{0,63}$/;

function ids(value: string | null): number[] {
  return value && ID_LIST.test(value) ? [...new Set(value.split(',').map(Number))] : [];
}

function names(value: string | null): string[] {
  return value ? [...new Set(value.split(',').filter((n) => NAME.test(n)))] : [];
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

function json(value: string | null): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function parseDates(params: URLSearchParams): FilterSet['filter_dates'] {
  const range = params.get('date_range')?.split(',');
  const parsed = dateFilter.safeParse({ range, field: params.get('date_field') ?? undefined });
  return parsed.success && !dateRangeProblem(parsed.data.range) ? parsed.data : null;
}

export function parseExplorerUrl(params: URLSearchParams): ExplorerUrlState {
  const perPage = positiveInt(params.get('units_per_page'));
  const sortBy = params.get('sort_by');
  const bp = params.get('business_process');
  const advanced = advancedFilters.safeParse(json(params.get('advanced_filters')));
  const ranges = dateFields.safeParse(json(params.get('date_fields')));
  const pk = params.get('pk') ?? '';
  const filters: FilterSet = {
    business_process: bp && NAME.test(bp) ? bp : null,
    page: positiveInt(params.get('page')) ?? 1,
    units_per_page: (ITEMS_PER_PAGE_CHOICES as readonly number[]).includes(perPage ?? 0)
      ? (perPage as ItemsPerPage)
      : EMPTY_FILTER_SET.units_per_page,
    sort_by: sortBy && FIELD.test(sortBy) ? sortBy : null,
    sort_desc: params.get('sort_desc') === '1',
    search: (params.get('search') ?? '').slice(0, 200),
    // The call's site and centro are the session's: an address does not move the list elsewhere.
    site: null,
    centro: null,
    centro_list: ids(params.get('centro_list')),
    business_process_include: names(params.get('business_process_include')),
    business_process_exclude: names(params.get('business_process_exclude')),
    process_id: positiveInt(params.get('process_id')),
    processes_ids: ids(params.get('processes_ids')),
    filter_dates: parseDates(params),
    date_fields: ranges.success && Object.values(ranges.data).every((r) => !dateRangeProblem(r)) ? ranges.data : {},
    current_workflow_responsible: positiveInt(params.get('current_workflow_responsible')),
    workflow_responsible: positiveInt(params.get('workflow_responsible')),
    advanced_filters: advanced.success ? advanced.data : {},
    exclude_states: names(params.get('exclude_states')),
    pk: pk.length <= 200 ? pk : '',
    directories: ids(params.get('directories')),
  };
  const view = params.get('view');
  const unit = params.get('unit');
  return {
    filters,
    view: view && FIELD.test(view) ? view : null,
    unit: unit || null,
    calendar: parseCalendarState(params),
  };
}

/** The query string of a state; keys in a fixed order so equal states give equal URLs. */
export function explorerUrlParams(state: ExplorerUrlState): URLSearchParams {
  const f = state.filters;
  const out = new URLSearchParams();
  const put = (key: string, value: string | null | false) => {
    if (value !== null && value !== false && value !== '') out.set(key, value);
  };
  put('business_process', f.business_process);
  put('view', state.view);
  put('page', f.page > 1 && String(f.page));
  put('units_per_page', f.units_per_page !== EMPTY_FILTER_SET.units_per_page && String(f.units_per_page));
  put('sort_by', f.sort_by);
  put('sort_desc', f.sort_by !== null && f.sort_desc && '1');
  put('search', f.search);
  put('centro_list', f.centro_list.join(','));
  put('business_process_include', f.business_process_include.join(','));
  put('business_process_exclude', f.business_process_exclude.join(','));
  put('process_id', f.process_id !== null && String(f.process_id));
  put('processes_ids', f.processes_ids.join(','));
  if (f.filter_dates) {
    put('date_range', f.filter_dates.range.join(','));
    put('date_field', f.filter_dates.field !== DEFAULT_DATE_FIELD && f.filter_dates.field);
  }
  put('date_fields', Object.keys(f.date_fields).length > 0 && JSON.stringify(f.date_fields));
  put(
    'current_workflow_responsible',
    f.current_workflow_responsible !== null && String(f.current_workflow_responsible),
  );
  put('workflow_responsible', f.workflow_responsible !== null && String(f.workflow_responsible));
  put('advanced_filters', Object.keys(f.advanced_filters).length > 0 && JSON.stringify(f.advanced_filters));
  put('exclude_states', f.exclude_states.join(','));
  put('pk', f.pk);
  put('directories', f.directories.join(','));
  putCalendarState(out, state.calendar);
  put('unit', state.unit);
  return out;
}
