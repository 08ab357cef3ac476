import { adminIdParams, adminMenuItem, adminMenuList, menuFields, menuItem, menuListQuery } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCentroScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { withForm } from '../site-admin/form-body.js';
import { ADMIN_ROUTES } from '../site-admin/route-config.js';
import { loadFlatMenu, userRoleIdsInCentro } from './repo.js';
import {
  copyMenuFromParent,
  createMenuItem,
  deleteMenuItemById,
  getMenuItem,
  listMenu,
  updateMenuItemById,
} from './service.js';
import { visibleMenuTree } from './tree.js';

const tags = ['menus'];
const { readCentro: read, editCentro: edit } = ADMIN_ROUTES;

/**
 * The shell's navigation tree and the Menus screen (shell-and-admin §7 "Menu items"). Items are
 * the company's (site-wide) unless made for one centro; forms are JSON or multipart.
 */
export function menuRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  // The navigation tree of the shell for the current centro, honouring allowed and blocked roles.
  r.get(
    '/api/v1/menuitem/full',
    { config: { access: 'user', scope: 'centro' }, schema: { tags, response: { 200: z.array(menuItem) } } },
    async (request) => {
      const scope = requireCentroScope(request);
      const [flat, userRoles] = await Promise.all([loadFlatMenu(db.k, scope), userRoleIdsInCentro(db, scope)]);
      return visibleMenuTree(flat, userRoles);
    },
  );

  r.get(
    '/api/v1/menuitem/',
    { config: read, schema: { tags, querystring: menuListQuery, response: { 200: adminMenuList } } },
    async (request) => {
      const ctx = centroContext(deps, request);
      const { results, can_copy_from_parent } = await listMenu(ctx, request.query.parent);
      return { count: results.length, results, can_edit: ctx.scope.isSiteAdmin, can_copy_from_parent };
    },
  );

  // shell-and-admin §7 names a GET; it copies the parent company's menu and answers the new list.
  r.get(
    '/api/v1/menuitem/copy_from_parent/',
    { config: edit, schema: { tags, response: { 200: adminMenuList } } },
    async (request) => {
      const ctx = centroContext(deps, request);
      await copyMenuFromParent(ctx);
      const { results, can_copy_from_parent } = await listMenu(ctx);
      return { count: results.length, results, can_edit: true, can_copy_from_parent };
    },
  );

  r.get(
    '/api/v1/menuitem/:id/',
    { config: read, schema: { tags, params: adminIdParams, response: { 200: adminMenuItem } } },
    async (request) => getMenuItem(centroContext(deps, request), request.params.id),
  );

  r.post(
    '/api/v1/menuitem/',
    { config: edit, schema: { tags, response: { 201: adminMenuItem } } },
    async (request, reply) => {
      const created = await withForm(request, menuFields, (fields) =>
        createMenuItem(centroContext(deps, request), fields),
      );
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/v1/menuitem/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 200: adminMenuItem } } },
    async (request) =>
      withForm(request, menuFields, (fields) =>
        updateMenuItemById(centroContext(deps, request), request.params.id, fields),
      ),
  );

  r.delete(
    '/api/v1/menuitem/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteMenuItemById(centroContext(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
