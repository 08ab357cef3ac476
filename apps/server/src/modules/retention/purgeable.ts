import { MESSAGES, RETENTION_MESSAGES } from '@qualium/contracts';
import type { CentroContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import { loadBpDefinition } from '../bp/repo.js';
import { findUnitWithBpByUid } from '../units/repo.js';
import { isPastRetention } from './due.js';

/**
 * The unit an administrator may purge, or the refusal, before anything is written (the purge and
 * the start of its signing through the IdP alike): one of another centro is not found, one within
 * its retention period is 409.
 */
export async function findPurgeableUnit(ctx: CentroContext, uid: string) {
  const { db } = ctx.deps;
  const found = await findUnitWithBpByUid(db, ctx.scope, uid);
  if (!found || found.unit.centro_id !== ctx.scope.centro.id) throw notFound(MESSAGES.cantReadUnit(uid));
  if (!isPastRetention(found.unit, await loadBpDefinition(db, found.bp), ctx.now)) {
    throw conflict(RETENTION_MESSAGES.notPastRetention);
  }
  return found;
}
