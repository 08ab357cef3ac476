import type { Kysely, Selectable } from 'kysely';
import { unprefixed, withoutPrefixed } from '../../db/columns.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { Database, UnitsTable, WorkflowHistoryTable } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { BP_SUMMARY_COLUMNS, type BusinessProcessSummary } from '../bp/repo.js';

export type UnitRow = Selectable<UnitsTable>;
export type HistoryRow = Selectable<WorkflowHistoryTable>;

/** A unit of the scope's site by uid; another tenant's uid is simply not found. */
export function findUnitByUid(db: Db, scope: Scope, uid: string): Promise<UnitRow | undefined> {
  return db.k
    .selectFrom('units')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('uid', '=', uid)
    .executeTakeFirst();
}

// Every unit read and write starts here: compiled once (db/compiled-once.ts).
const unitWithBpByUid = compiledOnce((k: Kysely<Database>, siteId: number, uid: string) =>
  k
    .selectFrom('units')
    .innerJoin('business_processes as bp', 'bp.id', 'units.business_process_id')
    .selectAll('units')
    .select((eb) => BP_SUMMARY_COLUMNS.map((c) => eb.ref(`bp.${c}`).as(`bp__${c}`)))
    .where('units.site_id', '=', siteId)
    .where('units.uid', '=', uid),
);

/**
 * findUnitByUid with its business process (without the definition text, which the parsed-definition
 * cache holds by id and update time) in the same statement: one round trip for both.
 */
export async function findUnitWithBpByUid(
  db: Db,
  scope: Scope,
  uid: string,
): Promise<{ unit: UnitRow; bp: BusinessProcessSummary } | undefined> {
  const [row] = await unitWithBpByUid(db.k, scope.site.id, uid);
  if (!row) return undefined;
  const all = row as unknown as Record<string, unknown>;
  const bp = unprefixed<BusinessProcessSummary>(all, 'bp__', BP_SUMMARY_COLUMNS);
  return bp && { unit: withoutPrefixed(all, ['bp__']) as UnitRow, bp };
}

export function findUnitById(db: Db, scope: Scope, id: number): Promise<UnitRow | undefined> {
  return db.k
    .selectFrom('units')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listHistory(db: Db, scope: Scope, unitId: number, limit = 1000): Promise<HistoryRow[]> {
  return db.k
    .selectFrom('workflow_history')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('unit_id', '=', unitId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** The unit's latest history rows, newest first. */
export function latestHistory(db: Db, scope: Scope, unitId: number, limit: number): Promise<HistoryRow[]> {
  return db.k
    .selectFrom('workflow_history')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('unit_id', '=', unitId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listChildUnits(db: Db, scope: Scope, unitId: number) {
  return db.k
    .selectFrom('units')
    .select(['id', 'uid', 'reference', 'title', 'bp_reference', 'centro_id', 'current_state', 'process_id'])
    .where('site_id', '=', scope.site.id)
    .where('parent_unit_id', '=', unitId)
    .orderBy('id')
    .execute();
}

export function findUsers(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.k
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'username', 'email', 'phone', 'photo'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
}
