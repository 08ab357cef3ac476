import { ACKNOWLEDGEMENT_MESSAGES, type BpDefinition, type BpTransition } from '@qualium/contracts';
import type { CentroContext } from '../../http/context.js';
import { conflict } from '../../http/errors.js';
import { loadBpDefinition } from '../bp/repo.js';
import type { UnitRow } from '../units/repo.js';
import { findUnitWithBpByUid } from '../units/repo.js';
import { effectiveVersion, hasAcknowledged, versionRule } from './repo.js';

/**
 * The service's checks before a transition writes (units/service.ts), each a 409 in the user's
 * language with nothing written: an acknowledgement given twice for one version in force, and a
 * transition whose `requires_acknowledged` documents the actor has not acknowledged yet. The hook
 * (hook.ts) holds the first rule again inside the write, against a concurrent twin.
 */
export async function refuseUnacknowledged(
  ctx: CentroContext,
  unit: UnitRow,
  definition: BpDefinition,
  transition: BpTransition,
  fields: Readonly<Record<string, unknown>>,
): Promise<void> {
  const ack = definition.business_process.workflow.acknowledgement;
  if (ack?.transition === transition.id) {
    const rule = versionRule(definition.business_process.workflow, ack);
    const version = await effectiveVersion(ctx.deps.db.k, ctx.scope.site.id, unit.id, rule);
    if (!version) throw conflict(ACKNOWLEDGEMENT_MESSAGES.notInForce);
    if (await acknowledgedBy(ctx, unit.id, version.id)) throw conflict(ACKNOWLEDGEMENT_MESSAGES.alreadyAcknowledged);
  }
  if (transition.requires_acknowledged) {
    const missing = await unacknowledgedReferences(ctx, fields[transition.requires_acknowledged.field]);
    if (missing.length > 0) throw conflict(ACKNOWLEDGEMENT_MESSAGES.notAcknowledged(missing.join(', ')));
  }
}

const acknowledgedBy = (ctx: CentroContext, unitId: number, historyId: number) =>
  hasAcknowledged(ctx.deps.db.k, ctx.scope.site.id, { unitId, historyId }, ctx.scope.user.id);

/**
 * The references of the documents a related value names that are in force and that the actor has
 * not acknowledged at their version in force. A document not in force (a draft, withdrawn) has
 * nothing to acknowledge; a unit of a BP without `acknowledgement` asks nothing.
 */
async function unacknowledgedReferences(ctx: CentroContext, value: unknown): Promise<string[]> {
  const uids = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');
  const missing: string[] = [];
  for (const uid of uids) {
    const found = await findUnitWithBpByUid(ctx.deps.db, ctx.scope, uid);
    if (!found) continue;
    const workflow = (await loadBpDefinition(ctx.deps.db, found.bp)).business_process.workflow;
    const ack = workflow.acknowledgement;
    if (!ack || found.unit.current_state !== ack.effective_state) continue;
    const rule = versionRule(workflow, ack);
    const version = await effectiveVersion(ctx.deps.db.k, ctx.scope.site.id, found.unit.id, rule);
    if (version && !(await acknowledgedBy(ctx, found.unit.id, version.id))) missing.push(found.unit.reference);
  }
  return missing;
}
