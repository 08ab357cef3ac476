import { PROCESS_ROLES, type ProcessRole } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { transactionRoot } from '../../db/transaction-roots.js';
import type { Scope } from '../../http/context.js';
import { VersionedCache } from '../shared/versioned-cache.js';

/** Process id → the process roles the user holds there. Absent: the user does not participate. */
export type ProcessRoleMap = ReadonlyMap<number, ReadonlySet<ProcessRole>>;

const isProcessRole = (value: string): value is ProcessRole => (PROCESS_ROLES as readonly string[]).includes(value);

/** Past this many users' centros the least recently used roles are read again. */
const ROLES_KEPT = 20_000;

/**
 * Each connection pool's kept roles, per server process. A transaction finds them under the pool
 * it was begun from and takes only roles read in full (VersionedCache.settledOr). The transactions
 * that read roles (unit and notification writes) change no grants: one that changed grants would
 * not have raised the version read with the token, and must not read roles back through here.
 */
const keptRoles = new WeakMap<Kysely<Database>, VersionedCache<ProcessRoleMap>>();

/**
 * The process roles a user holds in one centro (shell-and-admin §3 process definition labels,
 * records-explorer §6): a process role is granted to a site role or a whole department; the user
 * holds site roles per centro. Only processes enabled in that centro count. Grants are stored per
 * process: a grant that reaches descendants is written on each of them (see docs/decisions.md).
 *
 * Kept per server process under the version of the site's access grants read with the token
 * (Scope.accessVersion): every write that can change the answer raises it in the database
 * (migration 0022), so the next request, through any node, reads the roles again. The roles are
 * read after the version, so what is kept under a version is at least as new as it.
 */
export async function processRolesInCentro(db: Db, scope: Scope, centroId: number): Promise<ProcessRoleMap> {
  if (scope.accessVersion === null) return readProcessRoles(db, scope, centroId);
  const root = transactionRoot(db.k);
  let kept = keptRoles.get(root ?? db.k);
  if (!kept) {
    kept = new VersionedCache(ROLES_KEPT);
    keptRoles.set(root ?? db.k, kept);
  }
  const key = `${scope.site.id}:${scope.user.id}:${centroId}`;
  const read = () => readProcessRoles(db, scope, centroId);
  // Inside a notification's transaction the recipient's roles are looked up while the company's
  // audit turn is held: a kept answer saves that round trip.
  return root ? kept.settledOr(key, scope.accessVersion, read) : kept.get(key, scope.accessVersion, read);
}

async function readProcessRoles(db: Db, scope: Scope, centroId: number): Promise<ProcessRoleMap> {
  // One statement (a round trip on PostgreSQL): the user's roles in the centro joined to the
  // grants made to each role or to its department, on the processes enabled there.
  const grants = await db.k
    .selectFrom('user_centro_roles')
    .innerJoin('roles', 'roles.id', 'user_centro_roles.role_id')
    .innerJoin('process_permissions', (j) =>
      j
        .on('process_permissions.site_id', '=', scope.site.id)
        .on((eb) =>
          eb.or([
            eb('process_permissions.role_id', '=', eb.ref('roles.id')),
            eb('process_permissions.department_id', '=', eb.ref('roles.department_id')),
          ]),
        ),
    )
    .innerJoin('centro_processes', (j) =>
      j
        .onRef('centro_processes.process_id', '=', 'process_permissions.process_id')
        .on('centro_processes.centro_id', '=', centroId),
    )
    .select(['process_permissions.process_id', 'process_permissions.permission'])
    .distinct()
    .where('user_centro_roles.user_id', '=', scope.user.id)
    .where('user_centro_roles.centro_id', '=', centroId)
    .where('user_centro_roles.site_id', '=', scope.site.id)
    .execute();

  const map = new Map<number, Set<ProcessRole>>();
  for (const g of grants) {
    if (!isProcessRole(g.permission)) continue;
    const set = map.get(g.process_id) ?? new Set<ProcessRole>();
    set.add(g.permission);
    map.set(g.process_id, set);
  }
  return map;
}

/** The roles held on one process (empty set: not a participant). */
export function rolesOn(map: ProcessRoleMap, processId: number | null): ReadonlySet<ProcessRole> {
  return (processId !== null && map.get(processId)) || new Set();
}

/**
 * Users holding `role` on `processId` in `centroId` (candidate responsibles, process-depending user
 * fields). Admins are not excluded here; the explorer's user filter has its own rule.
 */
export async function usersWithProcessRole(
  db: Db,
  scope: Scope,
  centroId: number,
  processId: number,
  role: ProcessRole,
): Promise<Array<{ id: number; first_name: string; last_name: string; username: string; email: string }>> {
  return db.k
    .selectFrom('users')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.username', 'users.email'])
    .where('users.is_active', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('user_centro_roles as ucr')
          .innerJoin('roles', 'roles.id', 'ucr.role_id')
          .innerJoin('process_permissions as pp', (j) =>
            j.on('pp.process_id', '=', processId).on('pp.permission', '=', role).on('pp.site_id', '=', scope.site.id),
          )
          .innerJoin('centro_processes as cp', (j) =>
            j.on('cp.process_id', '=', processId).on('cp.centro_id', '=', centroId),
          )
          .select('ucr.user_id')
          .whereRef('ucr.user_id', '=', 'users.id')
          .where('ucr.centro_id', '=', centroId)
          .where((w) =>
            w.or([
              w('pp.role_id', '=', w.ref('ucr.role_id')),
              w('pp.department_id', '=', w.ref('roles.department_id')),
            ]),
          ),
      ),
    )
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .execute();
}
