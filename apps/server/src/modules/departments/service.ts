import { type DepartmentFields, type DepartmentRecord, type Localized, ADMIN_MESSAGES as M } from '@qualium/contracts';
import { nowIso } from '../../db/dialect.js';
import type { RequestContext } from '../../http/context.js';
import { badRequest, conflict, HttpError, type MessageFieldErrors, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { assertCanReadAdmin } from '../site-admin/policy.js';
import {
  type DepartmentRow,
  deleteDepartment,
  departmentNameTaken,
  departmentPermissionCount,
  findDepartment,
  insertDepartment,
  listDepartments,
  updateDepartment,
} from './repo.js';

const present = (row: DepartmentRow): DepartmentRecord => ({
  id: row.id,
  name: row.name,
  description: row.description,
  site: row.site_id,
  roles_count: Number(row.roles_count ?? 0),
});

export async function listDepartmentsOf(ctx: RequestContext): Promise<DepartmentRecord[]> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  return (await listDepartments(ctx.deps.db.k, ctx.scope)).map(present);
}

export async function getDepartment(ctx: RequestContext, id: number): Promise<DepartmentRecord> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  const row = await findDepartment(ctx.deps.db.k, ctx.scope, id);
  if (!row) throw notFound();
  return present(row);
}

/** `site`, which the spec's client sends, may only name the scope's company: departments never move. */
async function check(ctx: RequestContext, fields: DepartmentFields, exceptId?: number): Promise<void> {
  const problems: MessageFieldErrors = {};
  if (fields.site !== null && fields.site !== ctx.scope.site.id) problems.site = [M.unknownId(fields.site)];
  if (await departmentNameTaken(ctx.deps.db.k, ctx.scope, fields.name, exceptId)) problems.name = [M.duplicate];
  if (Object.keys(problems).length > 0) throw badRequest(problems);
}

/** A racing duplicate reaches the unique index (0006): the same answer as the check's. */
async function duplicateAfterRace(
  ctx: RequestContext,
  error: unknown,
  name: string,
  exceptId?: number,
): Promise<never> {
  if (!(error instanceof HttpError) && (await departmentNameTaken(ctx.deps.db.k, ctx.scope, name, exceptId))) {
    throw badRequest({ name: [M.duplicate] });
  }
  throw error;
}

export async function createDepartment(ctx: RequestContext, fields: DepartmentFields): Promise<DepartmentRecord> {
  await check(ctx, fields);
  const { db } = ctx.deps;
  try {
    return await auditedTransaction(db.k, ctx.scope, async (trx) => {
      const id = await insertDepartment(
        trx,
        ctx.scope,
        { name: fields.name, description: fields.description },
        nowIso(),
      );
      const created = present((await findDepartment(trx, ctx.scope, id)) as DepartmentRow);
      await recordAudit(trx, ctx.scope, {
        entity: 'department',
        entityId: id,
        action: 'create',
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    return duplicateAfterRace(ctx, error, fields.name);
  }
}

export async function updateDepartmentById(
  ctx: RequestContext,
  id: number,
  fields: DepartmentFields,
): Promise<DepartmentRecord> {
  const before = await getDepartment(ctx, id);
  await check(ctx, fields, id);
  const { db } = ctx.deps;
  try {
    return await auditedTransaction(db.k, ctx.scope, async (trx) => {
      await updateDepartment(trx, ctx.scope, id, { name: fields.name, description: fields.description });
      const after = present((await findDepartment(trx, ctx.scope, id)) as DepartmentRow);
      await recordAudit(trx, ctx.scope, { entity: 'department', entityId: id, action: 'update', before, after });
      return after;
    });
  } catch (error) {
    return duplicateAfterRace(ctx, error, fields.name, id);
  }
}

/** Refused while the department has roles or process permissions are granted to it. */
export async function deleteDepartmentById(ctx: RequestContext, id: number): Promise<void> {
  await getDepartment(ctx, id);
  await auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
    // Checked inside the write: a role added meanwhile would otherwise go with the department.
    const before = present((await findDepartment(trx, ctx.scope, id)) as DepartmentRow);
    const reasons: Localized[] = [];
    if (before.roles_count > 0) reasons.push(M.hasRoles(before.roles_count));
    const permissions = await departmentPermissionCount(trx, id);
    if (permissions > 0) reasons.push(M.usedByPermissions(permissions));
    if (reasons.length > 0) throw conflict(M.departmentInUse(reasons));
    await deleteDepartment(trx, ctx.scope, id);
    await recordAudit(trx, ctx.scope, { entity: 'department', entityId: id, action: 'delete', before, after: null });
  });
}
