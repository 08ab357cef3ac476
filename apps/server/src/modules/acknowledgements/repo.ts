import type { Kysely, Selectable } from 'kysely';
import type { Database, UnitAcknowledgementsTable } from '../../db/schema.js';

/**
 * The rows of "read and understood" (migration 0015): one per person and version in force of a
 * unit. Every function takes a Kysely handle, the request's or a unit write's transaction.
 */
export type AcknowledgementRow = Selectable<UnitAcknowledgementsTable>;

/** The version in force: the history row of the latest transition that entered the effective state. */
export async function effectiveVersion(
  k: Kysely<Database>,
  siteId: number,
  unitId: number,
  effectiveState: string,
): Promise<{ id: number; created_at: string } | undefined> {
  return k
    .selectFrom('workflow_history')
    .select(['id', 'created_at'])
    .where('site_id', '=', siteId)
    .where('unit_id', '=', unitId)
    .where('to_state', '=', effectiveState)
    .where((eb) => eb.or([eb('from_state', 'is', null), eb('from_state', '!=', effectiveState)]))
    .orderBy('id', 'desc')
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
