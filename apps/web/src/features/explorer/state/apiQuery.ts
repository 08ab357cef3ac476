import { SEARCH_MIN_LENGTH } from '@qualium/contracts';
import type { AdvancedFilters, DateFields, FilterSet } from './filterSet';

/**
 * Which list call the filter set is for: a business process's explorer, the global search, the
 * signed-in user's to-do list (records-explorer §1: "the explorer with the current user as
 * responsible", every business process unless one is chosen), the units related to one unit
 * (the viewer's related box: related_list), or the user's notifications (the top bar's dialog).
 */
export type ListMode = 'explorer' | 'search' | 'todo' | 'related' | 'notifications';

/** The search text as the server gets it: applied only from 3 characters on (records-explorer §5). */
export function effectiveSearch(search: string): string {
  const text = search.trim();
  return text.length >= SEARCH_MIN_LENGTH ? text : '';
}

/**
 * The filters of the filter set as query parameters (records-explorer §7 "Explorer query mapping"):
 * search, business_process (never for the global search, whose server refuses it) and
 * business_process_include / _exclude as comma lists, affected_process (process_id) and
 * affected_processes, centros as a comma list, current_workflow_responsible (the filter set's, else
 * its workflow_responsible; the to-do list's server puts the user there itself), exclude_states and
 * the URL-encoded date filters: filter_dates, and date_fields as `{from, to}` ranges inside the
 * advanced filters (a field's own filter there wins). `site` and `centro` are not parameters: they
 * pick the call's path (listScope). Empty filters are left out. Lists and calendars share it.
 */
export function filterQuery(filters: FilterSet, mode: ListMode): Record<string, string> {
  const q: Record<string, string> = {};
  const search = effectiveSearch(filters.search);
  if (search) q.search = search;
  if (mode !== 'search' && filters.business_process) q.business_process = filters.business_process;
  if (filters.business_process_include.length > 0) {
    q.business_process_include = filters.business_process_include.join(',');
  }
  if (filters.business_process_exclude.length > 0) {
    q.business_process_exclude = filters.business_process_exclude.join(',');
  }
  if (filters.process_id !== null) q.affected_process = String(filters.process_id);
  if (filters.processes_ids.length > 0) q.affected_processes = filters.processes_ids.join(',');
  if (filters.centro_list.length > 0) q.centros = filters.centro_list.join(',');
  const responsible = filters.current_workflow_responsible ?? filters.workflow_responsible;
  if (mode !== 'todo' && responsible !== null) q.current_workflow_responsible = String(responsible);
  if (filters.exclude_states.length > 0) q.exclude_states = filters.exclude_states.join(',');
  if (filters.filter_dates) q.filter_dates = JSON.stringify(filters.filter_dates);
  const advanced = { ...dateFieldRanges(filters.date_fields), ...filters.advanced_filters };
  if (Object.keys(advanced).length > 0) q.advanced_filters = JSON.stringify(advanced);
  if (filters.pk) q.pk = filters.pk;
  if (filters.directories.length > 0) q.directories = filters.directories.join(',');
  return q;
}

function dateFieldRanges(dates: DateFields): AdvancedFilters {
  return Object.fromEntries(Object.entries(dates).map(([field, [from, to]]) => [field, { from, to }]));
}

/** The site and centro a list call goes to: the filter set's own, else the session's. */
export function listScope(
  filters: Pick<FilterSet, 'site' | 'centro'>,
  session: { site: string | null; centro: number | null },
): { site: string | null; centro: number | null } {
  return { site: filters.site ?? session.site, centro: filters.centro ?? session.centro };
}

/**
 * The list call's query: items_per_page, offset = page size × (page − 1), sort_by `field:asc|desc`
 * with sort_order A|D, then the filters.
 */
export function listQuery(filters: FilterSet, mode: ListMode): Record<string, string> {
  const q: Record<string, string> = {
    items_per_page: String(filters.units_per_page),
    offset: String(filters.units_per_page * (filters.page - 1)),
  };
  // Without a sort of its own the server applies the view's default (and says which in `sort`).
  if (filters.sort_by) {
    q.sort_by = `${filters.sort_by}:${filters.sort_desc ? 'desc' : 'asc'}`;
    q.sort_order = filters.sort_desc ? 'D' : 'A';
  }
  return { ...q, ...filterQuery(filters, mode) };
}

/** The unit whose related units a related list shows, and the business processes it is limited to. */
export interface RelatedTo {
  uid: string;
  /** The unit's own business process: related_list requires it with `pk` (records-explorer §5, §7). */
  businessProcess: string;
  /** The related box's business processes; absent means every one but notifications (the server's rule). */
  include?: readonly string[];
}

/**
 * The related list's query (records-explorer §7 "Related list": centro, business_process, page,
 * sort_by, sort_desc, pk, units_per_page), plus the filters of its filter area (process, search,
 * date range). Without a sort of its own the server sorts by limit date (records-explorer §9).
 */
export function relatedListQuery(filters: FilterSet, unit: RelatedTo): Record<string, string> {
  const q: Record<string, string> = {
    business_process: unit.businessProcess,
    pk: unit.uid,
    page: String(filters.page),
    units_per_page: String(filters.units_per_page),
  };
  if (filters.sort_by) {
    q.sort_by = filters.sort_by;
    q.sort_desc = String(filters.sort_desc);
  }
  if (unit.include && unit.include.length > 0) q.business_process_include = unit.include.join(',');
  // The filter set names no business process or unit of its own here: those above are the unit's.
  return { ...q, ...filterQuery({ ...filters, business_process: null, pk: '' }, 'related') };
}

/**
 * The calendar call's query (explorer_calendar / todo_calendar): the filters plus the days shown,
 * `start` included and `end` excluded (at most 31 days, which the server enforces too). No
 * `date_field`: the server places units by the business process's calendar view (with its end
 * date), or by the limit in the to-do calendar.
 */
export function calendarQuery(
  filters: FilterSet,
  mode: ListMode,
  range: { start: string; end: string },
): Record<string, string> {
  return { ...filterQuery(filters, mode), start: range.start, end: range.end };
}
