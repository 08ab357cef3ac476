import { type BpDefinition, type ListPicture, THUMBNAIL_MIMETYPES } from '@qualium/contracts';
import type { Lookups } from './readable.js';

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** A stored file as fields hold it: `{filename, mimetype, version, …}`. */
function storedFile(value: unknown): { filename: string; mimetype: string; version: number | null } | null {
  if (!value || typeof value !== 'object' || !('filename' in value)) return null;
  const file = value as { filename: unknown; mimetype?: unknown; version?: unknown };
  return {
    filename: String(file.filename),
    mimetype: typeof file.mimetype === 'string' ? file.mimetype : '',
    version: typeof file.version === 'number' ? file.version : null,
  };
}

/**
 * The pictures a list row's cells draw beside their readable values (issue 14, point 1): for each
 * shown column that is an image field, its first file; for a centro field, its first centro's
 * logo. Columns with no such field, or an empty one, have none.
 */
export function listPictures(
  definition: BpDefinition,
  columns: readonly string[],
  fields: Record<string, unknown>,
  lookups: Lookups,
): Record<string, ListPicture> {
  const pictures: Record<string, ListPicture> = {};
  for (const column of columns) {
    const field = definition.business_process.model.fields.find((f) => f.id === column);
    const value = first(fields[column]);
    if (field?.kind === 'image') {
      const file = storedFile(value);
      if (!file) continue;
      const drawable = (THUMBNAIL_MIMETYPES as readonly string[]).includes(file.mimetype);
      pictures[column] = { kind: 'image', name: file.filename, version: file.version, drawable };
    } else if (field?.kind === 'centro' && typeof value === 'number') {
      pictures[column] = { kind: 'logo', logo: lookups.centroLogos.get(value) ?? null };
    }
  }
  return pictures;
}
