import type { BpDefinition } from '@qualium/contracts';
import type { HistoryChange } from '@qualium/workflow';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { StagedFile } from '../../http/multipart.js';
import { storeStaged } from '../files/blobs.js';
import { supersedeFiles, uploadStatus } from '../files/versions.js';

/** Uploads a unit write keeps: staged files by field id, and where the blob store is. */
export interface UnitUploads {
  dataDir: string;
  staged: Record<string, StagedFile[]>;
}

/**
 * Stored shape of an uploaded file: what it is and which version of the field it became; the bytes
 * live in the blob store under `sha256`. Puts the stored shape in `fields` and answers the history
 * diff with it too (the staged file's place on the server never reaches the history), or null
 * when no upload was stored. Runs inside the unit write's transaction (units/writer.ts).
 */
export async function storeFileVersions(
  trx: Kysely<Database>,
  who: { siteId: number; userId: number | null },
  unitId: number,
  definition: BpDefinition,
  fields: Record<string, unknown>,
  diff: readonly HistoryChange[],
  uploads: UnitUploads,
  createdAt: string,
): Promise<HistoryChange[] | null> {
  const storedFields = new Set<string>();
  for (const [attribute, list] of Object.entries(uploads.staged)) {
    // Only uploads the engine took as their field's new value: not for a field the transition does
    // not collect, nor for a readonly one (those keep the value they had).
    const accepted = Array.isArray(fields[attribute]) ? (fields[attribute] as unknown[]) : [fields[attribute]];
    if (!list.every((file) => accepted.includes(file))) continue;
    const last = await trx
      .selectFrom('file_versions')
      .select((eb) => eb.fn.max('version').as('v'))
      .where('unit_id', '=', unitId)
      .where('attribute', '=', attribute)
      .executeTakeFirst();
    let version = Number(last?.v ?? 0);
    // A draft until the workflow publishes it, or in force at once (files/versions.ts).
    const status = uploadStatus(definition.business_process.model.fields.find((f) => f.id === attribute));
    if (status === 'public') await supersedeFiles(trx, { siteId: who.siteId, unitId }, attribute, createdAt);
    const stored = [];
    for (const file of list) {
      version += 1;
      await trx
        .insertInto('file_versions')
        .values({
          site_id: who.siteId,
          unit_id: unitId,
          attribute,
          version,
          title: file.filename,
          filename: file.filename,
          mimetype: file.mimetype,
          size: file.size,
          sha256: file.sha256,
          status,
          created_by: who.userId,
          created_at: createdAt,
          modified_at: createdAt,
        })
        .execute();
      // The bytes go into the store with the row that names them, before the transaction commits.
      storeStaged(uploads.dataDir, file);
      stored.push({ filename: file.filename, mimetype: file.mimetype, size: file.size, sha256: file.sha256, version });
    }
    fields[attribute] = stored.length === 1 ? stored[0] : stored;
    storedFields.add(attribute);
  }
  if (storedFields.size === 0) return null;
  return diff.map((c) => (c.kind !== 'removed' && storedFields.has(c.field) ? { ...c, new: fields[c.field] } : c));
}
