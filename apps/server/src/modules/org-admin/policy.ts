import { ADMIN_MESSAGES } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';

/**
 * Who may do what on the Companies and Centros screens (docs/decisions.md), in one place:
 * - administrators of the scope's company (or of one above it) do everything; their writes are
 *   declared `access: 'admin'` on the routes;
 * - a user who manages centros of the company (centro_managers) reads the process matrix of
 *   those centros, and reads and changes who holds which role in them, and reads their managers;
 * - managers of the company read its companies and inherited roles (site-admin/policy.ts);
 * - everybody else gets 403.
 */

/** Centros of the scope's company that its user manages. */
export async function managedCentroIds(k: Kysely<Database>, scope: Scope): Promise<Set<number>> {
  const rows = await k
    .selectFrom('centro_managers')
    .select('centro_id')
    .where('site_id', '=', scope.site.id)
    .where('user_id', '=', scope.user.id)
    .execute();
  return new Set(rows.map((r) => r.centro_id));
}

/** The people of one centro: its company's administrators and the centro's managers. */
export async function assertCentroPeopleAccess(k: Kysely<Database>, scope: Scope, centroId: number): Promise<void> {
  if (scope.isSiteAdmin || (await managedCentroIds(k, scope)).has(centroId)) return;
  throw forbidden(ADMIN_MESSAGES.readOnlyAccess);
}
