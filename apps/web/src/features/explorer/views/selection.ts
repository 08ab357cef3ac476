import type { UnitSelection } from '@qualium/contracts';

/**
 * The explorer's selection (records-explorer §2, §4): rows ticked one by one, or "all": every unit
 * matching the filters, on every page, minus those unticked since.
 */
export type Selection = { mode: 'some'; uids: ReadonlySet<string> } | { mode: 'all'; except: ReadonlySet<string> };

export const NO_SELECTION: Selection = { mode: 'some', uids: new Set() };

export function isSelected(selection: Selection, uid: string): boolean {
  return selection.mode === 'all' ? !selection.except.has(uid) : selection.uids.has(uid);
}

export function toggleUnit(selection: Selection, uid: string): Selection {
  const flip = (set: ReadonlySet<string>) => {
    const next = new Set(set);
    if (next.has(uid)) next.delete(uid);
    else next.add(uid);
    return next;
  };
  return selection.mode === 'all'
    ? { mode: 'all', except: flip(selection.except) }
    : { mode: 'some', uids: flip(selection.uids) };
}

/** The page's checkbox in the header: ticks the page's rows, or unticks them when all are ticked. */
export function togglePage(selection: Selection, pageUids: readonly string[]): Selection {
  const allOn = pageUids.length > 0 && pageUids.every((uid) => isSelected(selection, uid));
  if (selection.mode === 'all') {
    const except = new Set(selection.except);
    for (const uid of pageUids) allOn ? except.add(uid) : except.delete(uid);
    return { mode: 'all', except };
  }
  const uids = new Set(selection.uids);
  for (const uid of pageUids) allOn ? uids.delete(uid) : uids.add(uid);
  return { mode: 'some', uids };
}

export function selectAllMatching(): Selection {
  return { mode: 'all', except: new Set() };
}

/** How many units are selected, out of `count` matching. */
export function selectedCount(selection: Selection, count: number): number {
  return selection.mode === 'all' ? Math.max(0, count - selection.except.size) : selection.uids.size;
}

/**
 * The selection as the server reads it, beside the explorer's filters (docs/api.md): the ticked
 * uids, or all matching minus the unticked; null when nothing is selected.
 */
export function selectionBody(selection: Selection): UnitSelection | null {
  if (selection.mode === 'all') return { except: [...selection.except] };
  return selection.uids.size === 0 ? null : { uids: [...selection.uids] };
}
