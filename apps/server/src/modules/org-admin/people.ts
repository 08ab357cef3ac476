import {
  ADMIN_MESSAGES,
  type CentroRolesResponse,
  displayName,
  type ManagerCandidateList,
  ORG_MESSAGES,
} from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import type { CentroAdmin } from './centros.js';
import { assertCentroPeopleAccess } from './policy.js';

type K = Kysely<Database>;

/** '/demo/norte/' → ['/demo/', '/demo/norte/']: the company and those above it. */
const companiesAtOrAbove = (storedPath: string) => {
  const parts = storedPath.split('/').filter(Boolean);
  return parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}/`);
};

/** Roles that may be held in the company's centros: its own and those it inherits. */
function assignableRoles(k: K, siteId: number) {
  return k
    .selectFrom('roles')
    .innerJoin('departments', 'departments.id', 'roles.department_id')
    .select([
      'roles.id',
      'roles.name',
      'roles.description',
      'roles.site_id',
      'roles.department_id',
      'departments.name as department_name',
    ])
    .where((eb) =>
      eb.or([
        eb('roles.site_id', '=', siteId),
        eb(
          'roles.id',
          'in',
          eb.selectFrom('site_inherited_roles').select('role_id').where('site_inherited_roles.site_id', '=', siteId),
        ),
      ]),
    )
    .orderBy('departments.name')
    .orderBy('roles.name')
    .orderBy('roles.id')
    .execute();
}

/**
 * People who may hold roles in a centro: users of its company and of the companies above it (an
 * administrator of a group works in its sub-companies), plus anyone holding a role there already.
 */
function eligibleUsers(k: K, scope: Scope, centroId: number) {
  return k
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .select([
      'users.id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.is_active',
      'sites.name as site_name',
    ])
    .where((eb) =>
      eb.or([
        eb('sites.path', 'in', companiesAtOrAbove(scope.site.path)),
        eb(
          'users.id',
          'in',
          eb.selectFrom('user_centro_roles').select('user_id').where('user_centro_roles.centro_id', '=', centroId),
        ),
      ]),
    )
    .orderBy('users.last_name')
    .orderBy('users.first_name')
    .orderBy('users.id')
    .execute();
}

async function rolesOfUser(k: K, centroId: number, userId: number): Promise<number[]> {
  const rows = await k
    .selectFrom('user_centro_roles')
    .select('role_id')
    .where('centro_id', '=', centroId)
    .where('user_id', '=', userId)
    .orderBy('role_id')
    .execute();
  return rows.map((r) => r.role_id);
}

/**
 * Who holds which role in one centro, and who is managed there: for the company's administrators
 * and the centro's managers (policy.ts). Ids of another company's centro answer 404.
 */
export class CentroPeople {
  constructor(
    private readonly k: K,
    private readonly centros: CentroAdmin,
  ) {}

  /** `GET {site}/qcentro/{id}/centro_roles/` */
  async roles(scope: Scope, centroId: number): Promise<CentroRolesResponse> {
    const centro = await this.centros.target(scope, centroId);
    await assertCentroPeopleAccess(this.k, scope, centro.id);
    const [roles, users, holders] = await Promise.all([
      assignableRoles(this.k, scope.site.id),
      eligibleUsers(this.k, scope, centro.id),
      this.k
        .selectFrom('user_centro_roles')
        .select(['role_id', 'user_id'])
        .where('centro_id', '=', centro.id)
        .orderBy('user_id')
        .execute(),
    ]);
    const results = roles.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      department: r.department_id,
      department_name: r.department_name,
      inherited: r.site_id !== scope.site.id,
      users: holders.filter((h) => h.role_id === r.id).map((h) => h.user_id),
    }));
    return {
      centro: centro.id,
      count: results.length,
      results,
      users: users.map((u) => ({
        id: u.id,
        username: u.username,
        name: displayName(u),
        is_active: u.is_active === 1,
        site_name: u.site_name,
      })),
      can_edit: true,
    };
  }

  /**
   * `PUT …/modify_user_roles/` (the whole set), `add_user_role/` and `remove_user_role/` (one):
   * sets the roles a user holds in the centro. The user must be one who may work there, each role
   * one of the company's or inherited. A user left without roles stops managing the centro too.
   */
  async setUserRoles(
    scope: Scope,
    centroId: number,
    userId: number,
    next: (current: number[]) => number[],
    /** Where an unknown role is reported: the form field that named it. */
    roleField: 'roles_ids' | 'role_id' = 'roles_ids',
  ): Promise<CentroRolesResponse> {
    const centro = await this.centros.target(scope, centroId);
    await assertCentroPeopleAccess(this.k, scope, centro.id);
    const [roles, users] = await Promise.all([
      assignableRoles(this.k, scope.site.id),
      eligibleUsers(this.k, scope, centro.id),
    ]);
    if (!users.some((u) => u.id === userId)) throw badRequest({ user_id: [ORG_MESSAGES.unknownUser(userId)] });
    const known = new Set(roles.map((r) => r.id));
    await auditedTransaction(this.k, scope, async (trx) => {
      const before = await rolesOfUser(trx, centro.id, userId);
      const after = [...new Set(next(before))].sort((a, b) => a - b);
      const unknown = after.filter((id) => !known.has(id));
      if (unknown.length > 0) throw badRequest({ [roleField]: unknown.map(ADMIN_MESSAGES.unknownRole) });
      if (before.join() === after.join()) return;
      await trx
        .deleteFrom('user_centro_roles')
        .where('centro_id', '=', centro.id)
        .where('user_id', '=', userId)
        .execute();
      if (after.length > 0) {
        await trx
          .insertInto('user_centro_roles')
          .values(after.map((role_id) => ({ site_id: scope.site.id, centro_id: centro.id, user_id: userId, role_id })))
          .onConflict((oc) => oc.columns(['centro_id', 'user_id', 'role_id']).doNothing())
          .execute();
      } else {
        await trx
          .deleteFrom('centro_managers')
          .where('centro_id', '=', centro.id)
          .where('user_id', '=', userId)
          .execute();
      }
      await recordAudit(trx, scope, {
        entity: 'centro_roles',
        entityId: centro.id,
        action: 'update',
        before: { user: userId, roles: before },
        after: { user: userId, roles: after },
      });
    });
    return this.roles(scope, centro.id);
  }

  /**
   * `GET {site}/qcentro/{id}/list_manager_candidates`: the people with a role in the centro, each
   * marked when they manage it. Its managers read it; only administrators change it.
   */
  async managers(scope: Scope, centroId: number): Promise<ManagerCandidateList> {
    const centro = await this.centros.target(scope, centroId);
    await assertCentroPeopleAccess(this.k, scope, centro.id);
    const [people, managers] = await Promise.all([
      this.k
        .selectFrom('users')
        .select(['id', 'username', 'first_name', 'last_name'])
        .where('id', 'in', (q) =>
          q.selectFrom('user_centro_roles').select('user_id').where('centro_id', '=', centro.id),
        )
        .orderBy('last_name')
        .orderBy('first_name')
        .orderBy('id')
        .execute(),
      this.k.selectFrom('centro_managers').select('user_id').where('centro_id', '=', centro.id).execute(),
    ]);
    const managing = new Set(managers.map((m) => m.user_id));
    const results = people.map((u) => ({
      id: u.id,
      name: displayName(u),
      username: u.username,
      manager: managing.has(u.id),
    }));
    return { centro: centro.id, count: results.length, results, can_edit: scope.isSiteAdmin };
  }

  /** `PUT …/set_user_manager/` (administrators): makes a user with a role there manage the centro, or not. */
  async setManager(scope: Scope, centroId: number, userId: number, manager: boolean): Promise<ManagerCandidateList> {
    const centro = await this.centros.target(scope, centroId);
    const holdsRole = (await rolesOfUser(this.k, centro.id, userId)).length > 0;
    if (manager && !holdsRole) throw badRequest({ user_id: [ORG_MESSAGES.managerNeedsRole] });
    await auditedTransaction(this.k, scope, async (trx) => {
      const current = await trx
        .selectFrom('centro_managers')
        .select('user_id')
        .where('centro_id', '=', centro.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if ((current !== undefined) === manager) return;
      if (manager) {
        await trx
          .insertInto('centro_managers')
          .values({ site_id: scope.site.id, centro_id: centro.id, user_id: userId })
          .onConflict((oc) => oc.columns(['centro_id', 'user_id']).doNothing())
          .execute();
      } else {
        await trx
          .deleteFrom('centro_managers')
          .where('centro_id', '=', centro.id)
          .where('user_id', '=', userId)
          .execute();
      }
      await recordAudit(trx, scope, {
        entity: 'centro_manager',
        entityId: centro.id,
        action: manager ? 'create' : 'delete',
        before: manager ? null : { user: userId },
        after: manager ? { user: userId } : null,
      });
    });
    return this.managers(scope, centro.id);
  }
}
