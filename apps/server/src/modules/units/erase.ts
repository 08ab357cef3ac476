import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The one place units are deleted (a purge past retention, modules/retention): each unit with
 * everything holding its content — read-and-understood records, signatures, files and their download log, communications,
 * idempotency keys, relations either way, the field index, the history — in the caller's
 * transaction. Audit entries stay: they are the company's chain (docs/decisions.md "Retention and
 * purge"). Units that named one of them as parent keep their own data, their parent link emptied
 * by its foreign key. Answers the SHA-256 of the files the units held, for the store to forget once
 * the transaction commits (files/forget.ts).
 */
export async function eraseUnits(trx: Kysely<Database>, siteId: number, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const unitIds = [...ids];
  // Read-and-understood rows name the unit's history and signatures: they go first.
  await trx.deleteFrom('unit_acknowledgements').where('site_id', '=', siteId).where('unit_id', 'in', unitIds).execute();
  // Signatures are append-only; their delete trigger lets them go only while a permit names their unit.
  await trx
    .insertInto('purge_permits')
    .values(unitIds.map((unit_id) => ({ unit_id })))
    .execute();
  await trx.deleteFrom('unit_signatures').where('site_id', '=', siteId).where('unit_id', 'in', unitIds).execute();
  await trx.deleteFrom('purge_permits').where('unit_id', 'in', unitIds).execute();

  const files = await trx
    .selectFrom('file_versions')
    .select('sha256')
    .where('site_id', '=', siteId)
    .where('unit_id', 'in', unitIds)
    .execute();
  const holders = [
    'download_tracker',
    'file_versions',
    'communications',
    'idempotency_keys',
    'unit_field_values',
  ] as const;
  for (const table of holders) {
    await trx.deleteFrom(table).where('site_id', '=', siteId).where('unit_id', 'in', unitIds).execute();
  }
  await trx
    .deleteFrom('unit_relations')
    .where('site_id', '=', siteId)
    .where((eb) => eb.or([eb('from_unit_id', 'in', unitIds), eb('to_unit_id', 'in', unitIds)]))
    .execute();
  await trx.deleteFrom('workflow_history').where('site_id', '=', siteId).where('unit_id', 'in', unitIds).execute();
  await trx.deleteFrom('units').where('site_id', '=', siteId).where('id', 'in', unitIds).execute();
  return files.map((f) => f.sha256);
}
