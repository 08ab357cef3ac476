import {
  DIRECTORY_MESSAGES,
  type DirectoryFields,
  type DirectoryList,
  type DirectoryRecord,
  defaultFolderColor,
  ADMIN_MESSAGES as M,
  MESSAGES,
  TREE_DEPTH_CAP,
} from '@qualium/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { CentroContext, CentroScope } from '../../http/context.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { findBusinessProcess } from '../bp/repo.js';
import { pathIds } from '../processes/tree.js';
import { assertCanManageFolders, canManageFolders } from './policy.js';
import { byReadablePath, presentDirectories } from './present.js';
import {
  childCount,
  type DirectoryRow,
  deleteDirectory,
  findDirectoryRow,
  insertDirectory,
  listDirectoryRows,
  lockFolder,
  lockFolderTree,
  movePaths,
  siblingNamed,
  subtreeRows,
  unitCount,
  updateDirectory,
} from './repo.js';

declare const writerBrand: unique symbol;
/** A context whose user was confirmed to may change the centro's folders (`folderWriter`). */
export type FolderWriter = CentroContext & { readonly [writerBrand]: true };

/** Checks records-explorer §6 rule once, before the request body is even read (403 otherwise). */
export async function folderWriter(ctx: CentroContext): Promise<FolderWriter> {
  await assertCanManageFolders(ctx.deps.db, ctx.scope);
  return ctx as FolderWriter;
}

type K = Kysely<Database>;

/** The whole centro's folders, presented; folders per centro are tens, not thousands. */
async function records(k: K, scope: CentroScope): Promise<DirectoryRecord[]> {
  return presentDirectories(await listDirectoryRows(k, scope)).sort(byReadablePath);
}

async function recordOf(k: K, scope: CentroScope, id: number): Promise<DirectoryRecord> {
  const found = (await records(k, scope)).find((r) => r.id === id);
  if (!found) throw notFound();
  return found;
}

export async function listFolders({ deps, scope }: CentroContext): Promise<DirectoryList> {
  const results = await records(deps.db.k, scope);
  return { count: results.length, results, can_edit: await canManageFolders(deps.db, scope) };
}

export function getFolder({ deps, scope }: CentroContext, id: number): Promise<DirectoryRecord> {
  return recordOf(deps.db.k, scope, id);
}

/** Levels below a folder, itself included: 1 for a folder without subfolders. */
const subtreeHeight = (row: DirectoryRow, subtree: readonly DirectoryRow[]) =>
  Math.max(...subtree.map((r) => pathIds(r.path).length)) - pathIds(row.path).length + 1;

/**
 * The parent a folder may go under: a folder of the same centro (else the spec's unknown-id
 * answer), never the folder itself or one below it, and no deeper than TREE_DEPTH_CAP with
 * everything the folder holds.
 */
async function checkedParent(
  trx: K,
  scope: CentroScope,
  parentId: number | null,
  moving: { row: DirectoryRow; height: number } | null,
): Promise<DirectoryRow | null> {
  if (parentId === null) return null;
  const parent = await findDirectoryRow(trx, scope, parentId);
  if (!parent) throw badRequest({ parent: [M.unknownId(parentId)] });
  if (moving && pathIds(parent.path).includes(moving.row.id)) throw badRequest({ parent: [M.notUnderItself] });
  if (pathIds(parent.path).length + (moving?.height ?? 1) > TREE_DEPTH_CAP) {
    throw badRequest({ parent: [DIRECTORY_MESSAGES.tooDeep] });
  }
  return parent;
}

async function assertNameFree(trx: K, scope: CentroScope, parentId: number | null, name: string, exceptId?: number) {
  if (await siblingNamed(trx, scope, parentId, name, exceptId)) throw badRequest({ name: [M.duplicate] });
}

/**
 * A racing duplicate passes the check and meets the unique index (migration 0004): the same
 * answer as the check's, not a 500.
 */
