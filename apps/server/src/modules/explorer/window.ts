import type { Db } from '../../db/database.js';
import { LIST_ROW_COLUMNS, type ListRow } from '../shared/list-row.js';
import { walkFieldOrder, walksFieldOrder } from './field-walk.js';
import {
  countableFromCounters,
  countFromCounters,
  filteredUnits,
  orderUnits,
  type SortSpec,
  sortIsComputed,
  sortsByName,
  type UnitCount,
  type UnitFilter,
  withSearchFound,
} from './query.js';
import { dataVersion, filterKey, keepable, type VersionedCache } from './versioned-cache.js';

/**
 * A list's first `cap + 1` unit ids in its order: every page the count cap lets the table reach,
 * and the capped count itself. Lists whose page or count no index serves (a text search, field or
 * person filters, the to-do list, a field or workflow-order sort) compute it once per version of
 * their BPs' data, and page through it by id; a text search over a million units then asks its
 * index once instead of on every page and count (docs/performance.md).
 */
export type ListWindows = VersionedCache<number[]>;

/** Past this many lists the least recently used window is dropped (each at most cap + 1 ids). */
export const LIST_WINDOWS_KEPT = 2000;

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
  const found = await db.k
    .selectFrom('units')
    .select(LIST_ROW_COLUMNS.map((c) => `units.${c}` as const))
    .where('units.site_id', '=', siteId)
    .where('units.id', 'in', ids)
    .execute();
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ListRow => r !== undefined);
}

export interface WindowPage {
  counted: UnitCount;
  rows: ListRow[];
}

/** The list's first cap + 1 ids: the field's value index walked, or every match sorted. */
async function windowIds(
  db: Db,
  filter: UnitFilter,
  sort: SortSpec,
  fromCounters: number | null,
  { cap, walkMin }: { cap: number; walkMin: number },
) {
  if (walksFieldOrder(filter, sort, fromCounters, walkMin)) {
    return walkFieldOrder(db, filter, sort, { offset: 0, limit: cap + 1 });
  }
  const found = await withSearchFound(db, filter);
  return (
    await orderUnits(filteredUnits(db, found).select('units.id'), sort)
      .limit(cap + 1)
      .execute()
  ).map((r) => r.id);
}

export async function pageFromWindow(
  db: Db,
  windows: ListWindows,
  filter: UnitFilter,
  /** The BP definitions' versions: a definition edited may index or order its fields anew. */
  definitions: string,
  sort: SortSpec,
  page: { offset: number; limit: number },
  limits: { cap: number; walkMin: number },
): Promise<WindowPage> {
  const { cap } = limits;
  const version = await dataVersion(db, filter.siteId, filter.businessProcessIds);
  const key = `${definitions}|${filterKey(filter)}|${JSON.stringify(sort.ref.name)}|${sort.desc}|${sort.stateOrder.join(',')}`;
  // The counters' count (a millisecond) is the page's count and tells whether a field sort walks.
  const fromCounters = countableFromCounters(filter) ? await countFromCounters(db, filter) : null;
  const ids = await windows.get(key, version, () => windowIds(db, filter, sort, fromCounters, limits));
  const rows = await listRowsOf(db, filter.siteId, ids.slice(page.offset, page.offset + page.limit));
  const counted =
    fromCounters !== null
      ? { count: fromCounters, exact: true }
      : ids.length > cap
        ? { count: cap, exact: false }
        : { count: ids.length, exact: true };
  return { counted, rows };
}
