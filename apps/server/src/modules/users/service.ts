import {
  type AdminUser,
  ADMIN_MESSAGES as M,
  PREFERENCES_MESSAGES,
  type UserCreateFields,
  type UserFields,
} from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { RequestContext, Scope } from '../../http/context.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import type { StagedFile } from '../files/blobs.js';
import type { SiteRow } from '../org/repo.js';
import { isPhotoType, keepPhoto } from '../preferences/photo.js';
import { hashPassword } from '../session/passwords.js';
import { assertCanReadAdmin } from '../site-admin/policy.js';
import { auditedUser, presentUser, presentUsers } from './present.js';
import {
  centroOfSite,
  countActiveUsers,
  deleteUser,
  findSiteWithin,
  findUserWithin,
  insertUser,
  listUsers,
  revokeTokens,
  type UserWithSite,
  updateUser,
  userHasRecords,
  usernameTaken,
} from './repo.js';

export async function listUsersOf(ctx: RequestContext, siteId?: number): Promise<{ results: AdminUser[] }> {
  const { db } = ctx.deps;
  await assertCanReadAdmin(db, ctx.scope);
  if (siteId !== undefined && !(await findSiteWithin(db.k, ctx.scope, siteId))) {
    throw badRequest({ site: [M.unknownId(siteId)] });
  }
  return { results: await presentUsers(db.k, await listUsers(db, ctx.scope, siteId)) };
}

export async function getUser(ctx: RequestContext, id: number): Promise<AdminUser> {
  const { db } = ctx.deps;
  await assertCanReadAdmin(db, ctx.scope);
  const row = await findUserWithin(db.k, ctx.scope, id);
  if (!row) throw notFound();
  return presentUser(db.k, row);
}

/** The home company a form names: the scope's (or the user's own) when left out; never another tenant's. */
async function targetSite(ctx: RequestContext, requested: number | null, fallback: number): Promise<SiteRow> {
  const id = requested ?? fallback;
  const site = await findSiteWithin(ctx.deps.db.k, ctx.scope, id);
  if (!site) throw badRequest({ site: [M.unknownId(id)] });
  return site;
}

/** The checks a create and an update share; answers every field problem at once. */
async function checkFields(
  ctx: RequestContext,
  fields: UserFields,
  site: SiteRow,
  photo: StagedFile | undefined,
  exceptId?: number,
) {
  const { k } = ctx.deps.db;
  const problems: Record<string, string[]> = {};
  if (await usernameTaken(k, fields.username, exceptId)) problems.username = [M.duplicate];
  if (fields.preferred_centro !== null && !(await centroOfSite(k, site.id, fields.preferred_centro))) {
    problems.preferred_centro = [M.preferredCentroOutside];
  }
  if (photo && !isPhotoType(photo.mimetype)) problems.photo = [PREFERENCES_MESSAGES.photoNotImage];
  if (Object.keys(problems).length > 0) throw badRequest(problems);
}

/**
 * The site's max_users_number counts its active users; checked inside the write's transaction with
 * the company row locked on PostgreSQL (SQLite runs one write transaction at a time), so two
 * creations at once cannot both take the last place.
 */
async function assertRoomFor(ctx: RequestContext, trx: Kysely<Database>, site: SiteRow, exceptId?: number) {
  if (ctx.deps.db.kind === 'postgres') {
    await trx.selectFrom('sites').select('id').where('id', '=', site.id).forUpdate().executeTakeFirst();
  }
  if ((await countActiveUsers(trx, site.id, exceptId)) >= site.max_users_number) {
    throw badRequest({ non_field_errors: [M.maxUsersReached(site.name, site.max_users_number)] });
  }
}

const columnsOf = (fields: UserFields, siteId: number) => ({
  site_id: siteId,
  username: fields.username,
  email: fields.email,
  first_name: fields.first_name,
  last_name: fields.last_name,
  lang: fields.lang,
  is_active: fields.is_active ? 1 : 0,
  email_notifications: fields.email_notifications ? 1 : 0,
  internal_notifications: fields.internal_notifications ? 1 : 0,
  is_manager: fields.isManager ? 1 : 0,
  is_admin: fields.isAdmin ? 1 : 0,
  support_level: JSON.stringify(fields.support_level),
  preferred_centro_id: fields.preferred_centro,
});

