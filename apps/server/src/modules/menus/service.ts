import { type AdminMenuItem, ADMIN_MESSAGES as M, type MenuFields } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CentroContext, CentroScope } from '../../http/context.js';
import { badRequest, conflict, type MessageFieldErrors, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { usableRoleIds } from '../roles/repo.js';
import { assertCanReadAdmin } from '../site-admin/policy.js';
import { hasParentCompany } from '../site-admin/sites.js';
import {
  deleteMenuItem,
  insertMenuItem,
  loadFlatMenu,
  loadSiteWideMenu,
  type MenuColumns,
  setMenuRoles,
  siteHasMenus,
  updateMenuItem,
} from './repo.js';
import { type FlatMenuItem, menuTableOrder, selfAndDescendants } from './tree.js';

async function table(k: Kysely<Database>, scope: CentroScope): Promise<AdminMenuItem[]> {
  return menuTableOrder(await loadFlatMenu(k, scope));
}

/** The Menus table: every item of the centro's menu, whoever may see it, in tree order. */
export async function listMenu(ctx: CentroContext, parent?: string) {
  const { db } = ctx.deps;
  await assertCanReadAdmin(db, ctx.scope);
  const all = await table(db.k, ctx.scope);
  const results =
    parent === undefined
      ? all
      : all.filter((m) => (parent === '' || parent === 'null' ? m.parent === null : m.parent === Number(parent)));
  return {
    results,
    can_copy_from_parent: ctx.scope.isSiteAdmin && hasParentCompany(ctx.scope.site) && all.length === 0,
  };
}

async function findItem(k: Kysely<Database>, scope: CentroScope, id: number): Promise<AdminMenuItem> {
  const item = (await table(k, scope)).find((m) => m.id === id);
  if (!item) throw notFound();
  return item;
}

export async function getMenuItem(ctx: CentroContext, id: number): Promise<AdminMenuItem> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  return findItem(ctx.deps.db.k, ctx.scope, id);
}

/** Parent in the same menu and not the item or below it; roles of the company (own or inherited). */
async function check(ctx: CentroContext, fields: MenuFields, menu: FlatMenuItem[], id?: number): Promise<void> {
  const problems: MessageFieldErrors = {};
  if (fields.parent !== null) {
    if (!menu.some((m) => m.id === fields.parent)) problems.parent = [M.unknownId(fields.parent)];
    else if (id !== undefined && selfAndDescendants(menu, id).has(fields.parent)) problems.parent = [M.notUnderItself];
  }
  const usable = await usableRoleIds(ctx.deps.db.k, ctx.scope);
  for (const key of ['allowed_roles', 'blocked_roles'] as const) {
    const unknown = fields[key].filter((role) => !usable.has(role));
    if (unknown.length > 0) problems[key] = unknown.map((role) => M.unknownRole(role));
  }
  if (Object.keys(problems).length > 0) throw badRequest(problems);
}

const columnsOf = (fields: MenuFields): MenuColumns => ({
  name: fields.name,
  order: fields.order,
  parent_id: fields.parent,
  url: fields.url,
  enabled: fields.enabled ? 1 : 0,
});

export async function createMenuItem(ctx: CentroContext, fields: MenuFields): Promise<AdminMenuItem> {
  const { k } = ctx.deps.db;
  await check(ctx, fields, await loadFlatMenu(k, ctx.scope));
  return auditedTransaction(k, ctx.scope, async (trx) => {
    const id = await insertMenuItem(trx, ctx.scope.site.id, columnsOf(fields));
    await setMenuRoles(trx, id, fields.allowed_roles, fields.blocked_roles);
    const created = await findItem(trx, ctx.scope, id);
    await recordAudit(trx, ctx.scope, {
      entity: 'menu_item',
      entityId: id,
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
}

export async function updateMenuItemById(ctx: CentroContext, id: number, fields: MenuFields): Promise<AdminMenuItem> {
  const { k } = ctx.deps.db;
  const menu = await loadFlatMenu(k, ctx.scope);
  const before = await findItem(k, ctx.scope, id);
  await check(ctx, fields, menu, id);
  // shell-and-admin §2.9: a menu with children cannot have its enabled flag edited.
  if (before.has_children && fields.enabled !== before.enabled) throw badRequest({ enabled: [M.menuEnabledLocked] });
  return auditedTransaction(k, ctx.scope, async (trx) => {
    await updateMenuItem(trx, ctx.scope.site.id, id, columnsOf(fields));
    await setMenuRoles(trx, id, fields.allowed_roles, fields.blocked_roles);
    const after = await findItem(trx, ctx.scope, id);
    await recordAudit(trx, ctx.scope, { entity: 'menu_item', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function deleteMenuItemById(ctx: CentroContext, id: number): Promise<void> {
  const { k } = ctx.deps.db;
  const before = await findItem(k, ctx.scope, id);
  if (before.has_children) throw conflict(M.menuHasChildren);
  await auditedTransaction(k, ctx.scope, async (trx) => {
    await deleteMenuItem(trx, ctx.scope.site.id, id);
    await recordAudit(trx, ctx.scope, { entity: 'menu_item', entityId: id, action: 'delete', before, after: null });
  });
}

/**
 * Copy Parent Menus: the parent company's site-wide menu, copied into this company when it has
 * none. Roles this company cannot use are dropped; an item whose allowed roles all drop is copied
 * disabled, so that it never opens up to everyone.
 */
export async function copyMenuFromParent(ctx: CentroContext): Promise<void> {
  const { k } = ctx.deps.db;
  const { site } = ctx.scope;
  if (!hasParentCompany(site) || site.parent_id === null) throw badRequest(M.noParentCompany);
  const source = menuTableOrder(await loadSiteWideMenu(k, site.parent_id));
  const usable = await usableRoleIds(k, ctx.scope);
  await auditedTransaction(k, ctx.scope, async (trx) => {
    if (await siteHasMenus(trx, site.id)) throw conflict(M.alreadyHasMenus);
    const newIds = new Map<number, number>();
    // Tree order puts every parent before its children.
    for (const item of source) {
      const allowed = item.allowed_roles.filter((r) => usable.has(r));
      const blocked = item.blocked_roles.filter((r) => usable.has(r));
      const lostAllAllowed = item.allowed_roles.length > 0 && allowed.length === 0;
      const id = await insertMenuItem(trx, site.id, {
        name: item.name,
        order: item.order,
        parent_id: item.parent === null ? null : (newIds.get(item.parent) ?? null),
        url: item.url,
        enabled: item.enabled && !lostAllAllowed ? 1 : 0,
      });
      newIds.set(item.id, id);
      await setMenuRoles(trx, id, allowed, blocked);
      const copied = { ...(await findItem(trx, ctx.scope, id)), copied_from: item.id };
      await recordAudit(trx, ctx.scope, {
        entity: 'menu_item',
        entityId: id,
        action: 'copy_from_parent',
        before: null,
        after: copied,
      });
    }
  });
}