async function duplicateAfterRace(
  { deps, scope }: CentroContext,
  error: unknown,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<never> {
  if (!(error instanceof HttpError) && (await siblingNamed(deps.db.k, scope, parentId, name, exceptId))) {
    throw badRequest({ name: [M.duplicate] });
  }
  throw error;
}

export async function createFolder(ctx: FolderWriter, fields: DirectoryFields): Promise<DirectoryRecord> {
  const { deps, scope } = ctx;
  const parentId = fields.parent ?? null;
  try {
    return await auditedTransaction(deps.db.k, scope, async (trx) => {
      await lockFolderTree(trx, scope, deps.db.kind);
      const parent = await checkedParent(trx, scope, parentId, null);
      await assertNameFree(trx, scope, parentId, fields.name);
      const color = fields.color ?? defaultFolderColor((await listDirectoryRows(trx, scope)).length);
      const id = await insertDirectory(trx, scope, { name: fields.name, color, parent, createdAt: nowIso() });
      const created = await recordOf(trx, scope, id);
      await recordAudit(trx, scope, {
        entity: 'directory',
        entityId: id,
        action: 'create',
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    return duplicateAfterRace(ctx, error, parentId, fields.name);
  }
}

/** Name, colour and parent; a move rewrites the paths of the folder and everything below it. */
export async function updateFolder(ctx: FolderWriter, id: number, fields: DirectoryFields): Promise<DirectoryRecord> {
  const { deps, scope } = ctx;
  const current = await findDirectoryRow(deps.db.k, scope, id);
  if (!current) throw notFound();
  const parentId = fields.parent === undefined ? current.parent_id : fields.parent;
  try {
    return await auditedTransaction(deps.db.k, scope, async (trx) => {
      await lockFolderTree(trx, scope, deps.db.kind);
      const row = await findDirectoryRow(trx, scope, id);
      if (!row) throw notFound();
      const before = await recordOf(trx, scope, id);
      const moves = parentId !== row.parent_id;
      const parent = moves
        ? await checkedParent(trx, scope, parentId, {
            row,
            height: subtreeHeight(row, await subtreeRows(trx, scope, row)),
          })
        : null;
      await assertNameFree(trx, scope, parentId, fields.name, id);
      await updateDirectory(trx, scope, id, { name: fields.name, color: fields.color ?? row.color, parentId });
      if (moves) await movePaths(trx, scope, row.path, `${parent?.path ?? '/'}${id}/`);
      const after = await recordOf(trx, scope, id);
      await recordAudit(trx, scope, { entity: 'directory', entityId: id, action: 'update', before, after });
      return after;
    });
  } catch (error) {
    return duplicateAfterRace(ctx, error, parentId, fields.name, id);
  }
}

/**
 * records-explorer §5, §6: a business process must be given and the folder must have no subfolders. Documents
 * are controlled records, so a folder that still holds any is not deleted either (decided:
 * docs/decisions.md); both refusals are 409 with the spec's "Can't delete folder" and the reason.
 */
export async function deleteFolder({ deps, scope }: FolderWriter, id: number, businessProcess: string) {
  const bp = await findBusinessProcess(deps.db, scope, businessProcess);
  if (!bp) throw badRequest({ business_process: [MESSAGES.unknownBusinessProcess(businessProcess)] });
  await auditedTransaction(deps.db.k, scope, async (trx) => {
    await lockFolderTree(trx, scope, deps.db.kind);
    await lockFolder(trx, scope, id, deps.db.kind);
    if (!(await findDirectoryRow(trx, scope, id))) throw notFound();
    const before = await recordOf(trx, scope, id);
    if ((await childCount(trx, scope, id)) > 0) throw conflict(DIRECTORY_MESSAGES.hasChildren);
    const units = await unitCount(trx, scope, id);
    if (units > 0) throw conflict(DIRECTORY_MESSAGES.holdsUnits(units));
    await deleteDirectory(trx, scope, id);
    await recordAudit(trx, scope, {
      entity: 'directory',
      entityId: id,
      action: 'delete',
      before: { ...before, business_process: bp.reference },
      after: null,
    });
  });
}