function photoUrl(ctx: RequestContext, photo: StagedFile | undefined): string | null {
  return photo && isPhotoType(photo.mimetype) ? keepPhoto(ctx.deps.config.dataDir, photo, photo.mimetype) : null;
}

async function reread(k: Kysely<Database>, scope: Scope, id: number): Promise<UserWithSite> {
  const row = await findUserWithin(k, scope, id);
  if (!row) throw notFound();
  return row;
}

export async function createUser(
  ctx: RequestContext,
  fields: UserCreateFields,
  photo: StagedFile | undefined,
): Promise<AdminUser> {
  const { db } = ctx.deps;
  const site = await targetSite(ctx, fields.site, ctx.scope.site.id);
  await checkFields(ctx, fields, site, photo);
  const passwordHash = await hashPassword(fields.password);
  const photoPath = photoUrl(ctx, photo);
  try {
    return await auditedTransaction(db.k, ctx.scope, async (trx) => {
      if (fields.is_active) await assertRoomFor(ctx, trx, site);
      const now = nowIso();
      const row = await insertUser(trx, {
        ...columnsOf(fields, site.id),
        password_hash: passwordHash,
        password_changed_at: now,
        photo: photoPath,
        created_at: now,
      });
      const created = await presentUser(trx, await reread(trx, ctx.scope, row.id));
      await recordAudit(trx, ctx.scope, {
        entity: 'user',
        entityId: row.id,
        action: 'create',
        before: null,
        after: auditedUser(created),
      });
      return created;
    });
  } catch (error) {
    // Two creations of one username at once: the unique index lets one in.
    if (!(error instanceof HttpError) && (await usernameTaken(db.k, fields.username))) {
      throw badRequest({ username: [M.duplicate] });
    }
    throw error;
  }
}

export async function updateUserById(
  ctx: RequestContext,
  id: number,
  fields: UserFields,
  photo: StagedFile | undefined,
): Promise<AdminUser> {
  const { db } = ctx.deps;
  const current = await findUserWithin(db.k, ctx.scope, id);
  if (!current) throw notFound();
  const site = await targetSite(ctx, fields.site, current.site_id);
  await checkFields(ctx, fields, site, photo, id);
  if (id === ctx.scope.user.id) {
    if (!fields.is_active) throw badRequest({ is_active: [M.notYourself] });
    if (!fields.isAdmin && current.is_admin === 1) throw badRequest({ isAdmin: [M.notOwnAdminFlag] });
  }
  const before = await presentUser(db.k, current);
  const newPhoto = photoUrl(ctx, photo);
  const photoPath = newPhoto ?? (fields.remove_photo ? null : current.photo);
  const moved = site.id !== current.site_id;
  const enabled = fields.is_active && current.is_active !== 1;
  try {
    return await auditedTransaction(db.k, ctx.scope, async (trx) => {
      if (fields.is_active && (moved || enabled)) await assertRoomFor(ctx, trx, site, id);
      await updateUser(trx, id, { ...columnsOf(fields, site.id), photo: photoPath });
      // A disabled user's sessions end now; a moved user signs in again under the new company.
      if (!fields.is_active || moved) await revokeTokens(trx, id);
      const after = await presentUser(trx, await reread(trx, ctx.scope, id));
      await recordAudit(trx, ctx.scope, {
        entity: 'user',
        entityId: id,
        action: 'update',
        before: auditedUser(before),
        after: auditedUser(after),
      });
      return after;
    });
  } catch (error) {
    if (!(error instanceof HttpError) && (await usernameTaken(db.k, fields.username, id))) {
      throw badRequest({ username: [M.duplicate] });
    }
    throw error;
  }
}

export async function deleteUserById(ctx: RequestContext, id: number): Promise<void> {
  const { db } = ctx.deps;
  const current = await findUserWithin(db.k, ctx.scope, id);
  if (!current) throw notFound();
  if (id === ctx.scope.user.id) throw conflict(M.notYourself);
  // Records keep who created, handled and answered them: such a user is disabled, not deleted.
  if (await userHasRecords(db.k, id)) throw conflict(M.userHasRecords);
  const before = await presentUser(db.k, current);
  await auditedTransaction(db.k, ctx.scope, async (trx) => {
    await deleteUser(trx, id);
    await recordAudit(trx, ctx.scope, {
      entity: 'user',
      entityId: id,
      action: 'delete',
      before: auditedUser(before),
      after: null,
    });
  });
}
