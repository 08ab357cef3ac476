import { type AliasedRawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { sortsByNumber } from './keyset.js';
import { type SortSpec, sortKey } from './query.js';

/**
 * A list window's units with their place in the list's order (window-upkeep.ts): the value
 * orderUnits sorts by, as the database hands it, and the id that breaks ties. Compared here
 * instead of in SQL, a written unit finds its place in a kept window without the window's other
 * units being read again.
 */

export type SortValue = string | number | null;

export interface Placed {
  id: number;
  key: SortValue;
}

/** The sort value selected as `k` (sortKey: the column, the field's smallest value, the state's place). */
export function keyColumn(sort: SortSpec): AliasedRawBuilder<SortValue, 'k'> {
  return sql<SortValue>`${sortKey(sort).value}`.as('k');
}

/** A unit as selected with keyColumn; a number PostgreSQL hands as text (numeric) made a number. */
export function placed(sort: SortSpec, row: { id: number; k: SortValue }): Placed {
  return { id: row.id, key: typeof row.k === 'string' && sortsByNumber(sort) ? Number(row.k) : row.k };
}

/** Text by code point: what a byte-wise collation of UTF-8 gives (JS's `<` compares UTF-16 units). */
function byCodePoint(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // A surrogate stands for a code point past U+FFFF, after every unit that is not one.
    const sx = x >= 0xd800 && x <= 0xdfff;
    const sy = y >= 0xd800 && y <= 0xdfff;
    return sx === sy ? x - y : sx ? 1 : -1;
  }
  return a.length - b.length;
}

const byteWise = new WeakMap<Db, Promise<boolean>>();

/**
 * Whether the database orders text by code point: SQLite's BINARY collation always; PostgreSQL
 * when the database's collation is C, POSIX or C.UTF-8 (the test clusters'). Another collation
 * (en_US, ICU) orders by rules JS cannot reproduce exactly.
 */
function textByCodePoint(db: Db): Promise<boolean> {
  if (db.kind === 'sqlite') return Promise.resolve(true);
  let known = byteWise.get(db);
  if (!known) {
    known = sql<{ collate: string; provider: string }>`select datcollate as collate, datlocprovider as provider
      from pg_database where datname = current_database()`
      .execute(db.k)
      .then(({ rows }) => rows[0]?.provider === 'c' && /^(C|POSIX|C\.UTF-?8)$/i.test(rows[0].collate));
    byteWise.set(db, known);
  }
  return known;
}

/**
 * orderUnits' order in JS: units without a value last (first when descending), then the value,
 * then the id, all in the sort's direction. Null when text is compared and the database's
 * collation cannot be reproduced: such windows are computed whole after a write.
 */
export async function placeOrder(db: Db, sort: SortSpec): Promise<((a: Placed, b: Placed) => number) | null> {
  if (!sortsByNumber(sort) && !(await textByCodePoint(db))) return null;
  const direction = sort.desc ? -1 : 1;
  return (a, b) => {
    const empty = Number(a.key === null) - Number(b.key === null);
    if (empty !== 0) return direction * empty;
    if (a.key !== null && b.key !== null && a.key !== b.key) {
      const value =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : byCodePoint(String(a.key), String(b.key));
      if (value !== 0) return direction * Math.sign(value);
    }
    return direction * (a.id - b.id);
  };
}
