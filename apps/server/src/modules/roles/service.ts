import { type Localized, ADMIN_MESSAGES as M, type RoleFields, type RoleRecord } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../../http/context.js';
import { badRequest, conflict, HttpError, type MessageFieldErrors, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { findDepartment } from '../departments/repo.js';
import { assertCanReadAdmin } from '../site-admin/policy.js';
import {
  deleteRole,
  findRole,
  insertRole,
  listInheritedRoles,
  listRoles,
  type RoleRow,
  roleNameTaken,
  roleUsage,
  subtreeOf,
  updateRole,
} from './repo.js';
import { childPath, inTreeOrder, isAtOrBelow, movedPath, pathIds } from './tree.js';

function present(row: RoleRow, inherited = false): RoleRecord {
  const path = pathIds(row.path);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parent: row.parent_id,
    parent_name: row.parent_name,
    department: row.department_id,
    department_name: row.department_name,
    site: row.site_id,
    site_name: row.site_name,
    path,
    level: Math.max(0, path.length - 1),
    inherited,
  };
}

/** Own roles by department name, each department's tree depth first; inherited ones after, if asked. */
export async function listRolesOf(
  ctx: RequestContext,
  options: { department?: number; inherited: boolean },
): Promise<RoleRecord[]> {
  const { k } = ctx.deps.db;
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  const byDepartment = (rows: RoleRow[]) =>
    [...new Set(rows.map((r) => r.department_name))]
      .sort((a, b) => a.localeCompare(b))
      .flatMap((name) => inTreeOrder(rows.filter((r) => r.department_name === name)));
  const own = byDepartment(await listRoles(k, ctx.scope, options.department)).map((r) => present(r));
  if (!options.inherited) return own;
  const inherited = byDepartment(await listInheritedRoles(k, ctx.scope)).map((r) => present(r, true));
  return [...own, ...inherited];
}

export async function getRole(ctx: RequestContext, id: number): Promise<RoleRecord> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  const row = await findRole(ctx.deps.db.k, ctx.scope, id);
  if (!row) throw notFound();
  return present(row);
}

/**
 * The department and parent a form names, checked together: both of the scope's company, the
 * parent in the same department, and (for an existing role) not the role itself or one below it.
 */
async function placement(ctx: RequestContext, fields: RoleFields, role?: RoleRow) {
  const { k } = ctx.deps.db;
  const problems: MessageFieldErrors = {};
  if (fields.site !== null && fields.site !== ctx.scope.site.id) problems.site = [M.unknownId(fields.site)];
  const department = await findDepartment(k, ctx.scope, fields.department);
  if (!department) problems.department = [M.unknownId(fields.department)];
  const parent = fields.parent === null ? null : await findRole(k, ctx.scope, fields.parent);
  if (parent === undefined) problems.parent = [M.unknownId(fields.parent ?? '')];
  else if (parent && role && isAtOrBelow(parent.path, role.path)) problems.parent = [M.notUnderItself];
  else if (parent && parent.department_id !== fields.department) problems.parent = [M.parentOtherDepartment];
  if (await roleNameTaken(k, fields.department, fields.name, role?.id)) problems.name = [M.duplicate];
  if (Object.keys(problems).length > 0) throw badRequest(problems);
  return { parent: parent ?? null };
}

async function reread(trx: Kysely<Database>, ctx: RequestContext, id: number): Promise<RoleRecord> {
  return present((await findRole(trx, ctx.scope, id)) as RoleRow);
}

async function duplicateAfterRace(
  ctx: RequestContext,
  error: unknown,
  fields: RoleFields,
  exceptId?: number,
): Promise<never> {
  if (!(error instanceof HttpError) && (await roleNameTaken(ctx.deps.db.k, fields.department, fields.name, exceptId))) {
    throw badRequest({ name: [M.duplicate] });
  }
  throw error;
}

export async function createRole(ctx: RequestContext, fields: RoleFields): Promise<RoleRecord> {
  const { parent } = await placement(ctx, fields);
  try {
    return await auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
      const id = await insertRole(
        trx,
        ctx.scope,
        {
          name: fields.name,
          description: fields.description,
          parent_id: parent?.id ?? null,
          department_id: fields.department,
        },
        nowIso(),
      );
      await updateRole(trx, ctx.scope, id, { path: childPath(parent?.path ?? null, id) });
      const created = await reread(trx, ctx, id);
      await recordAudit(trx, ctx.scope, {
        entity: 'role',
        entityId: id,
        action: 'create',
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    return duplicateAfterRace(ctx, error, fields);
  }
}

/**
 * Renames, re-describes and moves a role. A new parent or department takes the role's whole
 * subtree along: every path below it is rewritten and every role below it joins the department.
 */
export async function updateRoleById(ctx: RequestContext, id: number, fields: RoleFields): Promise<RoleRecord> {
  const { k } = ctx.deps.db;
  const role = await findRole(k, ctx.scope, id);
  if (!role) throw notFound();
  const { parent } = await placement(ctx, fields, role);
  const newPath = childPath(parent?.path ?? null, id);
  try {
    return await auditedTransaction(k, ctx.scope, async (trx) => {
      const before = present(role);
      for (const row of await subtreeOf(trx, ctx.scope, role.path)) {
        await updateRole(trx, ctx.scope, row.id, {
          path: movedPath(row.path, role.path, newPath),
          department_id: fields.department,
        });
      }
      await updateRole(trx, ctx.scope, id, {
        name: fields.name,
        description: fields.description,
        parent_id: parent?.id ?? null,
      });
      const after = await reread(trx, ctx, id);
      await recordAudit(trx, ctx.scope, { entity: 'role', entityId: id, action: 'update', before, after });
      return after;
    });
  } catch (error) {
    return duplicateAfterRace(ctx, error, fields, id);
  }
}

/** Refused while anything holds on to the role, with every reason in the message. */
export async function deleteRoleById(ctx: RequestContext, id: number): Promise<void> {
  const { k } = ctx.deps.db;
  if (!(await findRole(k, ctx.scope, id))) throw notFound();
  await auditedTransaction(k, ctx.scope, async (trx) => {
    const role = (await findRole(trx, ctx.scope, id)) as RoleRow;
    const usage = await roleUsage(trx, id);
    const reasons = [
      usage.users > 0 ? M.usedByUsers(usage.users) : null,
      usage.permissions > 0 ? M.usedByPermissions(usage.permissions) : null,
      usage.menus > 0 ? M.usedByMenus(usage.menus) : null,
      usage.inheritors > 0 ? M.inheritedBySites(usage.inheritors) : null,
      usage.children > 0 ? M.hasSubRoles(usage.children) : null,
    ].filter((r): r is Localized => r !== null);
    if (reasons.length > 0) throw conflict(M.roleInUse(reasons));
    await deleteRole(trx, ctx.scope, id);
    await recordAudit(trx, ctx.scope, {
      entity: 'role',
      entityId: id,
      action: 'delete',
      before: present(role),
      after: null,
    });
  });
}
