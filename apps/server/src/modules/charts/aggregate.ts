import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { toNumber } from '../../db/dialect.js';
import { filteredUnits, type UnitFilter } from '../explorer/query.js';
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

const fieldJoin = (alias: string, ref: Extract<Ref, { type: 'field' }>) =>
  sql`left join unit_field_values ${sql.table(alias)} on ${sql.ref(`${alias}.unit_id`)} = units.id and ${sql.ref(`${alias}.field`)} = ${ref.name}`;

export async function aggregate(
  db: Db,
  filter: UnitFilter,
  dimensions: readonly Dimension[],
  value: NumberRef | null,
): Promise<AggregateRow[]> {
  const joins: RawBuilder<unknown>[] = [];
  const keys = dimensions.map((d, i) => {
    const alias = `d${i}`;
    if (d.ref.type === 'field') joins.push(fieldJoin(alias, d.ref));
    return sql`${dimensionKey(d, alias)} as ${sql.ref(`k${i}`)}`;
  });
  if (value) joins.push(fieldJoin('vf', value));
  const measures = value
    ? sql`sum(vf.number_value) as total, count(vf.number_value) as valued`
    : sql`0 as total, 0 as valued`;
  const ids = filteredUnits(db, filter).select('units.id');
  const positions = dimensions.map((_, i) => sql.lit(i + 1));
  const { rows } = await sql<Record<string, unknown>>`select ${sql.join(keys)}, count(*) as n, ${measures}
    from units ${sql.join(joins, sql` `)}
    where units.id in (${ids})
    group by ${sql.join(positions)}`.execute(db.k);
  return rows.map((r) => ({
    keys: dimensions.map((_, i) => {
      const k = r[`k${i}`];
      return k === null || k === undefined ? null : String(k);
    }),
    n: toNumber(r.n),
    total: toNumber(r.total),
    valued: toNumber(r.valued),
  }));
}
