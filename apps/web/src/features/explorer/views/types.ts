import type { BpView, UnitCollection } from '@qualium/contracts';
import type { ListMode } from '../state/apiQuery';
import type { FilterSet, ItemsPerPage } from '../state/filterSet';
import type { SortState } from '../state/sort';
import type { Selection } from './selection';

/** The ticked units of a list and how to change them. */
export interface SelectionControl {
  value: Selection;
  onChange(next: Selection): void;
}

/** One page of the unit list as a list view gets it. */
export interface ListPage {
  data: UnitCollection | undefined;
  /** A load is running (the first, or the next page while the old one stays on screen). */
  fetching: boolean;
}

/**
 * What the explorer gives a view. List views (table, cards) show `list`; views with a fetch of
 * their own (calendar, charts) read the business process and filters and load what they need.
 */
export interface ViewProps {
  /** Whose units: the explorer's, or the user's to-do list (its calendar is todo_calendar). */
  mode: ListMode;
  view: BpView;
  businessProcess: string | null;
  filters: FilterSet;
  /** The API query of the current filter set (records-explorer §7 mapping). */
  query: Record<string, string>;
  list: ListPage;
  mobile: boolean;
  onOpenUnit(uid: string): void;
  onSort(sort: SortState): void;
  onPage(page: number): void;
  onPageSize(size: ItemsPerPage): void;
  /**
   * The table's columns among the list's own, where the list sits in a narrow box (the related
   * box); absent means all. The expanded row still shows every value.
   */
  columns?: readonly string[];
  /** Absent where units cannot be ticked (a list embedded in another view: the related box). */
  selection?: SelectionControl;
}
