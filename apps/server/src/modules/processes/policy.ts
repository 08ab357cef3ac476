import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { processRolesInCentro } from '../access/policy.js';
import { userCentroIds } from './repo.js';

/**
 * Processes the user participates in (records-explorer §6: "The user sees only processes in which
 * they participate"): where a role they hold in a centro is granted any process role. Under a
 * centro scope only that centro counts; under a site scope, any of their centros of the site.
 */
export async function participatingProcessIds(db: Db, scope: Scope): Promise<Set<number>> {
  const centros = scope.centro ? [scope.centro.id] : await userCentroIds(db, scope);
  const ids = new Set<number>();
  for (const centroId of centros) {
    for (const processId of (await processRolesInCentro(db, scope, centroId)).keys()) ids.add(processId);
  }
  return ids;
}
