import type { Db } from '../../db/database.js';
import { filteredUnitsAmong, type SortSpec, type UnitFilter } from './query.js';
import { sortedPlace } from './sorted-place.js';
import { keyColumn, type Placed, placed, placeOrder } from './window-order.js';

/**
 * A list window brought up to date from the units written since it was kept (issue 13), instead
 * of every match being read and sorted again: the written units are read through the list's own
 * filter, taken out of the window and put back at their place in its order.
 *
 * The window is always the list's first units in its order. Units not written keep their sort
 * value and their match (the filter and the order read only a unit's own row and field values:
 * window.ts serves no list ordered or filtered by other tables), so the window without the
 * written units is the list's beginning up to the window's last unit; a written unit that matches
 * and sorts before that last unit belongs in it. One sorting after it, when the window did not
 * hold every match, may have others before it that the window never held: it is left out.
 */

export interface ListWindow {
  /** The list's first units in its order, up to the window's size. */
  units: Placed[];
  /** Whether `units` holds every match. */
  complete: boolean;
}

/** How far a window reaches and how it reads more of its list. */
export interface WindowReach {
  /** Units a window holds: the ones it needs and a margin, so a few units leaving do not cut it short. */
  size: number;
  /**
   * Units it must hold unless it holds every match: cap + 1, for the capped count and every page;
   * or, where the counters count the list, the first pages' (window.ts, FIRST_PAGES_SHARE).
   */
  needed: number;
  /**
   * The list's units after `last`, up to `limit` of them; null where the list is read whole
   * instead: a field's value index is walked by offset, and a write landing between the upkeep's
   * reads could move a unit across that offset and have it skipped (a whole walk is one statement,
   * and as cheap).
   */
  after: ((last: Placed, limit: number) => Promise<Placed[]>) | null;
}

/**
 * The written units that match the filter, with their sort value. A search looks at these units'
 * own text (the broad search's form), not at the trigram index's every match: the same words found
 * in the same folded text, read by the units' primary key.
 */
export async function matchesAmong(
  db: Db,
  filter: UnitFilter,
  sort: SortSpec,
  ids: readonly number[],
): Promise<Placed[]> {
  if (ids.length === 0) return [];
  const rows = await filteredUnitsAmong(db, { ...filter, searchFound: 'broad' }, ids)
    .select(['units.id', keyColumn(sort)])
    .execute();
  return rows.map((r) => placed(sort, r));
}

/**
 * `window` with the `written` units read again. A window that did not hold every match and is
 * left short of `needed` reads the rest of its list after its old last unit, or is read whole
 * (null).
 */
export async function upkeepWindow(
  db: Db,
  filter: UnitFilter,
  sort: SortSpec,
  window: ListWindow,
  written: readonly number[],
  reach: WindowReach,
): Promise<ListWindow | null> {
  const matches = await matchesAmong(db, filter, sort, written);
  const last = window.units.at(-1);
  const gone = new Set(written);
  const units = window.units.filter((u) => !gone.has(u.id));
  if (matches.length > 0) {
    const order = await placeOrder(db, sort, window.units, matches);
    for (const match of matches) {
      if (window.complete || (last && order(match, last) <= 0))
        units.splice(sortedPlace(units, match, order), 0, match);
    }
  }
  let complete = window.complete;
  if (!complete && units.length < reach.needed) {
    if (!reach.after) return null;
    // Every unit up to the old last one is held: the rest of the list lies after it. (A window
    // that did not hold every match held the units it needed: it has a last one.)
    const limit = reach.size - units.length;
    const more = await reach.after(last!, limit);
    units.push(...more);
    complete = more.length < limit;
  }
  if (units.length > reach.size) {
    units.length = reach.size;
    complete = false;
  }
  return { units, complete };
}
