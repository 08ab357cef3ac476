import type { UnitCollection } from '@qualium/contracts';
import { listIdentity, NO_CURSORS, type PageCursors, rememberNext, withCursor } from '../logic/cursors';
import type { ListMode } from '../state/apiQuery';

/**
 * The cursors the server handed out, per list, for the session (logic/cursors.ts): kept outside
 * the list's component so that the route's prefetch asks a page past the cap by the same cursor
 * the table does, not by a deep offset. A few lists are kept (the explorer and the related lists
 * beside it); the least recently answered is dropped.
 */
const LISTS_KEPT = 8;
const kept = new Map<string, PageCursors>();

const identityOf = (mode: ListMode, site: string | null, centro: number | null, asked: Record<string, string>) =>
  listIdentity(asked, `${mode}/${site}/${centro}`);

/** The query as sent: with the page's cursor when this list handed one out for it. */
export function queryWithCursor(
  mode: ListMode,
  site: string | null,
  centro: number | null,
  asked: Record<string, string>,
): Record<string, string> {
  const list = identityOf(mode, site, centro, asked);
  return withCursor(asked, list, kept.get(list) ?? NO_CURSORS);
}

/** Keeps the next page's cursor of an answer (only past a capped count). */
export function keepNextCursor(
  mode: ListMode,
  site: string | null,
  centro: number | null,
  asked: Record<string, string>,
  answer: UnitCollection,
): void {
  const list = identityOf(mode, site, centro, asked);
  const perPage = Number(asked.units_per_page ?? asked.items_per_page);
  const next = rememberNext(kept.get(list) ?? NO_CURSORS, list, answer, perPage);
  if (Object.keys(next.byPage).length === 0) return;
  kept.delete(list);
  kept.set(list, next);
  if (kept.size > LISTS_KEPT) kept.delete(kept.keys().next().value as string);
}
