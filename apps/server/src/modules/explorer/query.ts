import type { UnitSelection } from '@qualium/contracts';
import {
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { executeByKey } from '../../db/compiled-by-key.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { Ref } from './refs.js';

/**
 * The filter set as one SQL query over `units` (records-explorer §3, §7): every condition is a
 * WHERE on the units row or an indexed IN-subquery (typed field index, search index, processes,
 * relations), so counting needs no join and paging sorts on one expression plus the id.
 */

/** A comparison on a column or field value: one of several values, or a range. */
export type ValueCondition =
  | { in: ReadonlyArray<string | number> }
  | { gte?: string | number | undefined; lt?: string | undefined; lte?: number | undefined };

export interface RefCondition {
  ref: Ref;
  condition: ValueCondition;
  /**
   * A field condition so many units meet that checking each candidate unit through `ufv_unit`, in
   * the list's own order, beats gathering every match first (markBroadConditions).
   */
  broad?: boolean;
}

/** Units a user may read: in these centros, on the processes they hold a process role on there. */
export interface VisibleProcesses {
  centroId: number;
  processIds: readonly number[];
}

export interface UnitFilter {
  siteId: number;
  /** Business-process rows the units may belong to. */
  businessProcessIds: readonly number[];
  visible: readonly VisibleProcesses[];
  /** Normalised words (lower case, no accents), each to be found; empty: no search. */
  search: readonly string[];
  /**
   * SQLite: what withSearchFound learnt of `search`: the units its trigram index found, when they
   * are few, or 'broad' when so many match that each candidate's own text is looked at instead, in
   * the list's order. Absent, the query asks the index itself.
   */
  searchFound?: readonly number[] | 'broad';
  /** Processes of the map, each standing for itself and its descendants. */
  processIds: readonly number[];
  responsibleId: number | null;
  openOnly: boolean;
  excludeStates: readonly string[];
  uid: string | null;
  directoryIds: readonly number[];
  /** Date range and advanced filters. */
  conditions: readonly RefCondition[];
  /** Only the units related to this one: children, parent and unit_relations either way. */
  relatedTo: { id: number; parentId: number | null } | null;
  /** The explorer's selection within the filter (records-explorer §4): ticked units, or all but the unticked. */
  selection?: UnitSelection;
}

export interface SortSpec {
  ref: Ref;
  desc: boolean;
  /** State ids in workflow order, so that a state sort follows the workflow rather than the alphabet. */
  stateOrder: readonly string[];
}

type UnitsEb = ExpressionBuilder<Database, 'units'>;
type Condition = Expression<SqlBool>;
export type UnitsQuery = SelectQueryBuilder<Database, 'units', object>;

const NOTHING = sql<SqlBool>`1 = 0`;

function compare(target: Expression<unknown>, c: ValueCondition): Condition {
  if ('in' in c) return c.in.length === 0 ? NOTHING : sql<SqlBool>`${target} in (${sql.join(c.in)})`;
  const parts = [
    c.gte === undefined ? null : sql`${target} >= ${c.gte}`,
    c.lt === undefined ? null : sql`${target} < ${c.lt}`,
    c.lte === undefined ? null : sql`${target} <= ${c.lte}`,
  ].filter((p) => p !== null);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A column compares in place; a field through its typed index (ufv_text_order / ufv_number_order / ufv_date_order). */
function refCondition(eb: UnitsEb, siteId: number, { ref, condition, broad }: RefCondition): Condition {
  if (ref.type === 'column') {
    const column = sql.ref(`units.${ref.column}`);
    // The limit's indexes lead with `(current_limit is null)`: saying it (a condition on the limit
    // implies it) lets a date range walk the index in the limit's order (a month of calendar).
    const notNull = ref.column === 'current_limit' ? [sql<SqlBool>`(${column} is null) = false`] : [];
    return eb.and([...notNull, compare(column, condition)]);
  }
  const value = compare(sql.ref(`v.${ref.column}`), condition);
  if (broad) {
    return eb.exists(
      eb
        .selectFrom('unit_field_values as v')
        .select(sql.lit(1).as('one'))
        .whereRef('v.unit_id', '=', 'units.id')
        .where('v.field', '=', ref.name)
        .where(value),
    );
  }
  return eb(
    'units.id',
    'in',
    eb
      .selectFrom('unit_field_values as v')
      .select('v.unit_id')
      .where('v.site_id', '=', siteId)
      .where('v.field', '=', ref.name)
      .where(value),
  );
}

/** From this many matching values on, a field condition is checked unit by unit (see RefCondition.broad). */
export const BROAD_CONDITION_VALUES = 5000;

/**
 * How long a condition's breadth is kept per process, and for how many conditions. The breadth
 * only picks the query's form (both select the same units), so a stale one can cost time, never
 * give a wrong answer; asking it cost two statements on every request with advanced filters, 3–6
 * ms of PostgreSQL's time, even when the list's window was kept (docs/performance.md).
 */
const BREADTH_KEPT_MS = 5 * 60_000;
const BREADTHS_KEPT = 1000;
const breadths = new WeakMap<Db, Map<string, { broad: Promise<boolean>; at: number }>>();

type FieldCondition = RefCondition & { ref: Extract<Ref, { type: 'field' }> };
const onField = (c: RefCondition): c is FieldCondition => c.ref.type === 'field';

/** Whether more than BROAD_CONDITION_VALUES field values match: a capped count on the field's value index. */
async function countsBroad(db: Db, siteId: number, c: FieldCondition): Promise<boolean> {
  const matches = db.k
    .selectFrom('unit_field_values as v')
    .select(sql.lit(1).as('one'))
    .where('v.site_id', '=', siteId)
    .where('v.field', '=', c.ref.name)
    .where(compare(sql.ref(`v.${c.ref.column}`), c.condition))
    .limit(BROAD_CONDITION_VALUES);
  const row = await db.k
    .selectFrom(matches.as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0) >= BROAD_CONDITION_VALUES;
}

/** The condition's breadth, as kept by this process or counted now. */
function breadthOf(db: Db, siteId: number, c: FieldCondition, now: number): Promise<boolean> {
  const kept = breadths.get(db) ?? new Map<string, { broad: Promise<boolean>; at: number }>();
  breadths.set(db, kept);
  const key = JSON.stringify([siteId, c.ref.name, c.ref.column, c.condition]);
  const found = kept.get(key);
  if (found && found.at > now - BREADTH_KEPT_MS) return found.broad;
  kept.delete(key);
  const broad = countsBroad(db, siteId, c);
  kept.set(key, { broad, at: now });
  broad.catch(() => kept.delete(key));
  // Maps iterate in insertion order: the first key is the one counted longest ago.
  if (kept.size > BREADTHS_KEPT) kept.delete(kept.keys().next().value!);
  return broad;
}

/**
 * Marks the field conditions that match many units. `units.id in (…)` gathers every match first:
 * quick for a rare value, but a common one (half the units are "grave") costs hundreds of
 * milliseconds on a large BP on SQLite and on PostgreSQL alike, where checking candidates in the
 * list's order finds a page in a few tens. A capped count on the field's value index tells the two
 * apart in about a millisecond, and each process keeps the answer for a few minutes.
 */
export async function markBroadConditions(
  db: Db,
  siteId: number,
  conditions: readonly RefCondition[],
): Promise<RefCondition[]> {
  const now = Date.now();
  return Promise.all(
    conditions.map(async (c) => (onField(c) ? { ...c, broad: await breadthOf(db, siteId, c, now) } : c)),
  );
}

/** From this many units the index finds on, a search looks at each candidate's text (see withSearchFound). */
export const BROAD_SEARCH_MATCHES = 20_000;

/** The trigram index's query for these words: each one anywhere in the text. */
export const ftsMatch = (words: readonly string[]) => words.map((w) => `"${w.replaceAll('"', '""')}"`).join(' AND ');

/**
 * On SQLite, asks the trigram index once for the units holding every word, up to
 * BROAD_SEARCH_MATCHES, for a page and its count to share: fewer, and both gather those ids; more
 * (a word a third of the units hold), and both look at each candidate's text in the list's order
 * instead, which finds a page in a few milliseconds where sorting every match took hundreds
 * (docs/performance.md). PostgreSQL's planner makes that choice itself for its LIKE.
 */
export async function withSearchFound(db: Db, filter: UnitFilter): Promise<UnitFilter> {
  if (db.kind !== 'sqlite' || filter.search.length === 0 || filter.searchFound) return filter;
  const { rows } = await sql<{ rowid: number }>`select rowid from units_search where units_search match ${ftsMatch(
    filter.search,
  )} limit ${BROAD_SEARCH_MATCHES}`.execute(db.k);
  return { ...filter, searchFound: rows.length < BROAD_SEARCH_MATCHES ? rows.map((r) => r.rowid) : 'broad' };
}

/**
 * The 3-character search, each word anywhere in the unit's normalised search text: SQLite asks its
 * trigram index, or takes what withSearchFound learnt from it; PostgreSQL runs a LIKE its pg_trgm
 * GIN index serves.
 */
function searchCondition(eb: UnitsEb, kind: Db['kind'], f: UnitFilter): Condition {
  if (kind === 'sqlite') {
    const found = f.searchFound;
    if (found === 'broad') return eb.and(f.search.map((w) => sql<SqlBool>`instr(units.search_text, ${w}) > 0`));
    if (found) return sql<SqlBool>`units.id in (select value from json_each(${JSON.stringify(found)}))`;
    return sql<SqlBool>`units.id in (select rowid from units_search where units_search match ${ftsMatch(f.search)})`;
  }
  return searchHolds(f.search);
}

/** PostgreSQL: whether the unit's normalised search text holds every word (a LIKE pg_trgm's GIN index serves). */
export function searchHolds(words: readonly string[]): RawBuilder<SqlBool> {
  const each = words.map(
    (w) => sql<SqlBool>`units.search_text like ${`%${w.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

function relatedCondition(eb: UnitsEb, siteId: number, unit: { id: number; parentId: number | null }): Condition {
  return eb.and([
    eb('units.id', '!=', unit.id),
    eb.or([
      eb('units.parent_unit_id', '=', unit.id),
      ...(unit.parentId === null ? [] : [eb('units.id', '=', unit.parentId)]),
      eb(
        'units.id',
        'in',
        eb
          .selectFrom('unit_relations as r')
          .select('r.to_unit_id')
          .where('r.site_id', '=', siteId)
          .where('r.from_unit_id', '=', unit.id),
      ),
      eb(
        'units.id',
        'in',
        eb
          .selectFrom('unit_relations as r')
          .select('r.from_unit_id')
          .where('r.site_id', '=', siteId)
          .where('r.to_unit_id', '=', unit.id),
      ),
    ]),
  ]);
}

function conditions(eb: UnitsEb, kind: Db['kind'], f: UnitFilter): Condition[] {
  const all: Condition[] = [
    eb('units.site_id', '=', f.siteId),
    f.businessProcessIds.length === 0 ? NOTHING : eb('units.business_process_id', 'in', f.businessProcessIds),
    f.visible.length === 0
      ? NOTHING
      : eb.or(
          f.visible.map((v) =>
            v.processIds.length === 0
              ? NOTHING
              : eb.and([eb('units.centro_id', '=', v.centroId), eb('units.process_id', 'in', v.processIds)]),
          ),
        ),
  ];
  if (f.search.length > 0) all.push(searchCondition(eb, kind, f));
  if (f.processIds.length > 0) {
    all.push(
      eb(
        'units.process_id',
        'in',
        eb
          .selectFrom('processes')
          .select('processes.id')
          .where('processes.site_id', '=', f.siteId)
          .where((p) => p.or(f.processIds.map((id) => p('processes.path', 'like', `%/${id}/%`)))),
      ),
    );
  }
  if (f.responsibleId !== null) all.push(eb('units.current_responsible_id', '=', f.responsibleId));
  if (f.openOnly) all.push(eb('units.is_closed', '=', 0));
  if (f.excludeStates.length > 0) all.push(eb('units.current_state', 'not in', f.excludeStates));
  if (f.uid !== null) all.push(eb('units.uid', '=', f.uid));
  if (f.directoryIds.length > 0) all.push(eb('units.directory_id', 'in', f.directoryIds));
  for (const c of f.conditions) all.push(refCondition(eb, f.siteId, c));
  if (f.relatedTo) all.push(relatedCondition(eb, f.siteId, f.relatedTo));
  if (f.selection && 'uids' in f.selection) all.push(eb('units.uid', 'in', f.selection.uids));
  if (f.selection && 'except' in f.selection && f.selection.except.length > 0) {
    all.push(eb('units.uid', 'not in', f.selection.except));
  }
  return all;
}

/** `units` narrowed by the whole filter set; callers add what they select, group or order. */
export function filteredUnits(db: Db, filter: UnitFilter): UnitsQuery {
  return db.k.selectFrom('units').where((eb) => eb.and(conditions(eb, db.kind, filter)));
}

/**
 * On SQLite, these units read by id from a subquery it cannot merge into the conditions put
 * beside it (it has a LIMIT). Merged, its planner prefers any index on those conditions to the ids
 * from about 100 ids on: with the site's, it walked the site's every unit (170–200 ms for a page
 * of 100 on a million units, against 1 ms), with a list's filter the list's index, hundreds of
 * milliseconds for a few units.
 */
function unitsWithIds(db: Db, ids: readonly number[]) {
  return db.k.selectFrom('units').selectAll().where('units.id', 'in', ids).limit(ids.length).as('units');
}

/** These units, those of them the filter matches (read by id on SQLite: unitsWithIds). */
export function filteredUnitsAmong(db: Db, filter: UnitFilter, ids: readonly number[]): UnitsQuery {
  if (db.kind === 'postgres') return filteredUnits(db, filter).where('units.id', 'in', ids);
  return db.k
    .selectFrom(unitsWithIds(db, ids))
    .where((eb) => eb.and(conditions(eb, db.kind, filter))) as unknown as UnitsQuery;
}

/** These units, those of them in the site (read by id on SQLite: unitsWithIds). */
export function siteUnitsAmong(db: Db, siteId: number, ids: readonly number[]): UnitsQuery {
  if (db.kind === 'postgres')
    return db.k.selectFrom('units').where('units.site_id', '=', siteId).where('units.id', 'in', ids);
  return db.k.selectFrom(unitsWithIds(db, ids)).where('units.site_id', '=', siteId) as unknown as UnitsQuery;
}

export interface UnitCount {
  count: number;
  /** False when the count stopped at the cap: there are more than that many. */
  exact: boolean;
}

/** Whether the filter narrows only by what unit_counts is kept by (site, BP, centro, process, state). */
export function countableFromCounters(f: UnitFilter): boolean {
  return (
    f.search.length === 0 &&
    f.responsibleId === null &&
    !f.openOnly &&
    f.uid === null &&
    f.directoryIds.length === 0 &&
    f.conditions.length === 0 &&
    f.relatedTo === null
  );
}

/**
 * A key of everything a list's statement is built from (compiledByKey): the filter and whatever
 * else the caller names (order, page), each unit or field reference by what the SQL reads of it,
 * its type, name and column, not the BP definition a field's carries. Null where the filter holds
 * the ids a search found: too many to key by.
 */
export function statementKey(filter: UnitFilter, ...rest: unknown[]): string | null {
  if (Array.isArray(filter.searchFound)) return null;
  return JSON.stringify([filter, ...rest], (_, v) => (isRef(v) ? [v.type, v.name, v.column] : v));
}

const isRef = (v: unknown): v is Ref =>
  typeof v === 'object' &&
  v !== null &&
  'column' in v &&
  'name' in v &&
  ((v as Ref).type === 'column' || (v as Ref).type === 'field');

/** The same answer as counting the units, read from the per-(BP, centro, process, state) counters. */
export async function countFromCounters(db: Db, f: UnitFilter): Promise<number> {
  const visible = f.visible.filter((v) => v.processIds.length > 0);
  if (f.businessProcessIds.length === 0 || visible.length === 0) return 0;
  const key = JSON.stringify(['counters', f.siteId, f.businessProcessIds, visible, f.excludeStates, f.processIds]);
  const [row] = await executeByKey(db.k, key, () => {
    let query = db.k
      .selectFrom('unit_counts')
      .select((eb) => eb.fn.sum<number | string | null>('n').as('n'))
      .where('site_id', '=', f.siteId)
      .where('business_process_id', 'in', f.businessProcessIds)
      .where((eb) =>
        eb.or(visible.map((v) => eb.and([eb('centro_id', '=', v.centroId), eb('process_key', 'in', v.processIds)]))),
      );
    if (f.excludeStates.length > 0) query = query.where('current_state', 'not in', f.excludeStates);
    if (f.processIds.length === 0) return query;
    return query.where('process_key', 'in', (eb) =>
      eb
        .selectFrom('processes')
        .select('processes.id')
        .where('processes.site_id', '=', f.siteId)
        .where((p) => p.or(f.processIds.map((id) => p('processes.path', 'like', `%/${id}/%`)))),
    );
  });
  return Number(row?.n ?? 0);
}

/**
 * How many units the filter matches: exactly from the counters when it narrows only by BP, centro,
 * process and state; otherwise by counting, up to `cap`. Counting every match of a broad text or
 * field filter would cost more than the page itself (see docs/performance.md).
 */
export async function countUnits(db: Db, filter: UnitFilter, cap: number): Promise<UnitCount> {
  if (countableFromCounters(filter)) return { count: await countFromCounters(db, filter), exact: true };
  const [row] = await executeByKey(db.k, statementKey(filter, 'count', cap), () =>
    db.k
      .selectFrom(
        filteredUnits(db, filter)
          .select(sql.lit(1).as('one'))
          .limit(cap + 1)
          .as('matches'),
      )
      .select((eb) => eb.fn.countAll<number | string>().as('n')),
  );
  const n = Number(row?.n ?? 0);
  return n > cap ? { count: cap, exact: false } : { count: n, exact: true };
}

/** A unit's value of a column or field (a field's smallest, should it hold several). */
export function valueExpression(ref: Ref): Expression<unknown> {
  if (ref.type === 'column') return sql.ref(`units.${ref.column}`);
  return sql`(select min(${sql.ref(`v.${ref.column}`)}) from unit_field_values v where v.unit_id = units.id and v.field = ${ref.name})`;
}

/** Sorts by a person's or centro's name: read from other tables, whose changes no unit version tells. */
export function sortsByName(sort: SortSpec): boolean {
  return sort.ref.type === 'column' && ['current_responsible_id', 'creator_id', 'centro_id'].includes(sort.ref.column);
}

/** Sorts no index walks: every candidate's value is computed, and all of them sorted, for one page. */
export function sortIsComputed(sort: SortSpec): boolean {
  return (
    sort.ref.type === 'field' ||
    sortsByName(sort) ||
    (sort.ref.column === 'current_state' && sort.stateOrder.length > 0)
  );
}

/**
 * The value a unit sorts by: the column itself, a name for people and centros (what the table
 * shows), the workflow position for states, and the smallest value for fields.
 */
function sortExpression(sort: SortSpec): Expression<unknown> {
  const { ref } = sort;
  if (ref.type === 'field') return valueExpression(ref);
  switch (ref.column) {
    case 'current_responsible_id':
    case 'creator_id':
      return sql`(select p.first_name || ' ' || p.last_name from users p where p.id = ${sql.ref(`units.${ref.column}`)})`;
    case 'centro_id':
      return sql`(select c.name from centros c where c.id = units.centro_id)`;
    case 'current_state':
      if (sort.stateOrder.length === 0) return sql.ref('units.current_state');
      return sql`case units.current_state ${sql.join(
        sort.stateOrder.map((state, i) => sql`when ${state} then ${sql.lit(i)}`),
        sql` `,
      )} else ${sql.lit(sort.stateOrder.length)} end`;
    default:
      return sql.ref(`units.${ref.column}`);
  }
}

/** Unit columns that always hold a value: they sort without the "is null" key. */
const NEVER_NULL = new Set(['reference', 'title', 'created_at', 'current_state', 'centro_id', 'bp_reference']);

/** What orderUnits sorts by, for readers that walk the same order by keyset (the list report). */
export function sortKey(sort: SortSpec): { value: Expression<unknown>; nullable: boolean } {
  return { value: sortExpression(sort), nullable: sort.ref.type === 'field' || !NEVER_NULL.has(sort.ref.column) };
}

/**
 * Stable order: the sort value, units without one last, then the id, all in the sort's direction,
 * so that descending is the exact reverse of ascending and both walk the explorer's indexes
 * (which hold `(value is null), value, id`).
 */
export function orderUnits<O>(
  query: SelectQueryBuilder<Database, 'units', O>,
  sort: SortSpec,
): SelectQueryBuilder<Database, 'units', O> {
  const direction = sort.desc ? 'desc' : 'asc';
  const value = sortExpression(sort);
  const nullable = sort.ref.type === 'field' || !NEVER_NULL.has(sort.ref.column);
  const withNulls = nullable ? query.orderBy(sql`(${value} is null)`, direction) : query;
  return withNulls.orderBy(value, direction).orderBy('units.id', direction);
}
