import type { UnitCollection } from '@qualium/contracts';

/** Pause before a typed search of units to relate is sent; short, since the user is waiting on the list. */
export const RELATED_SEARCH_PAUSE_MS = 400;

/**
 * The record picker's ticks (records-explorer §2 "Other"), in the order they were chosen (the
 * order the field keeps). In a single related select, ticking one unit unticks the other.
 */
export function togglePicked(picked: readonly string[], uid: string, multiple: boolean): string[] {
  if (picked.includes(uid)) return picked.filter((x) => x !== uid);
  return multiple ? [...picked, uid] : [uid];
}

/** The header box: unticks the page when all of it is ticked, else ticks what is missing. */
export function togglePagePicked(picked: readonly string[], page: readonly string[]): string[] {
  if (page.length > 0 && page.every((uid) => picked.includes(uid))) return picked.filter((x) => !page.includes(x));
  return [...picked, ...page.filter((uid) => !picked.includes(uid))];
}

/**
 * The count the picker's paging shows: the list's own when exact; when the server stopped counting
 * (a broad search), -1 ("more than") while another page follows, else what has been seen.
 */
export function pagingCount(list: UnitCollection, page: number, perPage: number): number {
  if (list.count_exact) return list.count;
  return list.next_cursor !== null ? -1 : (page - 1) * perPage + list.units.length;
}
