import { type BpView, DEFAULT_CARD_COLUMNS, DEFAULT_TABLE_COLUMNS } from '@qualium/contracts';
import type { ViewKind } from './registry';

const CARDS: BpView = { kind: 'cards', columns: DEFAULT_CARD_COLUMNS.map((field) => ({ field, sortable: true })) };
/** The global search lists units of every business process in one table. */
export const SEARCH_VIEWS: BpView[] = [
  { kind: 'table', columns: DEFAULT_TABLE_COLUMNS.map((field) => ({ field, sortable: true })), sort_desc: false },
];

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
