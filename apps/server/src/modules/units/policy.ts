import type { Actor } from '@qualium/workflow';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { processRolesInCentro, rolesOn } from '../access/policy.js';
import type { UnitRow } from './repo.js';

/**
 * The acting user as the engine sees them for one unit: the process roles they hold on the unit's
 * process in the unit's centro (a shared BP's unit may sit in another centro of the site).
 */
export async function actorForUnit(
  db: Db,
  scope: Scope,
  unit: Pick<UnitRow, 'centro_id' | 'process_id'>,
): Promise<Actor> {
  const roles = await processRolesInCentro(db, scope, unit.centro_id);
  return { userId: scope.user.id, processRoles: rolesOn(roles, unit.process_id) };
}

/** A unit is readable by those holding any process role on its process in its centro (records-explorer §6). */
export function canRead(actor: Actor): boolean {
  return actor.processRoles.size > 0;
}
