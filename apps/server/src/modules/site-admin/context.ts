import type { FastifyRequest } from 'fastify';
import { requireCentroScope, requireScope } from '../../http/auth.js';
import type { AppDeps, CentroScope, Scope } from '../../http/context.js';

/** What an administration use case runs with: the app's dependencies and the confirmed scope. */
export interface AdminContext {
  deps: AppDeps;
  scope: Scope;
}

/** For the centro-scoped screens (menus, vocabularies). */
export interface CentroAdminContext extends AdminContext {
  scope: CentroScope;
}

export const adminContextOf =
  (deps: AppDeps) =>
  (request: FastifyRequest): AdminContext => ({ deps, scope: requireScope(request) });

/** Only for routes declared with scope 'centro', which guarantees the centro. */
export const centroAdminContextOf =
  (deps: AppDeps) =>
  (request: FastifyRequest): CentroAdminContext => ({ deps, scope: requireCentroScope(request) });

/**
 * Route declarations of the administration screens (http/route-access.ts): reads let any user of
 * the site in and the service admits administrators and managers (site-admin/policy.ts); writes
 * are for site administrators.
 */
export const ADMIN_ROUTES = {
  readSite: { access: 'user', scope: 'site' },
  editSite: { access: 'admin', scope: 'site' },
  readCentro: { access: 'user', scope: 'centro' },
  editCentro: { access: 'admin', scope: 'centro' },
} as const;
