import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type K = Kysely<Database>;

function entriesOf(k: K, siteId: number) {
  return k
    .selectFrom('vocabularies')
    .innerJoin('sites', 'sites.id', 'vocabularies.site_id')
    .select([
      'vocabularies.id',
      'vocabularies.vocabulary',
      'vocabularies.key',
      'vocabularies.value',
      'vocabularies.site_id',
      'vocabularies.path',
      'sites.name as site_name',
    ])
    .where('vocabularies.site_id', '=', siteId);
}
export type VocabularyRow = Awaited<ReturnType<typeof findEntry>> & {};

/** Every entry of a company, by vocabulary, key and where it was made. */
export function listEntries(k: K, siteId: number) {
  return entriesOf(k, siteId)
    .orderBy('vocabularies.vocabulary')
    .orderBy('vocabularies.key')
    .orderBy('vocabularies.path')
    .orderBy('vocabularies.id')
    .execute();
}

/** One entry of the company; undefined for any other (another tenant's answers 404). */
export function findEntry(k: K, siteId: number, id: number) {
  return entriesOf(k, siteId).where('vocabularies.id', '=', id).executeTakeFirst();
}

export async function keyTaken(
  k: K,
  siteId: number,
  at: { path: string; vocabulary: string; key: string },
  exceptId?: number,
): Promise<boolean> {
  let q = k
    .selectFrom('vocabularies')
    .select('id')
    .where('site_id', '=', siteId)
    .where('path', '=', at.path)
    .where('vocabulary', '=', at.vocabulary)
    .where('key', '=', at.key);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface EntryColumns {
  vocabulary: string;
  key: string;
  value: string;
}

export async function insertEntry(
  k: K,
  place: { siteId: number; centroId: number; path: string },
  values: EntryColumns,
): Promise<number> {
  const row = await k
    .insertInto('vocabularies')
    .values({ site_id: place.siteId, centro_id: place.centroId, path: place.path, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(k: K, siteId: number, id: number, values: EntryColumns): Promise<void> {
  await k.updateTable('vocabularies').set(values).where('id', '=', id).where('site_id', '=', siteId).execute();
}

export async function deleteEntry(k: K, siteId: number, id: number): Promise<void> {
  await k.deleteFrom('vocabularies').where('id', '=', id).where('site_id', '=', siteId).execute();
}

export async function siteHasEntries(k: K, siteId: number): Promise<boolean> {
  return (
    (await k.selectFrom('vocabularies').select('id').where('site_id', '=', siteId).executeTakeFirst()) !== undefined
  );
}
