import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';

type K = Kysely<Database>;

function rolesWithNames(k: K) {
  return k
    .selectFrom('roles')
    .innerJoin('departments', 'departments.id', 'roles.department_id')
    .innerJoin('sites', 'sites.id', 'roles.site_id')
    .leftJoin('roles as parent', 'parent.id', 'roles.parent_id')
    .select([
      'roles.id',
      'roles.name',
      'roles.description',
      'roles.parent_id',
      'roles.department_id',
      'roles.site_id',
      'roles.path',
      'departments.name as department_name',
      'sites.name as site_name',
      'parent.name as parent_name',
    ]);
}
export type RoleRow = Awaited<ReturnType<typeof findRole>> & {};

/** The roles of the scope's company, or of one of its departments. */
export function listRoles(k: K, scope: Scope, departmentId?: number) {
  let q = rolesWithNames(k).where('roles.site_id', '=', scope.site.id);
  if (departmentId !== undefined) q = q.where('roles.department_id', '=', departmentId);
  return q.execute();
}

/** The parent companies' roles the scope's company inherits (site_inherited_roles). */
export function listInheritedRoles(k: K, scope: Scope) {
  return rolesWithNames(k)
    .where('roles.id', 'in', (q) =>
      q.selectFrom('site_inherited_roles').select('role_id').where('site_id', '=', scope.site.id),
    )
    .execute();
}

/** One role of the scope's company; undefined for any other (another tenant's answers 404). */
export function findRole(k: K, scope: Scope, id: number) {
  return rolesWithNames(k).where('roles.id', '=', id).where('roles.site_id', '=', scope.site.id).executeTakeFirst();
}

export async function roleNameTaken(k: K, departmentId: number, name: string, exceptId?: number): Promise<boolean> {
  let q = k.selectFrom('roles').select('id').where('department_id', '=', departmentId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface RoleColumns {
  name: string;
  description: string;
  parent_id: number | null;
  department_id: number;
}

export async function insertRole(k: K, scope: Scope, values: RoleColumns, now: string): Promise<number> {
  const row = await k
    .insertInto('roles')
    .values({ site_id: scope.site.id, ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(k: K, scope: Scope, id: number, values: Partial<RoleColumns> & { path?: string }) {
  await k.updateTable('roles').set(values).where('id', '=', id).where('site_id', '=', scope.site.id).execute();
}

/** The role at `path` and every role below it. */
export function subtreeOf(k: K, scope: Scope, path: string) {
  return k
    .selectFrom('roles')
    .select(['id', 'path'])
    .where('site_id', '=', scope.site.id)
    .where('path', 'like', `${path}%`)
    .execute();
}

export async function deleteRole(k: K, scope: Scope, id: number): Promise<void> {
  await k.deleteFrom('roles').where('id', '=', id).where('site_id', '=', scope.site.id).execute();
}

const count = async (q: { executeTakeFirst(): Promise<{ n: number | string } | undefined> }) =>
  Number((await q.executeTakeFirst())?.n ?? 0);

/** What holds on to a role: assignments, permissions, menus, inheriting companies and sub-roles. */
export async function roleUsage(k: K, id: number) {
  const n = (table: 'user_centro_roles' | 'process_permissions' | 'menu_item_roles' | 'site_inherited_roles') =>
    count(
      k
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('role_id', '=', id),
    );
  const [users, permissions, menus, inheritors, children] = await Promise.all([
    n('user_centro_roles'),
    n('process_permissions'),
    n('menu_item_roles'),
    n('site_inherited_roles'),
    count(
      k
        .selectFrom('roles')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('parent_id', '=', id),
    ),
  ]);
  return { users, permissions, menus, inheritors, children };
}

/** Ids of the roles the scope's company may use: its own and those it inherits. */
export async function usableRoleIds(k: K, scope: Scope): Promise<Set<number>> {
  const rows = await k
    .selectFrom('roles')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('site_id', '=', scope.site.id),
        eb('id', 'in', eb.selectFrom('site_inherited_roles').select('role_id').where('site_id', '=', scope.site.id)),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}
