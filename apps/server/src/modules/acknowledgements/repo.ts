import type { BpAcknowledgement, BpWorkflow } from '@qualium/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UnitAcknowledgementsTable } from '../../db/schema.js';

/**
 * The rows of "read and understood" (migration 0015): one per person and version in force of a
 * unit. Every function takes a Kysely handle, the request's or a unit write's transaction.
 */
export type AcknowledgementRow = Selectable<UnitAcknowledgementsTable>;

/**
 * What makes a version for "read and understood": the state it is in force in and, for a
 * controlled document (`workflow.document_control`), the approvals that number its versions.
 */
export interface VersionRule {
  effectiveState: string;
  /** Absent: the BP numbers no versions, each entry into the effective state is a new one. */
  approveTransitions?: readonly string[];
}

export function versionRule(workflow: BpWorkflow, ack: BpAcknowledgement): VersionRule {
  return { effectiveState: ack.effective_state, approveTransitions: workflow.document_control?.approve_transitions };
}

/**
 * The version in force, as the history row that put it in force. Without document control it is
 * the latest entry into the effective state from another state. A controlled document's version
 * changes only with an approval (which numbers it): its version in force is the first entry into
 * the effective state since the latest approval, so a periodic review confirming the document
 * unchanged (out of the state and back, same number) is the same version, and a new approval a new one.
 */
export async function effectiveVersion(
  k: Kysely<Database>,
  siteId: number,
  unitId: number,
  rule: VersionRule,
): Promise<{ id: number; created_at: string } | undefined> {
  const entries = k
    .selectFrom('workflow_history')
    .select(['id', 'created_at'])
    .where('site_id', '=', siteId)
    .where('unit_id', '=', unitId)
    .where('to_state', '=', rule.effectiveState)
    .where((eb) => eb.or([eb('from_state', 'is', null), eb('from_state', '!=', rule.effectiveState)]));
  if (!rule.approveTransitions) return entries.orderBy('id', 'desc').limit(1).executeTakeFirst();
  const approval = await k
    .selectFrom('workflow_history')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('site_id', '=', siteId)
    .where('unit_id', '=', unitId)
    .where('transition_id', 'in', [...rule.approveTransitions])
    .executeTakeFirst();
  return entries
    .where('id', '>=', Number(approval?.id ?? 0))
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

/** The rows of one version in force. */
export function acknowledgementsOf(
  k: Kysely<Database>,
  siteId: number,
  unitId: number,
  historyId: number,
): Promise<AcknowledgementRow[]> {
  return k
    .selectFrom('unit_acknowledgements')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('unit_id', '=', unitId)
    .where('effective_history_id', '=', historyId)
    .orderBy('id')
    .execute();
}

/** Whether `userId` has acknowledged that version. */
export async function hasAcknowledged(
  k: Kysely<Database>,
  siteId: number,
  version: { unitId: number; historyId: number },
  userId: number,
): Promise<boolean> {
  const row = await k
    .selectFrom('unit_acknowledgements')
    .select('id')
    .where('site_id', '=', siteId)
    .where('unit_id', '=', version.unitId)
    .where('effective_history_id', '=', version.historyId)
    .where('user_id', '=', userId)
    .where('acknowledged_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}
