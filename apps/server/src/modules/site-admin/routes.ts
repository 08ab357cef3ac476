import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/context.js';
import { departmentRoutes } from '../departments/routes.js';
import { locationRoutes } from '../locations/routes.js';
import { roleRoutes } from '../roles/routes.js';
import { userRoutes } from '../users/routes.js';
import { vocabularyRoutes } from '../vocabularies/routes.js';

/** The administration screens' APIs: users, departments, roles, vocabularies, locations (menus: modules/menus). */
export function siteAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  userRoutes(app, deps);
  departmentRoutes(app, deps);
  roleRoutes(app, deps);
  vocabularyRoutes(app, deps);
  locationRoutes(app, deps);
}
