import type { Db } from '../../db/database.js';
import { LIST_ROW_COLUMNS, type ListRow } from '../shared/list-row.js';
import { isFieldSort, walkFieldOrder, walksFieldOrder } from './field-walk.js';
import { KeptAnswers } from './kept-answers.js';
import { filterKey, keepable } from './kept-keys.js';
import { afterPlaced } from './keyset.js';
import {
  countableFromCounters,
  countFromCounters,
  filteredUnits,
  orderUnits,
  type SortSpec,
  siteUnitsAmong,
  sortIsComputed,
  sortsByName,
  type UnitCount,
  type UnitFilter,
  withSearchFound,
} from './query.js';
import { signaturesKept } from './search-signatures.js';
import { walkedSearch, walksSearch } from './search-walk.js';
import { SigningShare } from './signing-share.js';
import {
  type SearchesKept,
  searchedInWholeList,
  searchesWhileSigning,
  searchesWholeList,
  wholeListFirst,
  wholeLists,
} from './whole-list.js';
import { keyColumn, type Placed, placed } from './window-order.js';
import { type ListWindow, upkeepWindow, type WindowReach } from './window-upkeep.js';

/**
 * A list's first `cap + 1` units in its order: every page the count cap lets the table reach,
 * and the capped count itself (or only its first pages' units, where the counters count the
 * list). Lists whose page or count no index serves (a text search, field or
 * person filters, the to-do list, a field or workflow-order sort) compute it once and page through
 * it by id; a text search over a million units then asks its index once instead of on every page
 * and count (docs/performance.md). After a write the window is brought up to date from the units
 * written (window-upkeep.ts, kept-answers.ts), not computed again.
 */
export interface ListWindows extends SearchesKept {
  /** Each list's first units. */
  first: KeptAnswers<ListWindow>;
}

/** Past this many lists the least recently used window is dropped. */
export const LIST_WINDOWS_KEPT = 2000;

/**
 * Past this many units over all windows the least recently used are dropped: each unit kept is
 * its id and sort value (tens of bytes), a capped window cap + 1 and its margin of them.
 */
export const LIST_WINDOW_UNITS_KEPT = 500_000;

/** Past this many units written since a window was kept, reading its list again is as quick. */
export const WINDOW_UPKEEP_MAX_UNITS = 2000;

export function listWindows(): ListWindows {
  return {
    first: new KeptAnswers({
      maxAnswers: LIST_WINDOWS_KEPT,
      maxWeight: LIST_WINDOW_UNITS_KEPT,
      weigh: (window) => window.units.length,
      maxUnitsWritten: WINDOW_UPKEEP_MAX_UNITS,
    }),
    whole: wholeLists(),
    signatures: signaturesKept(),
    readWhileSigning: searchesWhileSigning(),
    signingShare: new SigningShare(),
  };
}

/**
 * Units a window holds past the ones it needs: a twentieth of them, so that a window whose first
 * units leave the list seldom has to read its tail again.
 */
const margin = (needed: number) => Math.ceil(needed / 20);

/**
 * A window of the first pages needs this share of cap + 1 units (and its margin), for lists the
 * counters count: their window need not reach cap + 1 units for the count, so a sort nobody asked
 * before walks a tenth of what a whole window would (101 units of the default cap: the first two
 * pages of 50, ten of 10). A page past it is served by the list's whole window.
 */
const FIRST_PAGES_SHARE = 10;

/**
 * Whether this page comes from a window: the list is one an index cannot page or count, the page
 * lies within the cap, and nothing outside the units' own data decides the order or the matches
 * (a person's name, the process map, relations read from another unit).
 */
export function servedByWindow(filter: UnitFilter, sort: SortSpec, end: number, cap: number): boolean {
  if (!keepable(filter) || sortsByName(sort) || end > cap + 1) return false;
  return !countableFromCounters(filter) || sortIsComputed(sort);
}

/** The list rows of these units, in this order. */
export async function listRowsOf(db: Db, siteId: number, ids: readonly number[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const found = await siteUnitsAmong(db, siteId, ids)
    .select(LIST_ROW_COLUMNS.map((c) => `units.${c}` as const))
    .execute();
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ListRow => r !== undefined);
}

/**
 * The list's first units: a search's matches picked out of its whole list (search-signatures.ts),
 * or read from the database; while the whole list is first signed, such reads go one at a time.
 */
