import {
  ADMIN_MESSAGES,
  adminIdParams,
  adminUser,
  adminUserList,
  userCreateFields,
  userFields,
  userListQuery,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { requestContext } from '../../http/request-context.js';
import { type FormBody, withForm } from '../site-admin/form-body.js';
import { ADMIN_ROUTES } from '../site-admin/route-config.js';
import { createUser, deleteUserById, getUser, listUsersOf, updateUserById } from './service.js';

const tags = ['users'];
const { readSite: read, editSite: edit } = ADMIN_ROUTES;

const photoOf = (body: FormBody) => body.files.photo?.[0];

/**
 * The Users screen's calls (shell-and-admin §7 "Users"): `{scope}` is the site path (a centro
 * scope serves the same). Create and update take multipart form data (support_level as JSON text,
 * an optional `photo` file) or JSON. Reading is for administrators and managers, writing for
 * administrators (modules/site-admin/policy.ts).
 */
export function userRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/user/',
    { config: read, schema: { tags, querystring: userListQuery, response: { 200: adminUserList } } },
    async (request) => {
      const ctx = requestContext(deps, request);
      const { results } = await listUsersOf(ctx, request.query.site);
      return { count: results.length, results, can_edit: ctx.scope.isSiteAdmin };
    },
  );

  r.get(
    '/api/v1/user/:id/',
    { config: read, schema: { tags, params: adminIdParams, response: { 200: adminUser } } },
    async (request) => getUser(requestContext(deps, request), request.params.id),
  );

  r.post('/api/v1/user/', { config: edit, schema: { tags, response: { 201: adminUser } } }, async (request, reply) => {
    const created = await withForm(request, userCreateFields, (fields, body) =>
      createUser(requestContext(deps, request), fields, photoOf(body)),
    );
    return reply.status(201).send(created);
  });

  r.put(
    '/api/v1/user/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 200: adminUser } } },
    async (request) =>
      withForm(request, userFields, (fields, body) => {
        const password = body.values.password;
        if (typeof password === 'string' ? password !== '' : password !== undefined && password !== null) {
          throw badRequest({ password: [ADMIN_MESSAGES.passwordOnlyOnCreate] });
        }
        return updateUserById(requestContext(deps, request), request.params.id, fields, photoOf(body));
      }),
  );

  r.delete(
    '/api/v1/user/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteUserById(requestContext(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
