import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { toNumber } from '../../db/dialect.js';
import { filteredUnits, filteredUnitsAmong, type UnitFilter } from '../explorer/query.js';
import type { Ref } from '../explorer/refs.js';

/**
 * One GROUP BY over the filtered units: up to two dimensions (a column, a field through the typed
 * index, or a date cut to its day, month or year) and, when a value field is given, its sum and how
 * many units have one (for averages). A multi-valued field counts once per value.
 */

export type Bucket = 'day' | 'month' | 'year';
export interface Dimension {
  ref: Ref;
  bucket?: Bucket | undefined;
}
export type NumberRef = Extract<Ref, { type: 'field' }>;

export interface AggregateRow {
  keys: Array<string | null>;
  /** Units (or unit × value rows for multi-valued dimensions). */
  n: number;
  /** Sum of the value field, and how many rows had a value. */
  total: number;
  valued: number;
}

const BUCKET_LENGTH: Record<Bucket, number> = { day: 10, month: 7, year: 4 };

function dimensionKey(d: Dimension, alias: string): RawBuilder<unknown> {
  const value =
    d.ref.type === 'field'
      ? sql.ref(`${alias}.${d.ref.column}`)
      : // A creation timestamp groups by its day, like the date columns.
        d.ref.column === 'created_at'
        ? sql`substr(units.created_at, 1, 10)`
        : sql.ref(`units.${d.ref.column}`);
  return d.bucket ? sql`substr(${value}, 1, ${sql.lit(BUCKET_LENGTH[d.bucket])})` : sql`${value}`;
}

/** The units the filter selects, with a left join per field the aggregate reads (d0, d1, vf). */
function joined(
  db: Db,
  filter: UnitFilter,
  fields: Array<[alias: 'd0' | 'd1' | 'vf', ref: NumberRef | FieldRef]>,
  among: readonly number[] | null,
) {
  // Among a few units, read by id: beside the list's conditions SQLite walked the list's index from
  // 60 ids on (query.ts, filteredUnitsAmong).
  const units = among ? filteredUnitsAmong(db, filter, among) : filteredUnits(db, filter);
  // Aliases vary with the chart, which Kysely's table types cannot follow: the joins are typed loosely here.
  let query = units as unknown as SelectQueryBuilder<Record<string, never>, 'units', object>;
  for (const [alias, ref] of fields) {
    query = (query as AnyQuery).leftJoin(`unit_field_values as ${alias}`, (j: AnyJoin) =>
      j.onRef(`${alias}.unit_id`, '=', 'units.id').on(`${alias}.field`, '=', ref.name),
    );
  }
  return query;
}
/** The loosely typed query of `joined`: its join aliases vary with the chart. */
type AnyQuery = any;
type AnyJoin = any;
type FieldRef = Extract<Ref, { type: 'field' }>;

/** What one unit adds to an aggregate: one row per key combination it holds. */
export interface UnitAggregateRow extends AggregateRow {
  unit: number;
}

/**
 * The aggregate runs on the filter's own WHERE (not on `id in (…)` of it), so the explorer's
 * covering indexes serve a column dimension without reading the units rows.
 */
export function aggregate(
  db: Db,
  filter: UnitFilter,
  dimensions: readonly Dimension[],
  value: NumberRef | null,
  firstRange = SQLITE_FIRST_RANGE,
): Promise<AggregateRow[]> {
  return grouped(db, filter, dimensions, value, null, firstRange);
}

/**
 * The same aggregate unit by unit: what each unit the filter selects adds (or only the units of
 * `ids` that it selects), which a kept chart subtracts and adds again when those units change.
 */
export function unitAggregate(
  db: Db,
  filter: UnitFilter,
  dimensions: readonly Dimension[],
  value: NumberRef | null,
  ids: readonly number[] | null,
  firstRange = SQLITE_FIRST_RANGE,
): Promise<UnitAggregateRow[]> {
  if (ids?.length === 0) return Promise.resolve([]);
  return grouped(db, filter, dimensions, value, { ids }, firstRange) as Promise<UnitAggregateRow[]>;
}

/**
 * SQLite runs a statement within the call, so an aggregate over a company's biggest BP (275,000
 * units) held its server process, every request it serves, for 0.5 to 2.4 s, and a charts view's
 * seven of them one after another for 12–18 s (docs/performance.md). There the filter's units are read
 * in ranges of unit ids, the event loop getting its turn between two ranges: the first range is
 * SQLITE_FIRST_RANGE ids, and each next one as many as the one before took SQLITE_RANGE_MS to read
 * (each range also walks the list's index, so ranges much smaller than that cost more in all).
 */
export const SQLITE_FIRST_RANGE = 50_000;
export const SQLITE_RANGE_MS = 150;

