import { type BpDefinition, SIGNATURE_MESSAGES } from '@qualium/contracts';
import type { HistoryChange } from '@qualium/workflow';
import type { CentroContext } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import type { UnitRow } from './repo.js';

/**
 * Reason for change (docs/bp-definition.md "Reason for change"): a unit that has reached one of
 * the BP's `reason_for_change.after_states` is approved, and stays so for this rule even when a
 * new version takes it back to draft; from then on a write that changes a field needs a reason.
 */

/** Whether the unit has been approved in the BP's sense (now or at any time before). */
export async function needsReasonForChange(
  ctx: CentroContext,
  definition: BpDefinition,
  unit: Pick<UnitRow, 'id' | 'current_state'>,
): Promise<boolean> {
  const states = definition.business_process.workflow.reason_for_change?.after_states;
  if (!states) return false;
  if (states.includes(unit.current_state)) return true;
  const reached = await ctx.deps.db.k
    .selectFrom('workflow_history')
    .select('id')
    .where('site_id', '=', ctx.scope.site.id)
    .where('unit_id', '=', unit.id)
    .where('to_state', 'in', states)
    .limit(1)
    .executeTakeFirst();
  return reached !== undefined;
}

/** The reason to keep with the write: required (400 under `reason_for_change`) when an approved unit's fields change. */
export async function reasonForChange(
  ctx: CentroContext,
  definition: BpDefinition,
  unit: Pick<UnitRow, 'id' | 'current_state'>,
  diff: readonly HistoryChange[],
  given: string | null | undefined,
): Promise<string | null> {
  const reason = given?.trim() || null;
  if (reason || diff.length === 0) return reason;
  if (await needsReasonForChange(ctx, definition, unit)) {
    throw badRequest({ reason_for_change: [SIGNATURE_MESSAGES.reasonForChangeRequired] });
  }
  return null;
}
