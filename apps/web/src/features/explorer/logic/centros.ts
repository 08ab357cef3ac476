/**
 * The centro filter (records-explorer §4): an empty selection means the current centre, and it
 * counts as a filter only when more than one centre is chosen or the one chosen is another.
 */
export function isCentroFiltered(selection: readonly number[], current: number | null): boolean {
  return selection.length > 1 || (selection.length === 1 && selection[0] !== current);
}

/** What the filter set keeps for a confirmed selection: [] for "just the current centre". */
export function normalizeCentros(selection: readonly number[], current: number | null): number[] {
  const unique = [...new Set(selection)].sort((a, b) => a - b);
  return isCentroFiltered(unique, current) ? unique : [];
}

/** What the panel shows checked: confirming nothing selects the current centre. */
export function checkedCentros(selection: readonly number[], current: number | null): number[] {
  return selection.length > 0 || current === null ? [...selection] : [current];
}
