import { type BpView, DEFAULT_CARD_COLUMNS, DEFAULT_TABLE_COLUMNS } from '@qualium/contracts';
import type { ListMode } from '../state/apiQuery';
import type { ViewKind } from './registry';

const CARDS: BpView = { kind: 'cards', columns: DEFAULT_CARD_COLUMNS.map((field) => ({ field, sortable: true })) };
/** The global search lists units of every business process in one table. */
export const SEARCH_VIEWS: BpView[] = [
  { kind: 'table', columns: DEFAULT_TABLE_COLUMNS.map((field) => ({ field, sortable: true })), sort_desc: false },
];

/** The calendar where the business process defines none: units by their limit, every day of the week. */
export const DEFAULT_CALENDAR: BpView = {
  kind: 'calendar',
  date_field: 'current_workflow_limit',
  type: 'month',
  weekdays: 'all',
};
/** The to-do list across business processes: a table (soonest limit first), cards and the calendar. */
const TODO_VIEWS: BpView[] = [...SEARCH_VIEWS, CARDS, DEFAULT_CALENDAR];

/**
 * The views a list offers. The global search: its table. The to-do list without a business
 * process: table, cards and calendar. Otherwise the business process's own views (`bpViews`, null
 * when no business process is named) — and where the page opens on the calendar (explorerCalendar),
 * a calendar by limit when the business process has none, or the only view when none is named.
 */
export function listViews(mode: ListMode, bpViews: readonly BpView[] | null, preferred: ViewKind | null): BpView[] {
  if (mode === 'search') return SEARCH_VIEWS;
  if (bpViews === null) return mode === 'todo' ? TODO_VIEWS : preferred === 'calendar' ? [DEFAULT_CALENDAR] : [];
  if (preferred === 'calendar' && !bpViews.some((v) => v.kind === 'calendar')) return [...bpViews, DEFAULT_CALENDAR];
  return [...bpViews];
}

/**
 * The view on screen (records-explorer §2): on mobile the cards view, forced (the business
 * process's own card layout if it has one); else the one chosen in the URL if the business process
 * has it, else its first view.
 */
export function currentView(views: readonly BpView[], chosen: string | null, mobile: boolean): BpView | null {
  if (mobile) return views.find((v) => v.kind === 'cards') ?? CARDS;
  return views.find((v) => v.kind === chosen) ?? views[0] ?? null;
}

export function viewKinds(views: readonly BpView[]): ViewKind[] {
  return [...new Set(views.map((v) => v.kind))];
}

/**
 * The view a link to one unit opens (`explorer?business_process=…&pk=…`, records-explorer §2: related chips,
 * indicator-tracking links, the related box): the first that lists units, so the unit is there to
 * open even where the business process starts on its charts or calendar.
 */
export function viewListingUnit(views: readonly BpView[]): ViewKind | null {
  return views.find((v) => listsUnits(v.kind))?.kind ?? null;
}

/** Whether a view of this kind shows the explorer's unit list (the table and the cards do). */
export function listsUnits(kind: string): boolean {
  return kind === 'table' || kind === 'cards';
}

/**
 * The call a view of this kind loads by (records-explorer §2 "fetch function"): table and cards
 * share the unit list; the calendar and the charts each have their own.
 */
export function viewFetch(kind: string): string {
  return listsUnits(kind) ? 'units' : kind;
}
