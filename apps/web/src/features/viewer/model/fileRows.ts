import type { DownloadTrackerRow, FileVersionRow, UnitDetail } from '@qualium/contracts';
import { type FileType, fileTypeOf } from '../../../ui/fileTypes';

/**
 * Rows of the versions and documents boxes (records-explorer §2: type icon, title, creation and
 * modification dates, version, download; sorted by version descending) and of the download
 * tracker (date, version, user), read from what the unit carries. What the user may do with each
 * row (its download forms, the PDF viewer) comes decided by the server.
 */
export interface FileRow extends FileVersionRow {
  type: FileType;
}

const byVersionDesc = (a: FileRow, b: FileRow) =>
  b.version - a.version || a.attribute.localeCompare(b.attribute) || a.value.localeCompare(b.value);

/** The stored versions of the given file fields the user may see, newest first. */
export function fileRows(unit: UnitDetail, attributes: readonly string[]): FileRow[] {
  const wanted = new Set(attributes);
  return unit.file_versions
    .filter((v) => wanted.has(v.attribute))
    .map((v) => ({ ...v, type: fileTypeOf(v.mimetype, v.value) }))
    .sort(byVersionDesc);
}

/** The downloads of one file field, newest first (as the server lists them). */
export function trackerRows(unit: UnitDetail, attribute: string): DownloadTrackerRow[] {
  return unit.download_tracker.filter((d) => d.attribute === attribute);
}

/** The stored version a field value names (a chip of the data box), if the user may see it. */
export function rowOf(unit: UnitDetail, attribute: string, name: string, version: number | null): FileRow | null {
  const rows = fileRows(unit, [attribute]).filter((r) => r.value === name);
  return rows.find((r) => version === null || r.version === version) ?? null;
}
