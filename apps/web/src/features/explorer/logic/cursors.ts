import type { UnitCollection } from '@qualium/contracts';

/**
 * Paging past the count cap (docs/decisions.md "Paging past the count cap"): below the cap the
 * table pages by offset; once a page starts past a count that stopped at the cap, it asks for the
 * page by the cursor its previous page handed out (next_cursor), so that every match stays
 * reachable and a deep page costs what the first does. The cursors belong to one list (filters,
 * order, page size): another list starts with none.
 */
export interface PageCursors {
  /** The list they belong to (its query without the page). */
  list: string;
  /** Page number → the cursor it starts after. */
  byPage: Readonly<Record<number, string>>;
}

export const NO_CURSORS: PageCursors = { list: '', byPage: {} };

/** The list a query asks for in a site and centro, whatever its page: what cursors are kept by. */
export function listIdentity(query: Record<string, string>, scope = ''): string {
  const { offset: _offset, page: _page, cursor: _cursor, ...list } = query;
  return JSON.stringify([scope, Object.entries(list).sort(([a], [b]) => a.localeCompare(b))]);
}

/** The page a query asks for (offset lists and the related list's `page`). */
export function requestedPage(query: Record<string, string>): number {
  if (query.page) return Number(query.page);
  return Math.floor(Number(query.offset ?? 0) / Number(query.items_per_page ?? 1)) + 1;
}

/** Keeps the next page's cursor when that page starts past the capped count (offsets serve the rest). */
export function rememberNext(cursors: PageCursors, list: string, answer: UnitCollection, perPage: number): PageCursors {
  const kept = cursors.list === list ? cursors : { list, byPage: {} };
  const next = answer.page + 1;
  const pastCount = !answer.count_exact && (next - 1) * perPage >= answer.count;
  if (!pastCount || answer.next_cursor === null || kept.byPage[next] === answer.next_cursor) return kept;
  return { list, byPage: { ...kept.byPage, [next]: answer.next_cursor } };
}

/**
 * The query as sent: with the page's cursor when one is known. A page past the cap whose cursor is
 * not known (an address opened afresh on page 150) still loads, by offset.
 */
export function withCursor(query: Record<string, string>, list: string, cursors: PageCursors): Record<string, string> {
  if (cursors.list !== list) return query;
  const cursor = cursors.byPage[requestedPage(query)];
  return cursor ? { ...query, cursor } : query;
}

/**
 * The highest page the controls may go to: the last page of an exact count; past a capped one, the
 * page after this one while the server says there is more (the end is not known).
 */
export function reachablePage(page: number, last: number, exact: boolean, more: boolean): number {
  return exact ? last : Math.max(last, more ? page + 1 : page);
}
