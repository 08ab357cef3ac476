import { type ExplorerCursor, encodeExplorerCursor, INVALID_CURSOR } from '@qualium/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/errors.js';
import { type SortSpec, sortKey } from './query.js';
import type { Placed } from './window-order.js';

/**
 * Keyset paging of the unit lists (docs/decisions.md "Paging past the count cap"): a page asked by
 * cursor holds the units that come after the cursor's unit in orderUnits' order — (value is null),
 * value, id, all in the sort's direction — so that following next_cursor reaches every match of a
 * list once, however far past the count cap it lies. The filter scopes the page as it scopes an
 * offset page: a cursor only says where to start, never what may be read.
 */

/** Whether the sort value is a number (a number field, the workflow position of a state), else text. */
export function sortsByNumber(sort: SortSpec): boolean {
  if (sort.ref.type === 'field') return sort.ref.column === 'number_value';
  return sort.ref.column === 'current_state' && sort.stateOrder.length > 0;
}

/** The cursor, checked against the list's order: one made in another order or holding a value of the wrong kind is refused. */
function checked(sort: SortSpec, cursor: ExplorerCursor): ExplorerCursor {
  const { nullable } = sortKey(sort);
  const kind = cursor.v === null ? 'null' : typeof cursor.v;
  const fits = kind === 'null' ? nullable : (kind === 'number') === sortsByNumber(sort);
  if (cursor.s !== sort.ref.name || cursor.d !== sort.desc || !fits) throw badRequest(INVALID_CURSOR);
  return cursor;
}

/** The units after the cursor's unit in the list's order. */
export function afterCursor(sort: SortSpec, asked: ExplorerCursor): Expression<SqlBool> {
  const cursor = checked(sort, asked);
  const { value, nullable } = sortKey(sort);
  const after = sort.desc ? sql.raw('<') : sql.raw('>');
  const id = cursor.i;
  if (!nullable) return sql<SqlBool>`(${value}, units.id) ${after} (${cursor.v}, ${id})`;
  // Written as the explorer's indexes hold it, `(value is null)`, as the list report's walk does.
  const empty = sql<SqlBool>`(${value} is null) = ${sql.lit(true)}`;
  const valued = sql<SqlBool>`(${value} is null) = ${sql.lit(false)}`;
  // Ascending, units with a value come first and those without last; descending the reverse.
  if (cursor.v === null) {
    const restOfEmpty = sql<SqlBool>`(${empty} and units.id ${after} ${id})`;
    return sort.desc ? sql<SqlBool>`(${restOfEmpty} or ${valued})` : restOfEmpty;
  }
  const restOfValued = sql<SqlBool>`(${valued} and (${value}, units.id) ${after} (${cursor.v}, ${id}))`;
  return sort.desc ? restOfValued : sql<SqlBool>`(${restOfValued} or ${empty})`;
}

/** The cursor naming unit `id` (the last of a page) in the list's order. */
export async function cursorAt(db: Db, siteId: number, sort: SortSpec, id: number): Promise<string> {
  const row = await db.k
    .selectFrom('units')
    .select(sql<string | number | null>`${sortKey(sort).value}`.as('v'))
    .where('units.site_id', '=', siteId)
    .where('units.id', '=', id)
    .executeTakeFirstOrThrow();
  const v = typeof row.v === 'string' && sortsByNumber(sort) ? Number(row.v) : row.v;
  return cursorOf(sort, { id, key: v });
}

/** The cursor of a unit whose sort value is known (a list window's: window-order.ts). */
const placedCursor = (sort: SortSpec, unit: Placed): ExplorerCursor => ({
  s: sort.ref.name,
  d: sort.desc,
  v: unit.key,
  i: unit.id,
});

/** The cursor naming a unit whose sort value is known, encoded for next_cursor. */
export function cursorOf(sort: SortSpec, unit: Placed): string {
  return encodeExplorerCursor(placedCursor(sort, unit));
}

/** The units after a unit whose sort value is known, in the list's order (a walk's or a window's last). */
export const afterPlaced = (sort: SortSpec, unit: Placed): Expression<SqlBool> =>
  afterCursor(sort, placedCursor(sort, unit));
