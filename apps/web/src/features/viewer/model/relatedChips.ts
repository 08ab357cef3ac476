/**
 * Related-record chips (records-explorer §9): "4 times the column count, rest as +N". The chips sit
 * in a grid of as many columns as fit the space they have (a side panel, a page, a phone), and
 * four rows of them are shown; the others are summed up in one "+N" chip.
 */
export const RELATED_CHIP_ROWS = 4;
/** A chip is never narrower than this (a reference and the start of a title). */
export const RELATED_CHIP_MIN_WIDTH_PX = 160;
export const RELATED_CHIP_GAP_PX = 6;

/** How many chip columns fit a width (at least one, also before the width is known). */
export function chipColumns(width: number): number {
  const columns = Math.floor((width + RELATED_CHIP_GAP_PX) / (RELATED_CHIP_MIN_WIDTH_PX + RELATED_CHIP_GAP_PX));
  return Math.max(1, columns);
}

/** The chips shown, and how many the "+N" chip stands for. */
export function splitChips<T>(items: readonly T[], columns: number): { shown: T[]; more: number } {
  const max = RELATED_CHIP_ROWS * Math.max(1, columns);
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}
