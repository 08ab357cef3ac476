import { ADMIN_MESSAGES as M, type VocabularyEntry, type VocabularyFields } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CentroContext, CentroScope } from '../../http/context.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { urlSitePath } from '../org/repo.js';
import { assertCanReadAdmin } from '../site-admin/policy.js';
import { hasParentCompany } from '../site-admin/sites.js';
import {
  deleteEntry,
  findEntry,
  insertEntry,
  keyTaken,
  listEntries,
  siteHasEntries,
  updateEntry,
  type VocabularyRow,
} from './repo.js';

/** Where entries made in the scope's centro live: the site path plus the centro id (`/demo/1`). */
export const entryPathOf = (scope: CentroScope) => `${urlSitePath(scope.site.path)}/${scope.centro.id}`;

function present(row: VocabularyRow, scope: CentroScope): VocabularyEntry {
  return {
    id: row.id,
    vocabulary: row.vocabulary,
    key: row.key,
    value: row.value,
    site: row.site_id,
    site_name: row.site_name,
    path: row.path,
    // shell-and-admin §5: editable only where its path is the current site path plus the centro id.
    can_edit: scope.isSiteAdmin && row.path === entryPathOf(scope),
  };
}

/** Every entry of the company (the table groups them by vocabulary); editable ones say so. */
export async function listVocabularies(ctx: CentroContext) {
  const { db } = ctx.deps;
  await assertCanReadAdmin(db, ctx.scope);
  const results = (await listEntries(db.k, ctx.scope.site.id)).map((row) => present(row, ctx.scope));
  return {
    results,
    can_copy_from_parent: ctx.scope.isSiteAdmin && hasParentCompany(ctx.scope.site) && results.length === 0,
  };
}

async function findPresented(k: Kysely<Database>, scope: CentroScope, id: number): Promise<VocabularyEntry> {
  const row = await findEntry(k, scope.site.id, id);
  if (!row) throw notFound();
  return present(row, scope);
}

export async function getVocabularyEntry(ctx: CentroContext, id: number): Promise<VocabularyEntry> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  return findPresented(ctx.deps.db.k, ctx.scope, id);
}

async function editable(ctx: CentroContext, id: number): Promise<VocabularyEntry> {
  const entry = await findPresented(ctx.deps.db.k, ctx.scope, id);
  if (!entry.can_edit) throw forbidden(M.entryOwnedElsewhere(entry.path));
  return entry;
}

async function assertKeyFree(ctx: CentroContext, fields: VocabularyFields, exceptId?: number) {
  const at = { path: entryPathOf(ctx.scope), vocabulary: fields.vocabulary, key: fields.key };
  if (await keyTaken(ctx.deps.db.k, ctx.scope.site.id, at, exceptId)) throw badRequest({ key: [M.duplicate] });
}

/** A racing duplicate reaches the unique index (0006): answered like the check. */
async function rethrow(
  ctx: CentroContext,
  error: unknown,
  fields: VocabularyFields,
  exceptId?: number,
): Promise<never> {
  if (!(error instanceof HttpError)) await assertKeyFree(ctx, fields, exceptId);
  throw error;
}

export async function createVocabularyEntry(ctx: CentroContext, fields: VocabularyFields) {
  await assertKeyFree(ctx, fields);
  const { k } = ctx.deps.db;
  try {
    return await auditedTransaction(k, ctx.scope, async (trx) => {
      const place = { siteId: ctx.scope.site.id, centroId: ctx.scope.centro.id, path: entryPathOf(ctx.scope) };
      const id = await insertEntry(trx, place, fields);
      const created = await findPresented(trx, ctx.scope, id);
      await recordAudit(trx, ctx.scope, {
        entity: 'vocabulary',
        entityId: id,
        action: 'create',
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    return rethrow(ctx, error, fields);
  }
}

export async function updateVocabularyEntry(ctx: CentroContext, id: number, fields: VocabularyFields) {
  const before = await editable(ctx, id);
  await assertKeyFree(ctx, fields, id);
  const { k } = ctx.deps.db;
  try {
    return await auditedTransaction(k, ctx.scope, async (trx) => {
      await updateEntry(trx, ctx.scope.site.id, id, fields);
      const after = await findPresented(trx, ctx.scope, id);
      await recordAudit(trx, ctx.scope, { entity: 'vocabulary', entityId: id, action: 'update', before, after });
      return after;
    });
  } catch (error) {
    return rethrow(ctx, error, fields, id);
  }
}

export async function deleteVocabularyEntry(ctx: CentroContext, id: number): Promise<void> {
  const before = await editable(ctx, id);
  await auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
    await deleteEntry(trx, ctx.scope.site.id, id);
    await recordAudit(trx, ctx.scope, { entity: 'vocabulary', entityId: id, action: 'delete', before, after: null });
  });
}

/**
 * Copy Parent: the parent company's entries (one per vocabulary and key, the first made), copied
 * into this centro when the company has none.
 */
export async function copyVocabulariesFromParent(ctx: CentroContext): Promise<void> {
  const { k } = ctx.deps.db;
  const { site } = ctx.scope;
  if (!hasParentCompany(site) || site.parent_id === null) throw badRequest(M.noParentCompany);
  const source = await listEntries(k, site.parent_id);
  const seen = new Set<string>();
  const unique = source.filter((e) => {
    const id = JSON.stringify([e.vocabulary, e.key]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  await auditedTransaction(k, ctx.scope, async (trx) => {
    if (await siteHasEntries(trx, site.id)) throw conflict(M.alreadyHasVocabularies);
    const place = { siteId: site.id, centroId: ctx.scope.centro.id, path: entryPathOf(ctx.scope) };
    for (const e of unique) {
      const id = await insertEntry(trx, place, { vocabulary: e.vocabulary, key: e.key, value: e.value });
      const copied = { ...(await findPresented(trx, ctx.scope, id)), copied_from: e.id };
      await recordAudit(trx, ctx.scope, {
        entity: 'vocabulary',
        entityId: id,
        action: 'copy_from_parent',
        before: null,
        after: copied,
      });
    }
  });
}
