import { ADMIN_MESSAGES, type InheritableRole, type Localized, ORG_MESSAGES } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { badRequest, conflict } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { countOf } from './store.js';

type K = Kysely<Database>;

/** Roles with their department and company names, as the inheritance dialog lists them. */
function roleRows(k: K) {
  return k
    .selectFrom('roles')
    .innerJoin('departments', 'departments.id', 'roles.department_id')
    .innerJoin('sites', 'sites.id', 'roles.site_id')
    .select([
      'roles.id',
      'roles.name',
      'roles.description',
      'roles.department_id',
      'departments.name as department_name',
      'roles.site_id',
      'sites.name as site_name',
    ]);
}
type RoleRow = Awaited<ReturnType<ReturnType<typeof roleRows>['execute']>>[number];

const present = (r: RoleRow, inherited: boolean): InheritableRole => ({
  id: r.id,
  name: r.name,
  description: r.description,
  department: r.department_id,
  department_name: r.department_name,
  site: r.site_id,
  site_name: r.site_name,
  inherited,
});

async function inheritedIds(k: K, siteId: number): Promise<number[]> {
  const rows = await k
    .selectFrom('site_inherited_roles')
    .select('role_id')
    .where('site_id', '=', siteId)
    .orderBy('role_id')
    .execute();
  return rows.map((r) => r.role_id);
}

/** The roles a company's parent holds, its own and those it inherits itself: what may be inherited. */
function candidateRows(k: K, parentId: number) {
  return roleRows(k)
    .where((eb) =>
      eb.or([
        eb('roles.site_id', '=', parentId),
        eb(
          'roles.id',
          'in',
          eb.selectFrom('site_inherited_roles').select('role_id').where('site_inherited_roles.site_id', '=', parentId),
        ),
      ]),
    )
    .orderBy('departments.name')
    .orderBy('roles.name')
    .orderBy('roles.id')
    .execute();
}

/** `GET {site}/role/list_inherited_roles/`: the roles the scope's company inherits now. */
export async function listInheritedRoles(k: K, scope: Scope): Promise<InheritableRole[]> {
  const ids = await inheritedIds(k, scope.site.id);
  if (ids.length === 0) return [];
  const rows = await roleRows(k)
    .where('roles.id', 'in', ids)
    .orderBy('departments.name')
    .orderBy('roles.name')
    .orderBy('roles.id')
    .execute();
  return rows.map((r) => present(r, true));
}

/**
 * `GET {site}/role/site_participating_inherit_roles/`: the roles the scope's company may inherit
 * from its parent, each marked when it does (none for a top-level company).
 */
export async function listInheritableRoles(k: K, scope: Scope): Promise<InheritableRole[]> {
  if (scope.site.parent_id === null) return [];
  const [rows, current] = await Promise.all([candidateRows(k, scope.site.parent_id), inheritedIds(k, scope.site.id)]);
  const now = new Set(current);
  return rows.map((r) => present(r, now.has(r.id)));
}

/** Why the company cannot stop inheriting a role: where it (or a sub-company) still uses it. */
async function inUse(k: K, siteId: number, roleId: number): Promise<Localized[]> {
  const n = (q: { executeTakeFirst(): Promise<{ n: unknown } | undefined> }) => countOf(q.executeTakeFirst());
  const [users, permissions, menus, subCompanies] = await Promise.all([
    n(
      k
        .selectFrom('user_centro_roles')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('site_id', '=', siteId)
        .where('role_id', '=', roleId),
    ),
    n(
      k
        .selectFrom('process_permissions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('site_id', '=', siteId)
        .where('role_id', '=', roleId),
    ),
    n(
      k
        .selectFrom('menu_item_roles')
        .innerJoin('menu_items', 'menu_items.id', 'menu_item_roles.menu_item_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('menu_items.site_id', '=', siteId)
        .where('menu_item_roles.role_id', '=', roleId),
    ),
    n(
      k
        .selectFrom('site_inherited_roles')
        .innerJoin('sites', 'sites.id', 'site_inherited_roles.site_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('sites.parent_id', '=', siteId)
        .where('site_inherited_roles.role_id', '=', roleId),
    ),
  ]);
  return [
    users > 0 ? ADMIN_MESSAGES.usedByUsers(users) : null,
    permissions > 0 ? ADMIN_MESSAGES.usedByPermissions(permissions) : null,
    menus > 0 ? ADMIN_MESSAGES.usedByMenus(menus) : null,
    subCompanies > 0 ? ADMIN_MESSAGES.inheritedBySites(subCompanies) : null,
  ].filter((r): r is Localized => r !== null);
}

/**
 * `POST {site}/role/edit_inheritance/`: toggles each listed role (the dialog sends the symmetric
 * difference of what is selected and what is inherited). A role to start inheriting must be one
 * the parent holds; one to stop inheriting must no longer be used in the company. All or nothing,
 * audited as a change of the company's inherited roles.
 */
export async function editInheritance(k: K, scope: Scope, toggled: number[]): Promise<InheritableRole[]> {
  const site = scope.site;
  if (toggled.length > 0 && site.parent_id === null) throw badRequest({ roles: [ORG_MESSAGES.noParentToInherit] });
  const current = await inheritedIds(k, site.id);
  const now = new Set(current);
  const toAdd = toggled.filter((id) => !now.has(id));
  const toRemove = toggled.filter((id) => now.has(id));
  if (toAdd.length > 0) {
    const candidates = new Set((await candidateRows(k, site.parent_id as number)).map((r) => r.id));
    const wrong = toAdd.filter((id) => !candidates.has(id));
    if (wrong.length > 0) throw badRequest({ roles: wrong.map(ORG_MESSAGES.notInheritable) });
  }
  for (const roleId of toRemove) {
    const reasons = await inUse(k, site.id, roleId);
    if (reasons.length > 0) {
      const role = await k.selectFrom('roles').select('name').where('id', '=', roleId).executeTakeFirst();
      throw conflict(ORG_MESSAGES.inheritedRoleInUse(role?.name ?? String(roleId), reasons));
    }
  }
  if (toAdd.length + toRemove.length > 0) {
    const after = [...current.filter((id) => !toRemove.includes(id)), ...toAdd].sort((a, b) => a - b);
    await auditedTransaction(k, scope, async (trx) => {
      if (toRemove.length > 0) {
        await trx
          .deleteFrom('site_inherited_roles')
          .where('site_id', '=', site.id)
          .where('role_id', 'in', toRemove)
          .execute();
      }
      if (toAdd.length > 0) {
        await trx
          .insertInto('site_inherited_roles')
          .values(toAdd.map((role_id) => ({ site_id: site.id, role_id })))
          .onConflict((oc) => oc.columns(['site_id', 'role_id']).doNothing())
          .execute();
      }
      await recordAudit(trx, scope, {
        entity: 'site',
        entityId: site.id,
        action: 'update',
        before: { inherit_roles: current },
        after: { inherit_roles: after },
      });
    });
  }
  return listInheritedRoles(k, scope);
}
