/** Paging rules of records-explorer §5 and §9. */

/** records-explorer §9: page buttons shown at most 3. */
export const MAX_PAGE_BUTTONS = 3;

export function lastPage(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}

/** records-explorer §5: the page input is clamped between 1 and the last page; what is not a number is no page. */
export function clampPage(input: string | number, last: number): number | null {
  const n = typeof input === 'number' ? input : Number(input.trim());
  if (!Number.isFinite(n) || (typeof input === 'string' && input.trim() === '')) return null;
  return Math.min(Math.max(1, Math.trunc(n)), Math.max(1, last));
}

/** The numbered buttons: at most three consecutive pages, the current one centred where possible. */
export function pageButtons(current: number, last: number, max = MAX_PAGE_BUTTONS): number[] {
  const size = Math.min(max, last);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), last - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
