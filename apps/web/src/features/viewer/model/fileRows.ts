import type { UnitDetail, UnitField } from '@qualium/contracts';
import { type FileItem, filesOf } from './fieldValues';
import { fileTypeOf } from './fileTypes';

/**
 * Rows of the versions and documents boxes (records-explorer §2: type icon, title, dates, version,
 * download; sorted by version descending). The unit carries each file field's stored upload and,
 * for a versionable file, its current public version, which joins the rows when it is an older one.
 */
export interface FileRow extends FileItem {
  /** The version readers get (current_public_version). */
  published: boolean;
}

const byVersionDesc = (a: FileRow, b: FileRow) => (b.version ?? 0) - (a.version ?? 0) || a.name.localeCompare(b.name);

function publicVersion(unit: UnitDetail, attribute: string): FileRow | null {
  const pub = unit.current_public_version;
  if (!pub || pub.attribute !== attribute || typeof pub.value !== 'string') return null;
  const mimetype = typeof pub.mimetype === 'string' ? pub.mimetype : '';
  return {
    attribute,
    name: pub.value,
    mimetype,
    version: typeof pub.version === 'number' ? pub.version : null,
    type: fileTypeOf(mimetype, pub.value),
    created: null,
    modified: typeof pub.modified_at === 'string' ? pub.modified_at : null,
    published: true,
  };
}

export function fileRows(unit: UnitDetail, fields: readonly UnitField[]): FileRow[] {
  const rows: FileRow[] = [];
  for (const field of fields) {
    const pub = publicVersion(unit, field.id);
    for (const file of filesOf(field)) rows.push({ ...file, published: pub?.version === file.version });
    if (pub && !rows.some((r) => r.attribute === pub.attribute && r.version === pub.version)) rows.push(pub);
  }
  return rows.sort(byVersionDesc);
}
