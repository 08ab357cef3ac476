import {
  adminIdParams,
  locationFields,
  locationList,
  locationListQuery,
  locationRecord,
  locationTypeFields,
  locationTypeList,
  locationTypeRecord,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { withForm } from '../site-admin/form-body.js';
import { ADMIN_ROUTES } from '../site-admin/route-config.js';
import {
  createLocation,
  createType,
  deleteLocationById,
  deleteType,
  getLocation,
  getType,
  listLocationsOf,
  listTypes,
  updateLocationById,
  updateType,
} from './service.js';

const tags = ['locations'];
const { readSite: read, editSite: edit } = ADMIN_ROUTES;

/** Location types and locations of the scope's company (shell-and-admin §7 "Locations"). */
export function locationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deleted = { tags, params: adminIdParams, response: { 204: z.null() } };

  r.get(
    '/api/v1/locationtype/',
    { config: read, schema: { tags, response: { 200: locationTypeList } } },
    async (request) => {
      const ctx = requestContext(deps, request);
      const results = await listTypes(ctx);
      return { count: results.length, results, can_edit: ctx.scope.isSiteAdmin };
    },
  );
  r.get(
    '/api/v1/locationtype/:id/',
    { config: read, schema: { tags, params: adminIdParams, response: { 200: locationTypeRecord } } },
    async (request) => getType(requestContext(deps, request), request.params.id),
  );
  r.post(
    '/api/v1/locationtype/',
    { config: edit, schema: { tags, response: { 201: locationTypeRecord } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await withForm(request, locationTypeFields, (f) => createType(requestContext(deps, request), f))),
  );
  r.put(
    '/api/v1/locationtype/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 200: locationTypeRecord } } },
    async (request) =>
      withForm(request, locationTypeFields, (f) => updateType(requestContext(deps, request), request.params.id, f)),
  );
  r.delete('/api/v1/locationtype/:id/', { config: edit, schema: deleted }, async (request, reply) => {
    await deleteType(requestContext(deps, request), request.params.id);
    return reply.status(204).send(null);
  });

  r.get(
    '/api/v1/location/',
    { config: read, schema: { tags, querystring: locationListQuery, response: { 200: locationList } } },
    async (request) => {
      const ctx = requestContext(deps, request);
      const results = await listLocationsOf(ctx, request.query.location_type);
      return { count: results.length, results, can_edit: ctx.scope.isSiteAdmin };
    },
  );
  r.get(
    '/api/v1/location/:id/',
    { config: read, schema: { tags, params: adminIdParams, response: { 200: locationRecord } } },
    async (request) => getLocation(requestContext(deps, request), request.params.id),
  );
  r.post(
    '/api/v1/location/',
    { config: edit, schema: { tags, response: { 201: locationRecord } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await withForm(request, locationFields, (f) => createLocation(requestContext(deps, request), f))),
  );
  r.put(
    '/api/v1/location/:id/',
    { config: edit, schema: { tags, params: adminIdParams, response: { 200: locationRecord } } },
    async (request) =>
      withForm(request, locationFields, (f) => updateLocationById(requestContext(deps, request), request.params.id, f)),
  );
  r.delete('/api/v1/location/:id/', { config: edit, schema: deleted }, async (request, reply) => {
    await deleteLocationById(requestContext(deps, request), request.params.id);
    return reply.status(204).send(null);
  });
}
