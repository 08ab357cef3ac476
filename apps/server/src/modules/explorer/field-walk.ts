import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IndexColumn } from '../units/stored-fields.js';
import { countableFromCounters, filteredUnits, type SortSpec, type UnitFilter } from './query.js';
import type { SortValue } from './window-order.js';

/**
 * A field sort by walking the field's typed index (docs/decisions.md "Field sorts walk the value
 * index"). orderUnits sorts by a field through a scalar subquery: every matching unit's smallest
 * value is computed and all of them sorted for one page, about a second on a centre of 280,000
 * NC units, and again whenever the list's kept window is computed whole. Walking
 * `ufv_*_order` (site, field, value, unit id) in the sort's direction instead meets the units in
 * the list's order and stops at the page: its cost follows the page's depth, not the BP's size.
 *
 * The order is exactly orderUnits': a unit sorts by its smallest value (a multi-valued field's
 * other values are passed over), the id breaks ties in the sort's direction, and units without a
 * value come last ascending and first descending, by id, walked through the same index.
 */

type FieldSort = SortSpec & { ref: { type: 'field'; name: string; column: IndexColumn } };

export function isFieldSort(sort: SortSpec): sort is FieldSort {
  return sort.ref.type === 'field';
}

/**
 * Whether to walk: only where the filter narrows by what the counters keep (BP, centro, process,
 * state) and matches at least `walkMin` units — `counted`, the list's count from the counters,
 * which the page reads anyway. A narrower filter (a search, a field condition) could leave the
 * walk passing over most of the field's values before it fills a page, where gathering its few
 * matches and sorting them costs little.
 */
export function walksFieldOrder(
  filter: UnitFilter,
  sort: SortSpec,
  counted: number | null,
  walkMin: number,
): sort is FieldSort {
  return isFieldSort(sort) && countableFromCounters(filter) && counted !== null && counted >= walkMin;
}

/** The units holding a value: the index walked in order, each unit at its smallest value only. */
function valuedPart(db: Db, filter: UnitFilter, sort: FieldSort) {
  const { name, column } = sort.ref;
  const value = sql.ref<SortValue>(`v.${column}`);
  const other = sql.ref(`w.${column}`);
  const direction = sort.desc ? 'desc' : 'asc';
  return (
    db.k
      .selectFrom('unit_field_values as v')
      // A value held twice (a tag typed twice) would list its unit twice: (value, unit) once each.
      .select(['v.unit_id as id', value.as('k')])
      .distinct()
      .where('v.site_id', '=', filter.siteId)
      .where('v.field', '=', name)
      .where(value, 'is not', null)
      .where(({ exists }) =>
        exists(filteredUnits(db, filter).select(sql.lit(1).as('one')).where(sql<SqlBool>`units.id = v.unit_id`)),
      )
      .where(({ not, exists }) =>
        not(
          exists(
            db.k
              .selectFrom('unit_field_values as w')
              .select(sql.lit(1).as('one'))
              .where(sql<SqlBool>`w.unit_id = v.unit_id`)
              .where(sql<SqlBool>`w.field = v.field`)
              .where(sql<SqlBool>`${other} < ${value}`),
          ),
        ),
      )
      .orderBy(value, direction)
      .orderBy('v.unit_id', direction)
  );
}

/**
 * The units without a value for the field, by id: the field's rows with no value in the typed
 * index (every unit has one for each indexed field it holds no value of: units/field-gaps.ts),
 * walked in unit order. A unit whose rows hold values only of another kind (its field changed
 * kind) has none of this one either, as orderUnits' smallest value says.
 */
function emptyPart(db: Db, filter: UnitFilter, sort: FieldSort) {
  const { name, column } = sort.ref;
  const value = sql.ref(`v.${column}`);
  return db.k
    .selectFrom('unit_field_values as v')
    .select('v.unit_id as id')
    .distinct()
    .where('v.site_id', '=', filter.siteId)
    .where('v.field', '=', name)
    .where(value, 'is', null)
    .where(({ exists }) =>
      exists(filteredUnits(db, filter).select(sql.lit(1).as('one')).where(sql<SqlBool>`units.id = v.unit_id`)),
    )
    .where(({ not, exists }) =>
      not(
        exists(
          db.k
            .selectFrom('unit_field_values as w')
            .select(sql.lit(1).as('one'))
            .where(sql<SqlBool>`w.unit_id = v.unit_id`)
            .where(sql<SqlBool>`w.field = v.field`)
            .where(sql.ref(`w.${column}`), 'is not', null),
        ),
      ),
    )
    .orderBy('v.unit_id', sort.desc ? 'desc' : 'asc');
}

/**
 * Whether any unit of the site lacks a value for the field: a field every unit fills (a required
 * one) has no rows without a value in the typed index, and the walk of the units without one is
 * then left out. Not only to save a statement: PostgreSQL, expecting many such rows (most typed
 * index rows hold no value of this kind), may walk every unit of the list looking for a first page
 * of them, a second on a list of 280,000.
 */
async function someWithoutValue(db: Db, filter: UnitFilter, sort: FieldSort): Promise<boolean> {
  const { name, column } = sort.ref;
  const row = await db.k
    .selectFrom('unit_field_values as v')
    .select(sql.lit(1).as('one'))
    .where('v.site_id', '=', filter.siteId)
    .where('v.field', '=', name)
    .where(sql.ref(`v.${column}`), 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A unit met by the walk, and the value it sorts by (none for the units without one). */
export interface WalkedUnit {
  id: number;
  k: SortValue;
}

/** A part of the list in order: its rows from `offset`, and how many it holds. */
interface Part {
  rows(offset: number, limit: number): Promise<WalkedUnit[]>;
  count(): Promise<number>;
}

/**
 * Both parts select an `id` in order, the valued one its value `k` as well; they read different
 * tables, hence the loose table types.
 */
function part(db: Db, query: SelectQueryBuilder<any, any, { id: number; k?: SortValue }>): Part {
  return {
    rows: async (offset, limit) =>
      (await query.offset(offset).limit(limit).execute()).map((r) => ({ id: r.id, k: r.k ?? null })),
    count: async () => {
      const counted = await db.k
        .selectFrom(query.clearOrderBy().as('p'))
        .select(sql<number | string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      return Number(counted.n);
    },
  };
}

/**
 * The page's units in the list's order, each with its value read by the same statement that
 * placed it (a kept window compares later writes against it: window-upkeep.ts).
 */
export async function walkFieldOrder(
  db: Db,
  filter: UnitFilter,
  sort: FieldSort,
  page: { offset: number; limit: number },
): Promise<WalkedUnit[]> {
  const valued = part(db, valuedPart(db, filter, sort));
  const empty = (await someWithoutValue(db, filter, sort)) ? [part(db, emptyPart(db, filter, sort))] : [];
  const units: WalkedUnit[] = [];
  let { offset, limit } = page;
  for (const p of sort.desc ? [...empty, valued] : [valued, ...empty]) {
    if (limit <= 0) break;
    const rows = await p.rows(offset, limit);
    units.push(...rows);
    limit -= rows.length;
    // A page starting past this part starts in the next one, as far in as it lies past this one's end.
    offset = rows.length > 0 || offset === 0 ? 0 : Math.max(0, offset - (await p.count()));
  }
  return units;
}
