import { MESSAGES, QUNIT_UID_PREFIX } from '@qualium/contracts';
import type { Actor } from '@qualium/workflow';
import { z } from 'zod';
import type { RequestContext } from '../../http/context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { loadBpDefinition } from '../bp/repo.js';
import { actorForUnit, canRead } from './policy.js';
import { findUnitWithBpByUid, type UnitRow } from './repo.js';

/**
 * The units module's read side, for every module that shows or serves a unit (files,
 * communications, reports, explorer, notifications): parse a uid from a URL, load a unit the user
 * may read with its BP and the actor's roles on it, and its workflow snapshot. Writes go through
 * service.ts and writer.ts.
 */

/** The `:uid` of a unit route. */
export const uidParams = z.object({ uid: z.string().min(1).max(200) });

/** "A unit without a uid is rejected" (records-explorer §3): the uid, or 400. */
export function checkUid(uid: string): string {
  if (!uid.startsWith(QUNIT_UID_PREFIX) || uid.length === QUNIT_UID_PREFIX.length) {
    throw badRequest({ uid: [MESSAGES.unitWithoutUid] });
  }
  return uid;
}

/** A unit a user may read, its BP and definition, and the actor's roles on it. */
export type ReadableUnit = Awaited<ReturnType<typeof loadReadableUnit>>;

/**
 * A unit the user may read, with its definition and the actor's roles on it; 404 otherwise. A site
 * scope is enough (the site-level report calls): reading depends on the unit's own centro.
 */
export async function loadReadableUnit(ctx: RequestContext, uid: string) {
  const { db } = ctx.deps;
  const found = uid.startsWith(QUNIT_UID_PREFIX) ? await findUnitWithBpByUid(db, ctx.scope, uid) : undefined;
  if (!found) throw notFound(MESSAGES.cantReadUnit(uid));
  const { unit, bp } = found;
  const actor: Actor = await actorForUnit(db, ctx.scope, unit);
  if (!canRead(actor)) throw notFound(MESSAGES.cantReadUnit(uid));
  // The BP's update time, read with the unit, says whether the cached parsed definition is current.
  return { unit, actor, bp, definition: await loadBpDefinition(db, bp) };
}

/** The unit as the workflow engine sees it. */
export function unitSnapshot(unit: UnitRow) {
  return {
    state: unit.current_state,
    responsibleId: unit.current_responsible_id,
    creatorId: unit.creator_id,
    fields: JSON.parse(unit.fields) as Record<string, unknown>,
    limit: unit.current_limit,
    closedAt: unit.fecha_cierre,
  };
}
