import type { CopyKind } from '@qualium/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/dialect.js';
import type { FileVersionsTable } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';

export type FileVersionRow = Selectable<FileVersionsTable>;

/** The file versions of a unit's fields, newest first; `inForceOnly` keeps the versions in force. */
export function listVersions(
  db: Db,
  scope: Scope,
  unitId: number,
  attributes: readonly string[],
  inForceOnly: boolean,
): Promise<FileVersionRow[]> {
  if (attributes.length === 0) return Promise.resolve([]);
  let query = db.k
    .selectFrom('file_versions')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('unit_id', '=', unitId)
    .where('attribute', 'in', attributes);
  if (inForceOnly) query = query.where('status', '=', 'public');
  return query.orderBy('version', 'desc').orderBy('attribute').execute();
}

/**
 * One stored version: `version` of `attribute` when given (its file must be named `path`), else
 * the newest version named `path`.
 */
export function findVersion(
  db: Db,
  scope: Scope,
  unitId: number,
  wanted: { attribute: string; path: string; version?: number | undefined; inForceOnly: boolean },
): Promise<FileVersionRow | undefined> {
  let query = db.k
    .selectFrom('file_versions')
    .selectAll()
    .where('site_id', '=', scope.site.id)
    .where('unit_id', '=', unitId)
    .where('attribute', '=', wanted.attribute)
    .where('filename', '=', wanted.path);
  if (wanted.version !== undefined) query = query.where('version', '=', wanted.version);
  if (wanted.inForceOnly) query = query.where('status', '=', 'public');
  return query.orderBy('version', 'desc').limit(1).executeTakeFirst();
}

/** A download tracker row: its id, and the number of a controlled copy. */
export interface TrackedDownload {
  id: number;
  copyNumber: number | null;
}

/** How many times a controlled copy's number is drawn again when a concurrent copy took it. */
const COPY_NUMBER_TRIES = 5;

/**
 * A download tracker row. A controlled copy takes the next number of its file version (1, 2, 3…),
 * drawn in the insert itself; of two concurrent copies one gets the number and the other draws
 * again (the unique index download_tracker_copy_number).
 */
export async function recordDownload(
  db: Db,
  scope: Scope,
  row: { unitId: number; fileVersionId: number; version: number; at: string; copy: CopyKind | null },
): Promise<TrackedDownload> {
  for (let attempt = 1; ; attempt++) {
    try {
      const inserted = await db.k
        .insertInto('download_tracker')
        .values((eb) => ({
          site_id: scope.site.id,
          unit_id: row.unitId,
          file_version_id: row.fileVersionId,
          version: row.version,
          user_id: scope.user.id,
          downloaded_at: row.at,
          copy_kind: row.copy,
          copy_number:
            row.copy === 'controlled'
              ? eb
                  .selectFrom('download_tracker')
                  .select(sql<number>`coalesce(max(copy_number), 0) + 1`.as('next'))
                  .where('file_version_id', '=', row.fileVersionId)
              : null,
        }))
        .returning(['id', 'copy_number'])
        .executeTakeFirstOrThrow();
      return {
        id: Number(inserted.id),
        copyNumber: inserted.copy_number === null ? null : Number(inserted.copy_number),
      };
    } catch (error) {
      if (row.copy !== 'controlled' || attempt >= COPY_NUMBER_TRIES || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Takes back a tracker row whose download could not be produced after all. */
export async function forgetDownload(db: Db, scope: Scope, id: number): Promise<void> {
  await db.k.deleteFrom('download_tracker').where('site_id', '=', scope.site.id).where('id', '=', id).execute();
}

/** Downloads of a unit's files, newest first, with the downloader's name; `userId` narrows to one user. */
export function listDownloads(db: Db, scope: Scope, unitId: number, userId: number | null, limit = 1000) {
  let query = db.k
    .selectFrom('download_tracker as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .leftJoin('file_versions as f', 'f.id', 'd.file_version_id')
    .select([
      'd.id',
      'd.downloaded_at',
      'd.version',
      'd.copy_kind',
      'd.copy_number',
      'd.user_id',
      'u.first_name',
      'u.last_name',
      'u.username',
      'f.attribute',
    ])
    .where('d.site_id', '=', scope.site.id)
    .where('d.unit_id', '=', unitId);
  if (userId !== null) query = query.where('d.user_id', '=', userId);
  return query.orderBy('d.downloaded_at', 'desc').orderBy('d.id', 'desc').limit(limit).execute();
}
