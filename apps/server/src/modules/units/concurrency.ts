import { MESSAGES } from '@qualium/contracts';
import type { UnitSnapshot } from '@qualium/workflow';
import type { Kysely, Updateable } from 'kysely';
import type { Database, UnitsTable } from '../../db/schema.js';
import type { CentroContext } from '../../http/context.js';
import { conflict, forbidden } from '../../http/errors.js';
import { latestHistory, type UnitRow } from './repo.js';

/**
 * Optimistic concurrency on units (docs/decisions.md "Units and transitions"): every write to a
 * unit applies only at the version its request read, so of two concurrent writes exactly one
 * wins and the other answers 409 with nothing written.
 */

/**
 * The update writing `changes` to the unit and moving it to the next version, provided it is still
 * at the version the request read, and its BP at the update time read with the definition the
 * request planned with (when given). It claims the unit: `refuseUnclaimed` reads its answer.
 */
export function claimAtReadVersion(
  trx: Kysely<Database>,
  unit: Pick<UnitRow, 'id' | 'version' | 'business_process_id'>,
  definitionReadAt: string | undefined,
  changes: Omit<Updateable<UnitsTable>, 'version'>,
) {
  return trx
    .updateTable('units')
    .set({ ...changes, version: unit.version + 1 })
    .where('id', '=', unit.id)
    .where('version', '=', unit.version)
    .$if(definitionReadAt !== undefined, (q) => q.where(definitionAt(trx, unit), '=', definitionReadAt!));
}

const definitionAt = (k: Kysely<Database>, unit: Pick<UnitRow, 'business_process_id'>) =>
  k.selectFrom('business_processes').select('updated_at').where('id', '=', unit.business_process_id);

/** 409 unless the claim updated the unit (the caller's transaction then rolls back whole). */
export async function refuseUnclaimed(
  trx: Kysely<Database>,
  unit: Pick<UnitRow, 'business_process_id'>,
  definitionReadAt: string | undefined,
  updatedRows: bigint | number | undefined,
): Promise<void> {
  if (Number(updatedRows) === 1) return;
  const current = definitionReadAt === undefined ? undefined : await definitionAt(trx, unit).executeTakeFirst();
  throw conflict(
    current && current.updated_at !== definitionReadAt
      ? MESSAGES.definitionChangedConcurrently
      : MESSAGES.unitChangedConcurrently,
  );
}

/** Writes `changes` to the unit at the version the request read (claimAtReadVersion); otherwise 409. */
export async function updateAtReadVersion(
  trx: Kysely<Database>,
  unit: Pick<UnitRow, 'id' | 'version' | 'business_process_id'>,
  definitionReadAt: string | undefined,
  changes: Omit<Updateable<UnitsTable>, 'version'>,
): Promise<void> {
  const result = await claimAtReadVersion(trx, unit, definitionReadAt, changes).executeTakeFirst();
  await refuseUnclaimed(trx, unit, definitionReadAt, result.numUpdatedRows);
}

/**
 * The unit as it was before its latest change (state left, responsible then), or null when its
 * latest change is its creation. What offers a transition (state, responsible, creator, the
 * actor's roles) is all there.
 */
async function snapshotBeforeLatestChange(ctx: CentroContext, unit: UnitRow): Promise<UnitSnapshot | null> {
  const [latest, previous] = await latestHistory(ctx.deps.db, ctx.scope, unit.id, 2);
  if (!latest || latest.from_state === null || !previous) return null;
  return { state: latest.from_state, responsibleId: previous.responsible_id, creatorId: unit.creator_id };
}

/**
 * Refuses a transition the actor is not offered on the unit as read. When the client did not say
 * which version it decided on, a transition it would have been offered just before the unit's
 * latest change means it lost a race (or saw the unit before someone else moved it): 409, like the
 * loser of a concurrent write. Otherwise the transition is simply not the actor's: 403.
 */
export async function refuseNotOffered(
  ctx: CentroContext,
  unit: UnitRow,
  offeredOn: (snapshot: UnitSnapshot) => boolean,
  versionKnown: boolean,
): Promise<never> {
  if (!versionKnown) {
    const before = await snapshotBeforeLatestChange(ctx, unit);
    if (before && offeredOn(before)) throw conflict(MESSAGES.unitChangedConcurrently);
  }
  throw forbidden(MESSAGES.transitionNotOffered);
}