async function listUnitsFromStart(
  db: Db,
  windows: ListWindows,
  filter: UnitFilter,
  definitions: string,
  sort: SortSpec,
  walks: boolean,
  limit: number,
): Promise<Placed[]> {
  const fromDatabase = () => listUnitsRead(db, filter, sort, walks, limit);
  if (!searchesWholeList(filter, sort)) return fromDatabase();
  return wholeListFirst(() => searchedInWholeList(db, windows, filter, definitions, sort, limit), fromDatabase, {
    gate: windows.readWhileSigning,
    share: windows.signingShare,
  });
}

/**
 * The list's first units read from the database: the field's value index walked, a search walked
 * in the list's order (PostgreSQL, a list too long to keep whole), or every match sorted.
 */
async function listUnitsRead(
  db: Db,
  filter: UnitFilter,
  sort: SortSpec,
  walks: boolean,
  limit: number,
): Promise<Placed[]> {
  if (walksSearch(db, filter, sort)) {
    return walkedSearch(db, filter, sort, limit, (all) => listUnitsAfter(db, filter, sort, null, all));
  }
  if (walks && isFieldSort(sort)) {
    const walked = await walkFieldOrder(db, filter, sort, { offset: 0, limit });
    return walked.map((u) => placed(sort, u));
  }
  return listUnitsAfter(db, filter, sort, null, limit);
}

/** The matches sorted, from the start or after `last`'s sort value and id (keyset.ts). */
export async function listUnitsAfter(
  db: Db,
  filter: UnitFilter,
  sort: SortSpec,
  last: Placed | null,
  limit: number,
): Promise<Placed[]> {
  const found = await withSearchFound(db, filter);
  const rows = await orderUnits(
    filteredUnits(db, found)
      .$if(last !== null, (q) => q.where(afterPlaced(sort, last!)))
      .select(['units.id', keyColumn(sort)]),
    sort,
  )
    .limit(limit)
    .execute();
  return rows.map((r) => placed(sort, r));
}

export interface WindowPage {
  counted: UnitCount;
  rows: ListRow[];
  /** The page's units with their sort values, where a window served it: a cursor needs no read. */
  placed?: readonly Placed[];
}

export async function pageFromWindow(
  db: Db,
  windows: ListWindows,
  filter: UnitFilter,
  /** The BP definitions' versions: a definition edited may index or order its fields anew. */
  definitions: string,
  sort: SortSpec,
  page: { offset: number; limit: number },
  { cap, walkMin }: { cap: number; walkMin: number },
): Promise<WindowPage> {
  // The counters' count (a millisecond) is the page's count and tells whether a field sort walks.
  const fromCounters = countableFromCounters(filter) ? await countFromCounters(db, filter) : null;
  const walks = walksFieldOrder(filter, sort, fromCounters, walkMin);
  const firstPages = Math.ceil((cap + 1) / FIRST_PAGES_SHARE);
  const needed = fromCounters !== null && page.offset + page.limit <= firstPages ? firstPages : cap + 1;
  const key = `${definitions}|${filterKey(filter)}|${JSON.stringify(sort.ref.name)}|${sort.desc}|${sort.stateOrder.join(',')}|${needed}`;
  const reach: WindowReach = {
    size: needed + margin(needed),
    needed,
    after: walks && isFieldSort(sort) ? null : (last, limit) => listUnitsAfter(db, filter, sort, last, limit),
  };
  const data = { db, siteId: filter.siteId, businessProcessIds: filter.businessProcessIds };
  const window = await windows.first.get(key, data, {
    compute: async () => {
      const units = await listUnitsFromStart(db, windows, filter, definitions, sort, walks, reach.size);
      return { units, complete: units.length < reach.size };
    },
    update: (kept, written) => upkeepWindow(db, filter, sort, kept, written, reach),
  });
  const placedUnits = window.units.slice(page.offset, page.offset + page.limit);
  const rows = await listRowsOf(
    db,
    filter.siteId,
    placedUnits.map((u) => u.id),
  );
  const counted =
    fromCounters !== null
      ? { count: fromCounters, exact: true }
      : window.units.length > cap
        ? { count: cap, exact: false }
        : { count: window.units.length, exact: true };
  return { counted, rows, placed: placedUnits };
}
