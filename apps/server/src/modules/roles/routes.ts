import { adminIdParams, roleFields, roleList, roleListQuery, roleRecord } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { withForm } from '../site-admin/form-body.js';
import { ADMIN_ROUTES } from '../site-admin/route-config.js';
import { createRole, deleteRoleById, getRole, listRolesOf, updateRoleById } from './service.js';

const tags = ['departments and roles'];
const { readSite: read, editSite: edit } = ADMIN_ROUTES;

/**
 * Roles of the scope's company (shell-and-admin §7 "Role inheritance and roles": the role calls;
 * the inheritance calls live with the companies screen). JSON or multipart forms; `path`, which
 * the spec's client sends, is kept by the server.
 */
export function roleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/role/',
    { config: read, schema: { tags, querystring: roleListQuery, response: { 200: roleList } } },
    async (request) => {
      const ctx = requestContext(deps, request);
      const { department, inherited } = request.query;
      const results = await listRolesOf(ctx, { department, inherited: inherited === 'true' || inherited === '1' });
      return { count: results.length, results, can_edit: ctx.scope.isSiteAdmin };
    },
  );

  r.get(
    '/api/v1/role/:id/',
    { config: read, schema: { tags, params: adminIdParams, response: { 200: roleRecord } } },
    async (request) => getRole(requestContext(deps, request), request.params.id),
  );

  r.post('/api/v1/role/', { config: edit, schema: { tags, response: { 201: roleRecord } } }, async (request, reply) => {
    const created = await withForm(request, roleFields, (fields) => createRole(requestContext(deps, request), fields));
    return reply.status(201).send(created);
  });

  r.put(
    '/api/v1/role/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 200: roleRecord } } },
    async (request) =>
      withForm(request, roleFields, (fields) =>
        updateRoleById(requestContext(deps, request), request.params.id, fields),
      ),
  );

  r.delete(
    '/api/v1/role/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteRoleById(requestContext(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
