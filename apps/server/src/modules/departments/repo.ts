import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';

type K = Kysely<Database>;

function withRoleCount(k: K, scope: Scope) {
  return k
    .selectFrom('departments')
    .select(['departments.id', 'departments.name', 'departments.description', 'departments.site_id'])
    .select((eb) =>
      eb
        .selectFrom('roles')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('roles.department_id', '=', 'departments.id')
        .as('roles_count'),
    )
    .where('departments.site_id', '=', scope.site.id);
}
export type DepartmentRow = Awaited<ReturnType<typeof findDepartment>> & {};

/** The departments of the scope's company, by name. */
export function listDepartments(k: K, scope: Scope) {
  return withRoleCount(k, scope).orderBy('departments.name').orderBy('departments.id').execute();
}

/** One department of the scope's company; undefined for any other (another tenant's answers 404). */
export function findDepartment(k: K, scope: Scope, id: number) {
  return withRoleCount(k, scope).where('departments.id', '=', id).executeTakeFirst();
}

export async function departmentNameTaken(k: K, scope: Scope, name: string, exceptId?: number): Promise<boolean> {
  let q = k.selectFrom('departments').select('id').where('site_id', '=', scope.site.id).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertDepartment(k: K, scope: Scope, values: { name: string; description: string }, now: string) {
  const row = await k
    .insertInto('departments')
    .values({ site_id: scope.site.id, ...values, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDepartment(k: K, scope: Scope, id: number, values: { name: string; description: string }) {
  await k.updateTable('departments').set(values).where('id', '=', id).where('site_id', '=', scope.site.id).execute();
}

export async function deleteDepartment(k: K, scope: Scope, id: number): Promise<void> {
  await k.deleteFrom('departments').where('id', '=', id).where('site_id', '=', scope.site.id).execute();
}

/** Process permissions granted to the whole department. */
export async function departmentPermissionCount(k: K, id: number): Promise<number> {
  const row = await k
    .selectFrom('process_permissions')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('department_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
