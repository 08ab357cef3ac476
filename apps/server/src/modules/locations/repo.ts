import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type K = Kysely<Database>;

function typesOf(k: K, siteId: number) {
  return k
    .selectFrom('location_types')
    .select(['location_types.id', 'location_types.name', 'location_types.site_id'])
    .select((eb) =>
      eb
        .selectFrom('locations')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('locations.location_type_id', '=', 'location_types.id')
        .as('locations_count'),
    )
    .where('location_types.site_id', '=', siteId);
}
export type LocationTypeRow = Awaited<ReturnType<typeof findLocationType>> & {};

export function listLocationTypes(k: K, siteId: number) {
  return typesOf(k, siteId).orderBy('location_types.name').orderBy('location_types.id').execute();
}

/** One type of the company; undefined for any other (another tenant's answers 404). */
export function findLocationType(k: K, siteId: number, id: number) {
  return typesOf(k, siteId).where('location_types.id', '=', id).executeTakeFirst();
}

export async function typeNameTaken(k: K, siteId: number, name: string, exceptId?: number): Promise<boolean> {
  let q = k.selectFrom('location_types').select('id').where('site_id', '=', siteId).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertLocationType(k: K, siteId: number, name: string): Promise<number> {
  const row = await k
    .insertInto('location_types')
    .values({ site_id: siteId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLocationType(k: K, siteId: number, id: number, name: string): Promise<void> {
  await k.updateTable('location_types').set({ name }).where('id', '=', id).where('site_id', '=', siteId).execute();
}

export async function deleteLocationType(k: K, siteId: number, id: number): Promise<void> {
  await k.deleteFrom('location_types').where('id', '=', id).where('site_id', '=', siteId).execute();
}

function locationsOf(k: K, siteId: number) {
  return k
    .selectFrom('locations')
    .innerJoin('location_types', 'location_types.id', 'locations.location_type_id')
    .select([
      'locations.id',
      'locations.name',
      'locations.reference',
      'locations.longitude',
      'locations.latitude',
      'locations.location_type_id',
      'locations.site_id',
      'location_types.name as location_type_name',
    ])
    .where('locations.site_id', '=', siteId);
}
export type LocationRow = Awaited<ReturnType<typeof findLocation>> & {};

export function listLocations(k: K, siteId: number, typeId?: number) {
  let q = locationsOf(k, siteId);
  if (typeId !== undefined) q = q.where('locations.location_type_id', '=', typeId);
  return q.orderBy('location_types.name').orderBy('locations.name').orderBy('locations.id').execute();
}

export function findLocation(k: K, siteId: number, id: number) {
  return locationsOf(k, siteId).where('locations.id', '=', id).executeTakeFirst();
}

export interface LocationColumns {
  name: string;
  reference: string;
  longitude: number | null;
  latitude: number | null;
  location_type_id: number;
}

export async function insertLocation(k: K, siteId: number, values: LocationColumns): Promise<number> {
  const row = await k
    .insertInto('locations')
    .values({ site_id: siteId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLocation(k: K, siteId: number, id: number, values: LocationColumns): Promise<void> {
  await k.updateTable('locations').set(values).where('id', '=', id).where('site_id', '=', siteId).execute();
}

export async function deleteLocation(k: K, siteId: number, id: number): Promise<void> {
  await k.deleteFrom('locations').where('id', '=', id).where('site_id', '=', siteId).execute();
}
