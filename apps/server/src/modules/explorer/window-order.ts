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
 * (en_US, ICU) orders by rules JS cannot reproduce.
 */
export function textByCodePoint(db: Db): Promise<boolean> {
  if (db.kind === 'sqlite') return Promise.resolve(true);
  let known = byteWise.get(db);
  if (!known) {
    known = sql<{ collate: string; provider: string }>`select datcollate as collate, datlocprovider as provider
      from pg_database where datname = current_database()`
      .execute(db.k)
      .then(({ rows }) => rows[0]?.provider === 'c' && /^(C|POSIX|C\.UTF-?8)$/i.test(rows[0].collate));
    byteWise.set(db, known);
    known.catch(() => byteWise.delete(db));
  }
  return known;
}

/**
 * How the database orders these texts: by code point where its collation does, else by their
 * places in the database's own sorting of them (one query over the few hundred texts of a window,
 * in the database's default collation, which the units' text columns use). The texts are
 * gathered only then: a whole list's are hundreds of thousands (whole-list.ts).
 */
async function textOrder(db: Db, texts: () => readonly string[]): Promise<(a: string, b: string) => number> {
  if (await textByCodePoint(db)) return byCodePoint;
  const { rows } = await sql<{
    t: string;
  }>`select distinct t from unnest(${[...new Set(texts())]}::text[]) as u(t) order by t`.execute(db.k);
  const place = new Map(rows.map((r, i) => [r.t, i]));
  return (a, b) => place.get(a)! - place.get(b)!;
}

/**
 * orderUnits' order in JS, for the units of these lists: those without a value last (first when
 * descending), then the value, then the id, all in the sort's direction.
 */
export async function placeOrder(
  db: Db,
  sort: SortSpec,
  ...lists: ReadonlyArray<readonly Placed[]>
): Promise<(a: Placed, b: Placed) => number> {
  const texts = () => lists.flatMap((units) => units.flatMap((u) => (u.key === null ? [] : [String(u.key)])));
  const byValue = sortsByNumber(sort)
    ? (a: SortValue, b: SortValue) => Number(a) - Number(b)
    : await textOrder(db, texts).then((order) => (a: SortValue, b: SortValue) => order(String(a), String(b)));
  const direction = sort.desc ? -1 : 1;
  return (a, b) => {
    const empty = Number(a.key === null) - Number(b.key === null);
    if (empty !== 0) return direction * empty;
    const value = a.key === null || a.key === b.key ? 0 : byValue(a.key, b.key);
    return direction * (value === 0 ? a.id - b.id : Math.sign(value));
  };
}
