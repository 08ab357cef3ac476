import { MATRIX_PAGE_BUTTONS } from '@qualium/contracts';

/** Page size 0 means "All" (shell-and-admin §9: matrix page sizes 5, 10, 20, All). */
export function pageCount(total: number, size: number): number {
  return size === 0 ? 1 : Math.max(1, Math.ceil(total / size));
}

export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  if (size === 0) return [...items];
  return items.slice((page - 1) * size, page * size);
}

/** The page buttons shown: at most five (shell-and-admin §9), the current one as central as it can be. */
export function pageWindow(page: number, count: number, buttons = MATRIX_PAGE_BUTTONS): number[] {
  const shown = Math.min(buttons, count);
  const first = Math.min(Math.max(1, page - Math.floor(shown / 2)), count - shown + 1);
  return Array.from({ length: shown }, (_, i) => first + i);
}
