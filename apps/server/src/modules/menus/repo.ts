import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { CentroScope } from '../../http/context.js';
import type { FlatMenuItem } from './tree.js';

type K = Kysely<Database>;

/** Menu items of the scope's site that apply to its centro (centro_id null = every centro). */
export function listMenuItems(k: K, scope: CentroScope) {
  return k
    .selectFrom('menu_items')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where((eb) => eb.or([eb('centro_id', 'is', null), eb('centro_id', '=', scope.centro.id)]))
    .orderBy('order')
    .orderBy('id')
    .execute();
}

/**
 * Allowed and blocked roles of a site's menu items. menu_item_roles has no site column: it is
 * reached through its item's site_id, so it never reads another company's rows.
 */
export function listMenuItemRoles(k: K, siteId: number) {
  return k
    .selectFrom('menu_item_roles')
    .innerJoin('menu_items', 'menu_items.id', 'menu_item_roles.menu_item_id')
    .select(['menu_item_roles.menu_item_id', 'menu_item_roles.role_id', 'menu_item_roles.mode'])
    .where('menu_items.site_id', '=', siteId)
    .orderBy('menu_item_roles.role_id')
    .execute();
}

type MenuRow = Awaited<ReturnType<typeof listMenuItems>>[number];
type MenuRoleRow = Awaited<ReturnType<typeof listMenuItemRoles>>[number];

export function toFlatMenu(rows: MenuRow[], roleRows: MenuRoleRow[]): FlatMenuItem[] {
  const rolesOf = (id: number, mode: 'allowed' | 'blocked') =>
    roleRows.filter((x) => x.menu_item_id === id && x.mode === mode).map((x) => x.role_id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    order: row.order,
    parent: row.parent_id,
    url: row.url,
    enabled: row.enabled === 1,
    allowed_roles: rolesOf(row.id, 'allowed'),
    blocked_roles: rolesOf(row.id, 'blocked'),
  }));
}

/** The menu of the scope's centro with each item's roles. */
export async function loadFlatMenu(k: K, scope: CentroScope): Promise<FlatMenuItem[]> {
  const [rows, roleRows] = await Promise.all([listMenuItems(k, scope), listMenuItemRoles(k, scope.site.id)]);
  return toFlatMenu(rows, roleRows);
}

/** The site-wide menu of a company (its centro-specific items stay with their centros). */
export async function loadSiteWideMenu(k: K, siteId: number): Promise<FlatMenuItem[]> {
  const [rows, roleRows] = await Promise.all([
    k.selectFrom('menu_items').selectAll().where('site_id', '=', siteId).where('centro_id', 'is', null).execute(),
    listMenuItemRoles(k, siteId),
  ]);
  return toFlatMenu(rows, roleRows);
}

/** The roles the scope's user holds in the scope's centro. */
export async function userRoleIdsInCentro(db: Db, scope: CentroScope): Promise<Set<number>> {
  const rows = await db.k
    .selectFrom('user_centro_roles')
    .select('role_id')
    .where('user_id', '=', scope.user.id)
    .where('centro_id', '=', scope.centro.id)
    .execute();
  return new Set(rows.map((r) => r.role_id));
}

export async function siteHasMenus(k: K, siteId: number): Promise<boolean> {
  return (await k.selectFrom('menu_items').select('id').where('site_id', '=', siteId).executeTakeFirst()) !== undefined;
}

export interface MenuColumns {
  name: string;
  order: number;
  parent_id: number | null;
  url: string | null;
  enabled: 0 | 1;
}

/** New items are site-wide: the Menus screen edits the company's navigation. */
export async function insertMenuItem(k: K, siteId: number, values: MenuColumns): Promise<number> {
  const row = await k
    .insertInto('menu_items')
    .values({ site_id: siteId, centro_id: null, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMenuItem(k: K, siteId: number, id: number, values: MenuColumns): Promise<void> {
  await k.updateTable('menu_items').set(values).where('id', '=', id).where('site_id', '=', siteId).execute();
}

export async function deleteMenuItem(k: K, siteId: number, id: number): Promise<void> {
  await k.deleteFrom('menu_items').where('id', '=', id).where('site_id', '=', siteId).execute();
}

/** Replaces an item's allowed and blocked roles. */
export async function setMenuRoles(k: K, id: number, allowed: number[], blocked: number[]): Promise<void> {
  await k.deleteFrom('menu_item_roles').where('menu_item_id', '=', id).execute();
  const rows = [
    ...allowed.map((role_id) => ({ menu_item_id: id, role_id, mode: 'allowed' as const })),
    ...blocked.map((role_id) => ({ menu_item_id: id, role_id, mode: 'blocked' as const })),
  ];
  if (rows.length > 0) await k.insertInto('menu_item_roles').values(rows).execute();
}
