import {
  DATE_UNIT_COLUMNS,
  type DateFilter,
  DEFAULT_ITEMS_PER_PAGE,
  type ITEMS_PER_PAGE_CHOICES,
  isoDay,
} from '@qualium/contracts';
import { z } from 'zod';
import type { SortState } from './sort';

/**
 * The explorer's filter set (records-explorer §3), with the spec's names. It lives in the page's
 * URL (state/urlState.ts) and becomes the API query (state/apiQuery.ts).
 */

/** An advanced filter value: one choice, several, or a `{from, to}` range for numbers and dates. */
export const advancedValue = z.union([
  z.string().min(1).max(200),
  z.array(z.string().min(1).max(200)).min(1).max(100),
  z
    .object({ from: z.string().max(40).optional(), to: z.string().max(40).optional() })
    .refine((r) => Boolean(r.from || r.to), 'Empty range'),
]);
export type AdvancedValue = z.infer<typeof advancedValue>;
export const advancedFilters = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), advancedValue);
export type AdvancedFilters = z.infer<typeof advancedFilters>;

/** Ranges on date fields by field id (records-explorer §3 `date_fields`): `[from, to]`, both days included. */
export const dateFields = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,63}$/), z.tuple([isoDay, isoDay]));
export type DateFields = z.infer<typeof dateFields>;

export type ItemsPerPage = (typeof ITEMS_PER_PAGE_CHOICES)[number];

export interface FilterSet {
  business_process: string | null;
  /** 1-based. */
  page: number;
  units_per_page: ItemsPerPage;
  /** A column name; null means the view's default sort. */
  sort_by: string | null;
  sort_desc: boolean;
  search: string;
  /**
   * The site and centro whose path the calls go to (records-explorer §7: paths are relative to a
   * site or centro path); null means the session's. Not filters a user sets: no chip, not in the URL.
   */
  site: string | null;
  centro: number | null;
  /** Empty means the current centre (records-explorer §4 centro filter). */
  centro_list: number[];
  /** Only these business processes, or all but these (lists spanning business processes). */
  business_process_include: string[];
  business_process_exclude: string[];
  /** One process (with its descendants); `processes_ids` takes several. */
  process_id: number | null;
  processes_ids: number[];
  filter_dates: DateFilter | null;
  date_fields: DateFields;
  current_workflow_responsible: number | null;
  /** A responsible the list is narrowed to (sent as current_workflow_responsible when that is unset). */
  workflow_responsible: number | null;
  advanced_filters: AdvancedFilters;
  exclude_states: string[];
  pk: string;
  directories: number[];
}

export const DEFAULT_DATE_FIELD = 'current_workflow_limit';

export const EMPTY_FILTER_SET: FilterSet = {
  business_process: null,
  page: 1,
  units_per_page: DEFAULT_ITEMS_PER_PAGE as ItemsPerPage,
  sort_by: null,
  sort_desc: false,
  search: '',
  site: null,
  centro: null,
  centro_list: [],
  business_process_include: [],
  business_process_exclude: [],
  process_id: null,
  processes_ids: [],
  filter_dates: null,
  date_fields: {},
  current_workflow_responsible: null,
  workflow_responsible: null,
  advanced_filters: {},
  exclude_states: [],
  pk: '',
  directories: [],
};

/** The keys a user filters by (not paging or sorting): what chips show and "clear all" empties. */
export const FILTER_KEYS = [
  'search',
  'centro_list',
  'business_process_include',
  'business_process_exclude',
  'process_id',
  'processes_ids',
  'filter_dates',
  'date_fields',
  'current_workflow_responsible',
  'workflow_responsible',
  'advanced_filters',
  'exclude_states',
  'pk',
  'directories',
] as const satisfies ReadonlyArray<keyof FilterSet>;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * A filter changed: records-explorer §2 "changing filters resets to the first view and reloads" — and the
 * first page, since the old page number means nothing for a different result.
 */
export function withFilters(current: FilterSet, change: Partial<Pick<FilterSet, FilterKey>>): FilterSet {
  return { ...current, ...change, page: 1 };
}

export function withPage(current: FilterSet, page: number): FilterSet {
  return { ...current, page };
}

/** records-explorer §2: changing the page size resets the page to 1. */
export function withPageSize(current: FilterSet, size: ItemsPerPage): FilterSet {
  return { ...current, units_per_page: size, page: 1 };
}

/** Another order starts at page 1: the old page of another order means nothing. */
export function withSort(current: FilterSet, sort: SortState): FilterSet {
  return { ...current, sort_by: sort.field, sort_desc: sort.desc, page: 1 };
}

/** Every user filter cleared; the business process, page size and sort stay. */
export function withoutFilters(current: FilterSet): FilterSet {
  const cleared: Partial<FilterSet> = {};
  for (const key of FILTER_KEYS) Object.assign(cleared, { [key]: EMPTY_FILTER_SET[key] });
  return { ...current, ...cleared, page: 1 };
}

/**
 * Another business process (the to-do list's choice): filters that name its fields, states, units
 * or folders start over; the search, centres, processes and a range on a unit date stay.
 */
export function withBusinessProcess(current: FilterSet, reference: string | null): FilterSet {
  const dates = current.filter_dates;
  const unitDate = dates !== null && (DATE_UNIT_COLUMNS as readonly string[]).includes(dates.field);
  return {
    ...current,
    business_process: reference,
    page: 1,
    sort_by: null,
    sort_desc: false,
    filter_dates: unitDate ? dates : null,
    date_fields: {},
    advanced_filters: {},
    exclude_states: [],
    pk: '',
    directories: [],
  };
}
