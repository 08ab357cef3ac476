import { adminIdParams, departmentFields, departmentList, departmentRecord } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { withForm } from '../site-admin/form-body.js';
import { ADMIN_ROUTES } from '../site-admin/route-config.js';
import {
  createDepartment,
  deleteDepartmentById,
  getDepartment,
  listDepartmentsOf,
  updateDepartmentById,
} from './service.js';

const tags = ['departments and roles'];
const { readSite: read, editSite: edit } = ADMIN_ROUTES;

/** Departments of the scope's company (shell-and-admin §7 "Departments"): JSON or multipart forms. */
export function departmentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/department/',
    { config: read, schema: { tags, response: { 200: departmentList } } },
    async (request) => {
      const ctx = requestContext(deps, request);
      const results = await listDepartmentsOf(ctx);
      return { count: results.length, results, can_edit: ctx.scope.isSiteAdmin };
    },
  );

  r.get(
    '/api/v1/department/:id/',
    { config: read, schema: { tags, params: adminIdParams, response: { 200: departmentRecord } } },
    async (request) => getDepartment(requestContext(deps, request), request.params.id),
  );

  r.post(
    '/api/v1/department/',
    { config: edit, schema: { tags, response: { 201: departmentRecord } } },
    async (request, reply) => {
      const created = await withForm(request, departmentFields, (fields) =>
        createDepartment(requestContext(deps, request), fields),
      );
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/v1/department/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 200: departmentRecord } } },
    async (request) =>
      withForm(request, departmentFields, (fields) =>
        updateDepartmentById(requestContext(deps, request), request.params.id, fields),
      ),
  );

  r.delete(
    '/api/v1/department/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteDepartmentById(requestContext(deps, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
