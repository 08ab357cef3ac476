import type { FilterKey, FilterSet, ItemsPerPage } from './filterSet';
import type { SortState } from './sort';

/**
 * A list's filter set and the changes its filter area, table and paging make. The explorer page
 * keeps it in the URL (useExplorerUrl); an embedded list (the viewer's related box) in its own
 * state (useLocalFilters). The components take this, so they work with either.
 */
export interface FilterControls {
  filters: FilterSet;
  /** New filters (records-explorer §2: back to page 1). */
  applyFilters(change: Partial<Pick<FilterSet, FilterKey>>): void;
  /** A filter set computed from the current one (chip removal, clear all). */
  replaceFilters(next: FilterSet): void;
  setPage(page: number): void;
  /** records-explorer §2: changing the page size resets the page to 1. */
  setPageSize(size: ItemsPerPage): void;
  setSort(sort: SortState): void;
}
