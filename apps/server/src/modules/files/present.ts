import {
  type BpDefinition,
  type BpField,
  DEFAULT_PMETHOD,
  type DownloadTrackerRow,
  displayName,
  type FilePermissions,
  type FileVersionRow,
  type FileVersionStatus,
} from '@qualium/contracts';
import type { Actor } from '@qualium/workflow';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import type { UnitRow } from '../units/repo.js';
import { pdfSourceOf } from './convert.js';
import { downloadOptionsFor, filePermissionsOf } from './policy.js';
import { listDownloads, listVersions, type FileVersionRow as StoredVersion } from './repo.js';
import { isFileField } from './versions.js';

/**
 * What a unit shows of its files (records-explorer §3): the versions the user may see, the
 * download tracker, the current document and the version in force with their download options,
 * and the user's file permissions, all decided here from the user's process roles (policy.ts).
 */
export interface UnitFiles {
  document_downloads_options: string[];
  current_state_document: Record<string, unknown> | null;
  current_public_version: Record<string, unknown> | null;
  file_versions: FileVersionRow[];
  download_tracker: DownloadTrackerRow[];
  file_permissions: FilePermissions;
}

const asPdf = (field: BpField, row: StoredVersion) =>
  (field.kind !== 'versionable_file' || field.convertible_to_pdf) && pdfSourceOf(row.mimetype, row.filename) !== null;

/** What this user may do with one stored version: its download forms and the PDF viewer. */
function actions(permissions: FilePermissions, field: BpField, row: StoredVersion) {
  const pdf = asPdf(field, row);
  return {
    pdf,
    download_options: downloadOptionsFor(permissions, field).filter((o) => o === 'original' || pdf),
    view: permissions.view && pdf,
  };
}

function versionRow(permissions: FilePermissions, field: BpField, row: StoredVersion): FileVersionRow {
  return {
    attribute: row.attribute,
    version: row.version,
    title: row.title,
    value: row.filename,
    mimetype: row.mimetype,
    size: row.size,
    status: row.status as FileVersionStatus,
    document_version: row.document_version,
    creation_date: row.created_at,
    modification_date: row.modified_at,
    ...actions(permissions, field, row),
  };
}

export async function presentFiles(
  db: Db,
  scope: Scope,
  unit: UnitRow,
  definition: BpDefinition,
  actor: Actor,
): Promise<UnitFiles> {
  const permissions = filePermissionsOf(actor.processRoles);
  const fields = definition.business_process.model.fields.filter(isFileField);
  const [rows, downloads] = await Promise.all([
    listVersions(
      db,
      scope,
      unit.id,
      fields.map((f) => f.id),
      !permissions.drafts,
    ),
    // Who downloaded what is for those who manage the document; a reader sees their own downloads.
    listDownloads(db, scope, unit.id, permissions.drafts ? null : scope.user.id),
  ]);
  const fieldOf = new Map(fields.map((f) => [f.id, f]));
  const versioned = fields.find((f) => f.kind === 'versionable_file');
  const own = versioned ? rows.filter((r) => r.attribute === versioned.id) : [];
  const describe = (row: StoredVersion | undefined) =>
    row && versioned?.kind === 'versionable_file'
      ? {
          value: row.filename,
          title: row.title,
          qunit_id: unit.uid,
          attribute: versioned.id,
          version: row.version,
          pmethod: DEFAULT_PMETHOD,
          downloable_title: versioned.downloadable_title ?? row.title,
          mimetype: row.mimetype,
          status: row.status,
          modified_at: row.modified_at,
          ...actions(permissions, versioned, row),
        }
      : null;
  return {
    document_downloads_options: versioned ? downloadOptionsFor(permissions, versioned) : [],
    // The newest version the user may see: a draft for those who write it, else the one in force.
    current_state_document: describe(own[0]),
    current_public_version: describe(own.find((r) => r.status === 'public')),
    file_versions: rows.flatMap((r) => {
      const field = fieldOf.get(r.attribute);
      return field ? [versionRow(permissions, field, r)] : [];
    }),
    download_tracker: downloads.map((d) => ({
      id: Number(d.id),
      attribute: d.attribute ?? null,
      date: d.downloaded_at,
      version: d.version,
      copy:
        d.copy_kind === 'controlled' || d.copy_kind === 'uncontrolled'
          ? { kind: d.copy_kind, number: d.copy_number }
          : null,
      user:
        d.user_id === null
          ? null
          : {
              id: d.user_id,
              name: displayName({
                first_name: d.first_name ?? '',
                last_name: d.last_name ?? '',
                username: d.username ?? '',
              }),
            },
    })),
    file_permissions: permissions,
  };
}

/** A versionable file's value as the user may see it: for readers the version in force, never a newer draft. */
export function visibleFileValue(field: BpField, stored: unknown, files: UnitFiles): unknown {
  if (field.kind !== 'versionable_file' || files.file_permissions.drafts) return stored;
  const inForce = files.file_versions.find((v) => v.attribute === field.id && v.status === 'public');
  return inForce
    ? { filename: inForce.value, mimetype: inForce.mimetype, size: inForce.size, version: inForce.version }
    : null;
}