async function grouped(
  db: Db,
  filter: UnitFilter,
  dimensions: readonly Dimension[],
  value: NumberRef | null,
  perUnit: { ids: readonly number[] | null } | null,
  firstRange = SQLITE_FIRST_RANGE,
): Promise<AggregateRow[]> {
  const read = async (ids: IdRange | null) =>
    (await groupedQuery(db, filter, dimensions, value, perUnit, ids).execute()) as Array<Record<string, unknown>>;
  // A few units named by id are read at once; so is everything on PostgreSQL, which does not stop the process.
  const ranged = db.kind === 'sqlite' && !perUnit?.ids;
  const rows = (ranged ? await inIdRanges(db, filter, firstRange, read) : await read(null)).map((r) => ({
    keys: dimensions.map((_, i) => {
      const k = r[`k${i}`];
      return k === null || k === undefined ? null : String(k);
    }),
    n: toNumber(r.n),
    total: toNumber(r.total),
    valued: toNumber(r.valued),
    ...(perUnit ? { unit: Number(r.unit) } : {}),
  }));
  // A unit's rows all come from its own range, in id order as one statement gives them; a key of
  // the whole aggregate may come from several ranges, summed here.
  return ranged && !perUnit ? summedByKeys(rows) : rows;
}

/** Units with `from <= id < to`. */
type IdRange = readonly [from: number, to: number];

/**
 * `read`'s rows for each range of unit ids in turn, from the filter's lowest unit id to its highest, with a
 * turn of the event loop between two reads; the first range is `first` ids, each next one sized to
 * take SQLITE_RANGE_MS by the one before. Each range is read as it stands then: a unit written
 * meanwhile is counted as it was or as it is, never twice (its id is in one range).
 */
async function inIdRanges<R>(
  db: Db,
  filter: UnitFilter,
  first: number,
  read: (range: IdRange) => Promise<R[]>,
): Promise<R[]> {
  // The filter's own span (one walk of its index): a BP's units may lie anywhere in the table.
  const span = await (filteredUnits(db, filter) as AnyQuery)
    .select([sql<number | null>`min(units.id)`.as('lowest'), sql<number | null>`max(units.id)`.as('highest')])
    .executeTakeFirst();
  const rows: R[] = [];
  if (span?.lowest === null || span?.lowest === undefined) return rows;
  let size = first;
  for (let from = Number(span.lowest); from <= Number(span.highest); ) {
    if (from > Number(span.lowest)) await new Promise((resolve) => setImmediate(resolve));
    const started = performance.now();
    for (const row of await read([from, from + size])) rows.push(row);
    from += size;
    const took = Math.max(performance.now() - started, 1);
    size = Math.max(1, Math.min(Math.round((size * SQLITE_RANGE_MS) / took), 2 * size));
  }
  return rows;
}

/** The rows of several reads of one aggregate, one row per key with their counts and sums added. */
function summedByKeys(rows: readonly AggregateRow[]): AggregateRow[] {
  const byKey = new Map<string, AggregateRow>();
  for (const row of rows) {
    const key = JSON.stringify(row.keys);
    const found = byKey.get(key);
    if (!found) byKey.set(key, { ...row });
    else {
      found.n += row.n;
      found.total += row.total;
      found.valued += row.valued;
    }
  }
  return [...byKey.values()];
}

/** The statement of `grouped`, unsent (test/units-by-id.api.test.ts reads its plan). */
export function groupedQuery(
  db: Db,
  filter: UnitFilter,
  dimensions: readonly Dimension[],
  value: NumberRef | null,
  perUnit: { ids: readonly number[] | null } | null,
  idRange: IdRange | null = null,
): AnyQuery {
  const fields: Array<['d0' | 'd1' | 'vf', FieldRef]> = [];
  const keys = dimensions.map((d, i) => {
    const alias = i === 0 ? 'd0' : 'd1';
    if (d.ref.type === 'field') fields.push([alias, d.ref]);
    return sql`${dimensionKey(d, alias)}`.as(`k${i}`);
  });
  if (value) fields.push(['vf', value]);
  const measures = value
    ? [sql`sum(vf.number_value)`.as('total'), sql`count(vf.number_value)`.as('valued')]
    : [sql`0`.as('total'), sql`0`.as('valued')];
  const units = joined(db, filter, fields, perUnit?.ids ?? null) as AnyQuery;
  const query = (idRange ? units.where('units.id', '>=', idRange[0]).where('units.id', '<', idRange[1]) : units)
    .select([...keys, sql`count(*)`.as('n'), ...measures])
    .groupBy(dimensions.map((_, i) => sql.lit(i + 1)));
  // By unit, so that each unit's rows come together (contributions.ts takes them as runs).
  return perUnit ? query.select('units.id as unit').groupBy('units.id').orderBy('units.id') : query;
}
