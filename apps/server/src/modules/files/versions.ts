import type { BpDefinition, BpField, FileVersionStatus } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The life of stored file versions (`file_versions.status`), kept by every write of a unit:
 *
 * - plain file and image fields: the files of the latest upload are in force (`public`), the ones
 *   they replaced `obsolete`;
 * - versionable files: every upload is a new version, a `draft` until the unit reaches one of the
 *   field's `publish_states` (DOCISODEFAULT: Vigente), which makes the newest version the one in
 *   force and every earlier one obsolete; its `withdraw_states` (Obsoleto) make them all obsolete.
 *   Without `publish_states` each upload is in force at once.
 */
export const FILE_FIELD_KINDS: ReadonlySet<string> = new Set(['file', 'image', 'versionable_file']);

export const isFileField = (field: BpField): boolean => FILE_FIELD_KINDS.has(field.kind);

/** What a new upload of the field starts as. */
export function uploadStatus(field: BpField | undefined): FileVersionStatus {
  return field?.kind === 'versionable_file' && field.publish_states ? 'draft' : 'public';
}

/** What reaching `state` does to a versionable field's versions. */
export function stateEffect(field: BpField, state: string): 'publish' | 'withdraw' | null {
  if (field.kind !== 'versionable_file') return null;
  if (field.withdraw_states?.includes(state)) return 'withdraw';
  if (!field.publish_states || field.publish_states.includes(state)) return 'publish';
  return null;
}

/** The statuses versions should have after `effect`, newest first. */
export function statusesAfter(effect: 'publish' | 'withdraw', count: number): FileVersionStatus[] {
  return Array.from({ length: count }, (_, i) => (effect === 'publish' && i === 0 ? 'public' : 'obsolete'));
}

interface UnitRef {
  siteId: number;
  unitId: number;
}

/** Plain files: a new upload replaces the field's files, which become obsolete. */
export async function supersedeFiles(trx: Kysely<Database>, unit: UnitRef, attribute: string, at: string) {
  await trx
    .updateTable('file_versions')
    .set({ status: 'obsolete', modified_at: at })
    .where('site_id', '=', unit.siteId)
    .where('unit_id', '=', unit.unitId)
    .where('attribute', '=', attribute)
    .where('status', '!=', 'obsolete')
    .execute();
}

/** Publishes or withdraws the versions of each versionable field as the unit's new state says. */
export async function applyStateToVersions(
  trx: Kysely<Database>,
  unit: UnitRef,
  definition: BpDefinition,
  state: string,
  at: string,
): Promise<void> {
  for (const field of definition.business_process.model.fields) {
    const effect = stateEffect(field, state);
    if (!effect) continue;
    const rows = await trx
      .selectFrom('file_versions')
      .select(['id', 'status'])
      .where('site_id', '=', unit.siteId)
      .where('unit_id', '=', unit.unitId)
      .where('attribute', '=', field.id)
      .orderBy('version', 'desc')
      .execute();
    const wanted = statusesAfter(effect, rows.length);
    for (const [i, row] of rows.entries()) {
      if (row.status === wanted[i]) continue;
      await trx
        .updateTable('file_versions')
        .set({ status: wanted[i]!, modified_at: at })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
