import type { BpView } from '@qualium/contracts';

/**
 * Where the notification BP defines no table or cards of its own, the dialog lists the spec's
 * alternate columns (records-explorer §2 Notifications dialog): title, creator, creation date,
 * workflow state and workflow limit date, newest first.
 */
const FALLBACK_COLUMNS = ['title', 'creador', 'fecha_creacion', 'current_workflow_state', 'current_workflow_limit'];
export const FALLBACK_VIEWS: BpView[] = [
  {
    kind: 'table',
    columns: FALLBACK_COLUMNS.map((field) => ({ field, sortable: true })),
    sort_by: 'fecha_creacion',
    sort_desc: true,
  },
  // A card's header already names the title.
  { kind: 'cards', columns: FALLBACK_COLUMNS.slice(1).map((field) => ({ field, sortable: true })) },
];

/** The notification BP's own table and cards (subject, author, date, state); the fallback without them. */
export function listingViews(views: readonly BpView[] | undefined): BpView[] {
  const listing = (views ?? []).filter((v) => v.kind === 'table' || v.kind === 'cards');
  return listing.length > 0 ? listing : FALLBACK_VIEWS;
}
