import type { Db } from '../../db/database.js';
import type { CentroScope } from '../../http/context.js';

/** Menu items of the scope's site that apply to its centro (centro_id null = every centro). */
export function listMenuItems(db: Db, scope: CentroScope) {
  return db.k
    .selectFrom('menu_items')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where((eb) => eb.or([eb('centro_id', 'is', null), eb('centro_id', '=', scope.centro.id)]))
    .orderBy('order')
    .orderBy('id')
    .execute();
}

export function listMenuItemRoles(db: Db, scope: CentroScope) {
  return db.k
    .selectFrom('menu_item_roles')
    .innerJoin('menu_items', 'menu_items.id', 'menu_item_roles.menu_item_id')
    .select(['menu_item_roles.menu_item_id', 'menu_item_roles.role_id', 'menu_item_roles.mode'])
    .where('menu_items.site_id', '=', scope.site.id)
    .execute();
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
