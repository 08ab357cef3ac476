import type { Db } from '../../db/database.js';
import { afterCursor } from './keyset.js';
import { filteredUnits, orderUnits, type SortSpec, type UnitFilter, withSearchFound } from './query.js';
import { keyColumn, type Placed, placed } from './window-order.js';

/**
 * A list's matches sorted, with their sort values: from the start or after `last`'s sort value and
 * id (keyset.ts), `limit` of them or, null, every one (window.ts, whole-list.ts).
 */
export async function listUnitsAfter(
  db: Db,
  filter: UnitFilter,
  sort: SortSpec,
  last: Placed | null,
  limit: number | null,
): Promise<Placed[]> {
  const found = await withSearchFound(db, filter);
  const rows = await orderUnits(
    filteredUnits(db, found)
      .$if(last !== null, (q) =>
        q.where(afterCursor(sort, { s: sort.ref.name, d: sort.desc, v: last!.key, i: last!.id })),
      )
      .select(['units.id', keyColumn(sort)]),
    sort,
  )
    .$if(limit !== null, (q) => q.limit(limit!))
    .execute();
  return rows.map((r) => placed(sort, r));
}
