import {
  type LocationFields,
  type LocationRecord,
  type LocationTypeFields,
  type LocationTypeRecord,
  ADMIN_MESSAGES as M,
} from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RequestContext } from '../../http/context.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { assertCanReadAdmin } from '../site-admin/policy.js';
import {
  deleteLocation,
  deleteLocationType,
  findLocation,
  findLocationType,
  insertLocation,
  insertLocationType,
  type LocationRow,
  type LocationTypeRow,
  listLocations,
  listLocationTypes,
  typeNameTaken,
  updateLocation,
  updateLocationType,
} from './repo.js';

const presentType = (row: LocationTypeRow): LocationTypeRecord => ({
  id: row.id,
  name: row.name,
  site: row.site_id,
  locations_count: Number(row.locations_count ?? 0),
});

const presentLocation = (row: LocationRow): LocationRecord => ({
  id: row.id,
  name: row.name,
  reference: row.reference,
  // PostgreSQL's double precision arrives as a number; kept as sent.
  longitude: row.longitude === null ? null : Number(row.longitude),
  latitude: row.latitude === null ? null : Number(row.latitude),
  location_type: row.location_type_id,
  location_type_name: row.location_type_name,
  site: row.site_id,
});

// --- location types ------------------------------------------------------------

export async function listTypes(ctx: RequestContext): Promise<LocationTypeRecord[]> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  return (await listLocationTypes(ctx.deps.db.k, ctx.scope.site.id)).map(presentType);
}

async function typeOf(k: Kysely<Database>, ctx: RequestContext, id: number): Promise<LocationTypeRecord> {
  const row = await findLocationType(k, ctx.scope.site.id, id);
  if (!row) throw notFound();
  return presentType(row);
}

export async function getType(ctx: RequestContext, id: number): Promise<LocationTypeRecord> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  return typeOf(ctx.deps.db.k, ctx, id);
}

async function assertTypeNameFree(ctx: RequestContext, name: string, exceptId?: number) {
  if (await typeNameTaken(ctx.deps.db.k, ctx.scope.site.id, name, exceptId)) throw badRequest({ name: [M.duplicate] });
}

/** A racing duplicate reaches the unique index (0006): answered like the check. */
async function rethrowType(ctx: RequestContext, error: unknown, name: string, exceptId?: number): Promise<never> {
  if (!(error instanceof HttpError)) await assertTypeNameFree(ctx, name, exceptId);
  throw error;
}

export async function createType(ctx: RequestContext, fields: LocationTypeFields): Promise<LocationTypeRecord> {
  await assertTypeNameFree(ctx, fields.name);
  try {
    return await auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
      const id = await insertLocationType(trx, ctx.scope.site.id, fields.name);
      const created = await typeOf(trx, ctx, id);
      await recordAudit(trx, ctx.scope, {
        entity: 'location_type',
        entityId: id,
        action: 'create',
        before: null,
        after: created,
      });
      return created;
    });
  } catch (error) {
    return rethrowType(ctx, error, fields.name);
  }
}

export async function updateType(ctx: RequestContext, id: number, fields: LocationTypeFields) {
  const before = await typeOf(ctx.deps.db.k, ctx, id);
  await assertTypeNameFree(ctx, fields.name, id);
  try {
    return await auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
      await updateLocationType(trx, ctx.scope.site.id, id, fields.name);
      const after = await typeOf(trx, ctx, id);
      await recordAudit(trx, ctx.scope, { entity: 'location_type', entityId: id, action: 'update', before, after });
      return after;
    });
  } catch (error) {
    return rethrowType(ctx, error, fields.name, id);
  }
}

/** Refused while the type has locations (they would go with it). */
export async function deleteType(ctx: RequestContext, id: number): Promise<void> {
  await typeOf(ctx.deps.db.k, ctx, id);
  await auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
    const before = await typeOf(trx, ctx, id);
    if (before.locations_count > 0) throw conflict(M.typeHasLocations(before.locations_count));
    await deleteLocationType(trx, ctx.scope.site.id, id);
    await recordAudit(trx, ctx.scope, { entity: 'location_type', entityId: id, action: 'delete', before, after: null });
  });
}

// --- locations -------------------------------------------------------------------

export async function listLocationsOf(ctx: RequestContext, typeId?: number): Promise<LocationRecord[]> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  return (await listLocations(ctx.deps.db.k, ctx.scope.site.id, typeId)).map(presentLocation);
}

async function locationOf(k: Kysely<Database>, ctx: RequestContext, id: number): Promise<LocationRecord> {
  const row = await findLocation(k, ctx.scope.site.id, id);
  if (!row) throw notFound();
  return presentLocation(row);
}

export async function getLocation(ctx: RequestContext, id: number): Promise<LocationRecord> {
  await assertCanReadAdmin(ctx.deps.db, ctx.scope);
  return locationOf(ctx.deps.db.k, ctx, id);
}

async function columnsOf(ctx: RequestContext, fields: LocationFields) {
  if (!(await findLocationType(ctx.deps.db.k, ctx.scope.site.id, fields.location_type))) {
    throw badRequest({ location_type: [M.unknownId(fields.location_type)] });
  }
  return {
    name: fields.name,
    reference: fields.reference,
    longitude: fields.longitude,
    latitude: fields.latitude,
    location_type_id: fields.location_type,
  };
}

export async function createLocation(ctx: RequestContext, fields: LocationFields): Promise<LocationRecord> {
  const values = await columnsOf(ctx, fields);
  return auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
    const id = await insertLocation(trx, ctx.scope.site.id, values);
    const created = await locationOf(trx, ctx, id);
    await recordAudit(trx, ctx.scope, {
      entity: 'location',
      entityId: id,
      action: 'create',
      before: null,
      after: created,
    });
    return created;
  });
}

export async function updateLocationById(ctx: RequestContext, id: number, fields: LocationFields) {
  const before = await locationOf(ctx.deps.db.k, ctx, id);
  const values = await columnsOf(ctx, fields);
  return auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
    await updateLocation(trx, ctx.scope.site.id, id, values);
    const after = await locationOf(trx, ctx, id);
    await recordAudit(trx, ctx.scope, { entity: 'location', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function deleteLocationById(ctx: RequestContext, id: number): Promise<void> {
  const before = await locationOf(ctx.deps.db.k, ctx, id);
  await auditedTransaction(ctx.deps.db.k, ctx.scope, async (trx) => {
    await deleteLocation(trx, ctx.scope.site.id, id);
    await recordAudit(trx, ctx.scope, { entity: 'location', entityId: id, action: 'delete', before, after: null });
  });
}
