import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { filteredUnits, orderUnits, type SortSpec, sortKey, type UnitFilter } from '../explorer/query.js';
import { LIST_ROW_COLUMNS, type ListRow } from '../shared/list-row.js';

/**
 * Every unit of a filter in the explorer's order, read in pages by keyset (sort value, id) rather
 * than by offset or a held cursor: each page is one short query, so a 100,000-row export never
 * keeps the database busy (SQLite has one connection) and never slows down as it goes.
 *
 * orderUnits sorts by (value is null, value, id), all in the sort's direction, so ascending lists
 * the units with a value first and descending those without; each part is walked on its own with
 * a plain row-value comparison that both databases answer from the explorer's indexes.
 */
export const PAGE_SIZE = 1000;
/**
 * Sorts no index holds (names, fields, titles) make the database sort the whole filtered set for
 * each page: larger pages mean fewer such sorts, at a few more megabytes held per page.
 */
export const UNINDEXED_PAGE_SIZE = 5000;
/** Unit columns the explorer's indexes (migration 0001) hold in order after the BP and centro. */
const INDEXED_SORTS = new Set(['current_limit', 'created_at']);

export const pageSizeFor = (sort: SortSpec) =>
  sort.ref.type === 'column' && INDEXED_SORTS.has(sort.ref.column) ? PAGE_SIZE : UNINDEXED_PAGE_SIZE;

type Part = 'valued' | 'empty';

export async function* unitPages(
  db: Db,
  filter: UnitFilter,
  sort: SortSpec,
  size = PAGE_SIZE,
): AsyncGenerator<ListRow[]> {
  const { value, nullable } = sortKey(sort);
  const after = sort.desc ? sql.raw('<') : sql.raw('>');
  const parts: Part[] = !nullable ? ['valued'] : sort.desc ? ['empty', 'valued'] : ['valued', 'empty'];
  for (const part of parts) {
    let last: { value: unknown; id: number } | null = null;
    for (;;) {
      let query = filteredUnits(db, filter)
        .select(LIST_ROW_COLUMNS.map((c) => `units.${c}` as const))
        .select(sql<unknown>`${value}`.as('sort_value'));
      // Written as the explorer's indexes hold it, `(value is null)`, so that they serve the walk.
      if (nullable) query = query.where(sql<SqlBool>`(${value} is null) = ${sql.lit(part === 'empty')}`);
      if (last) {
        query = query.where(
          part === 'valued'
            ? sql<SqlBool>`(${value}, units.id) ${after} (${last.value}, ${last.id})`
            : sql<SqlBool>`units.id ${after} ${last.id}`,
        );
      }
      const rows = await orderUnits(query, sort).limit(size).execute();
      if (rows.length === 0) break;
      const tail = rows[rows.length - 1]!;
      last = { value: tail.sort_value, id: tail.id };
      yield rows.map(({ sort_value: _value, ...row }) => row);
      if (rows.length < size) break;
    }
  }
}
