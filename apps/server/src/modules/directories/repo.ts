import { type Kysely, type Selectable, sql } from 'kysely';
import { type DbKind, toNumber } from '../../db/dialect.js';
import type { Database, DirectoriesTable } from '../../db/schema.js';
import type { CentroScope } from '../../http/context.js';

type K = Kysely<Database>;
export type DirectoryRow = Selectable<DirectoriesTable>;

/**
 * The folders of the scope's centro. Every query here is scoped by site and centro, so a folder of
 * another centro or tenant is never read or changed. `path` is materialised: '/ancestor ids/own id/'.
 */
const ofCentro = (k: K, scope: CentroScope) =>
  k.selectFrom('directories').where('site_id', '=', scope.site.id).where('centro_id', '=', scope.centro.id);

const ofCentroUpdate = (k: K, scope: CentroScope) =>
  k.updateTable('directories').where('site_id', '=', scope.site.id).where('centro_id', '=', scope.centro.id);

export function listDirectoryRows(k: K, scope: CentroScope): Promise<DirectoryRow[]> {
  return ofCentro(k, scope).selectAll().orderBy('id').execute();
}

export function findDirectoryRow(k: K, scope: CentroScope, id: number): Promise<DirectoryRow | undefined> {
  return ofCentro(k, scope).selectAll().where('id', '=', id).executeTakeFirst();
}

/** The folder and everything below it. */
export function subtreeRows(k: K, scope: CentroScope, row: DirectoryRow): Promise<DirectoryRow[]> {
  return ofCentro(k, scope).selectAll().where('path', 'like', `${row.path}%`).execute();
}

/** A sibling (same parent) already called `name`, other than `exceptId`. */
export async function siblingNamed(
  k: K,
  scope: CentroScope,
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = ofCentro(k, scope)
    .select('id')
    .where('name', '=', name)
    .where('parent_id', parentId === null ? 'is' : '=', parentId);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function childCount(k: K, scope: CentroScope, id: number): Promise<number> {
  const row = await ofCentro(k, scope)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirst();
  return toNumber(row?.n);
}

/** Units filed in the folder, whatever their business process (units_directory index). */
export async function unitCount(k: K, scope: CentroScope, id: number): Promise<number> {
  const row = await k
    .selectFrom('units')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('directory_id', '=', id)
    .where('site_id', '=', scope.site.id)
    .executeTakeFirst();
  return toNumber(row?.n);
}

/**
 * Holds the centro's folder tree for the rest of the transaction on PostgreSQL, so two moves at
 * once cannot build a cycle; SQLite runs one write transaction at a time already.
 */
export async function lockFolderTree(k: K, scope: CentroScope, kind: DbKind): Promise<void> {
  if (kind !== 'postgres') return;
  await k.selectFrom('centros').select('id').where('id', '=', scope.centro.id).forUpdate().executeTakeFirst();
}

/**
 * Holds one folder on PostgreSQL: a unit being filed in it meanwhile (its foreign key's share lock)
 * is waited for, so a count of its units made next is true until the transaction ends.
 */
export async function lockFolder(k: K, scope: CentroScope, id: number, kind: DbKind): Promise<void> {
  if (kind !== 'postgres') return;
  await ofCentro(k, scope).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertDirectory(
  k: K,
  scope: CentroScope,
  values: { name: string; color: string; parent: DirectoryRow | null; createdAt: string },
): Promise<number> {
  const { id } = await k
    .insertInto('directories')
    .values({
      site_id: scope.site.id,
      centro_id: scope.centro.id,
      name: values.name,
      color: values.color,
      parent_id: values.parent?.id ?? null,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ofCentroUpdate(k, scope)
    .set({ path: `${values.parent?.path ?? '/'}${id}/` })
    .where('id', '=', id)
    .execute();
  return id;
}

export async function updateDirectory(
  k: K,
  scope: CentroScope,
  id: number,
  values: { name: string; color: string; parentId: number | null },
): Promise<void> {
  await ofCentroUpdate(k, scope)
    .set({ name: values.name, color: values.color, parent_id: values.parentId })
    .where('id', '=', id)
    .execute();
}

/**
 * Rewrites the path prefix of a moved folder and of every folder below it, in one statement:
 * '/1/5/9/…' becomes '/2/9/…' when folder 9 moves from under 5 to under 2.
 */
export async function movePaths(k: K, scope: CentroScope, oldPath: string, newPath: string): Promise<void> {
  await ofCentroUpdate(k, scope)
    .set({ path: sql<string>`cast(${newPath} as text) || substr(path, cast(${oldPath.length + 1} as integer))` })
    .where('path', 'like', `${oldPath}%`)
    .execute();
}

export async function deleteDirectory(k: K, scope: CentroScope, id: number): Promise<void> {
  await k
    .deleteFrom('directories')
    .where('site_id', '=', scope.site.id)
    .where('centro_id', '=', scope.centro.id)
    .where('id', '=', id)
    .execute();
}
