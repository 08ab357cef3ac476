import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, UsersTable } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';

type K = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;
export type UserWithSite = UserRow & { site_name: string; site_path: string };

/** Users whose home company is the scope's company or one of its sub-companies (or exactly `siteId`). */
function usersWithin(k: K, scope: Scope) {
  return k
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .selectAll('users')
    .select(['sites.name as site_name', 'sites.path as site_path'])
    .where('sites.path', 'like', `${scope.site.path}%`);
}

export function listUsers(db: Db, scope: Scope, siteId?: number): Promise<UserWithSite[]> {
  let q = usersWithin(db.k, scope);
  if (siteId !== undefined) q = q.where('users.site_id', '=', siteId);
  return q.orderBy('users.username').execute();
}

/** One user of the scope's reach; undefined for any other (another tenant's user answers 404). */
export function findUserWithin(k: K, scope: Scope, id: number): Promise<UserWithSite | undefined> {
  return usersWithin(k, scope).where('users.id', '=', id).executeTakeFirst();
}

/** A company at or below the scope's company; undefined for any other. */
export function findSiteWithin(k: K, scope: Scope, siteId: number) {
  return k
    .selectFrom('sites')
    .selectAll()
    .where('id', '=', siteId)
    .where('path', 'like', `${scope.site.path}%`)
    .executeTakeFirst();
}

export interface UserRoleRow {
  user_id: number;
  centro_id: number;
  centro_name: string;
  role_id: number;
  role_name: string;
  department_name: string;
}

/** The roles the users hold per centro, by centro and role name. */
export function rolesOfUsers(k: K, userIds: number[]): Promise<UserRoleRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return k
    .selectFrom('user_centro_roles as ucr')
    .innerJoin('centros', 'centros.id', 'ucr.centro_id')
    .innerJoin('roles', 'roles.id', 'ucr.role_id')
    .innerJoin('departments', 'departments.id', 'roles.department_id')
    .select([
      'ucr.user_id',
      'ucr.centro_id',
      'centros.name as centro_name',
      'ucr.role_id',
      'roles.name as role_name',
      'departments.name as department_name',
    ])
    .where('ucr.user_id', 'in', userIds)
    .orderBy('centros.path_str')
    .orderBy('roles.name')
    .execute();
}

export async function centroNames(k: K, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await k.selectFrom('centros').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function centroOfSite(k: K, siteId: number, centroId: number): Promise<boolean> {
  const row = await k
    .selectFrom('centros')
    .select('id')
    .where('id', '=', centroId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Usernames are unique across every company (they sign in without naming one). */
export async function usernameTaken(k: K, username: string, exceptId?: number): Promise<boolean> {
  let q = k.selectFrom('users').select('id').where('username', '=', username);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Active users whose home company is `siteId`: what max_users_number limits. */
export async function countActiveUsers(k: K, siteId: number, exceptId?: number): Promise<number> {
  let q = k
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site_id', '=', siteId)
    .where('is_active', '=', 1);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return Number((await q.executeTakeFirst())?.n ?? 0);
}

export function insertUser(k: K, values: Insertable<UsersTable>) {
  return k.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(k: K, id: number, values: Updateable<UsersTable>) {
  return k.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function deleteUser(k: K, id: number): Promise<void> {
  await k.deleteFrom('users').where('id', '=', id).execute();
}

/** Ends every session of the user (disabled, moved or deleted). */
export async function revokeTokens(k: K, userId: number): Promise<void> {
  await k.deleteFrom('tokens').where('user_id', '=', userId).execute();
}

/** Whether the user appears in any unit: as its creator, its responsible, or in its history. */
export async function userHasRecords(k: K, userId: number): Promise<boolean> {
  const unit = await k
    .selectFrom('units')
    .select('id')
    .where((eb) => eb.or([eb('creator_id', '=', userId), eb('current_responsible_id', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  if (unit) return true;
  const history = await k
    .selectFrom('workflow_history')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('responsible_id', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  return history !== undefined;
}
