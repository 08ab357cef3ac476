import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { keptInCatalog } from '../shared/catalog.js';

/**
 * The company's processes by reference: a BP's units belong to the process of its definition's
 * `info.process` there, and a `process_role` rule names one. Kept per server process under the
 * catalog version, which the processes' changes raise (migration 0026): a creation looked one up
 * with a round trip of its own three times. Never changed by callers.
 */
export function siteProcessIds(db: Db, scope: Scope): Promise<ReadonlyMap<string, number>> {
  return keptInCatalog(db, scope, `processes:${scope.site.id}`, async (d) => {
    const rows = await d.k
      .selectFrom('processes')
      .select(['id', 'reference'])
      .where('site_id', '=', scope.site.id)
      .execute();
    return new Map(rows.map((p) => [p.reference, p.id]));
  });
}

export interface ProcessLabel {
  id: number;
  name: string;
  reference: string;
}

/**
 * The company's processes by id, with their names: what the unit page shows of its unit's process.
 * Kept under the catalog version like siteProcessIds (migration 0028 watches the names too).
 */
export function siteProcessLabels(db: Db, scope: Scope): Promise<ReadonlyMap<number, ProcessLabel>> {
  return keptInCatalog(db, scope, `process-labels:${scope.site.id}`, async (d) => {
    const rows = await d.k
      .selectFrom('processes')
      .select(['id', 'name', 'reference'])
      .where('site_id', '=', scope.site.id)
      .execute();
    return new Map(rows.map((p) => [p.id, p]));
  });
}

/** The scope's site's process map, with each process's standard name (ordered by the service). */
export function listProcessRows(db: Db, scope: Scope) {
  return db.k
    .selectFrom('processes')
    .leftJoin('standards', (j) =>
      j.onRef('standards.id', '=', 'processes.standard_id').on('standards.site_id', '=', scope.site.id),
    )
    .selectAll('processes')
    .select('standards.name as standard_name')
    .where('processes.site_id', '=', scope.site.id)
    .execute();
}
export type ProcessRow = Awaited<ReturnType<typeof listProcessRows>>[number];

export function findProcess(db: Db, scope: Scope, id: number) {
  return db.k
    .selectFrom('processes')
    .select(['id', 'reference'])
    .where('site_id', '=', scope.site.id)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The grants of one process: a process role to a site role or to a whole department. */
export function listProcessGrants(db: Db, scope: Scope, processId: number) {
  return db.k
    .selectFrom('process_permissions')
    .select(['permission', 'role_id', 'department_id'])
    .where('site_id', '=', scope.site.id)
    .where('process_id', '=', processId)
    .orderBy('id')
    .execute();
}

/** Centros of the scope's site where the user holds a role. */
export async function userCentroIds(db: Db, scope: Scope): Promise<number[]> {
  const rows = await db.k
    .selectFrom('user_centro_roles')
    .select('centro_id')
    .distinct()
    .where('site_id', '=', scope.site.id)
    .where('user_id', '=', scope.user.id)
    .orderBy('centro_id')
    .execute();
  return rows.map((r) => r.centro_id);
}
