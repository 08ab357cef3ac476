import {
  adminIdParams,
  directoryDeleteQuery,
  directoryFields,
  directoryList,
  directoryRecord,
} from '@qualium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCentroScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { withForm } from '../site-admin/form-body.js';
import { assertCanManageFolders } from './policy.js';
import { createFolder, deleteFolder, folderWriter, getFolder, listFolders, updateFolder } from './service.js';

const tags = ['directories'];
/**
 * Every signed-in user of the centro reaches these; who may write is the service's rule
 * (admin, manager, or manager of this centro: directories/policy.ts), since it is not the
 * site-admin gate the route declarations know.
 */
const centro = { access: 'user', scope: 'centro' } as const;

/**
 * A centro's document folders (records-explorer §7 "Directory", shell-and-admin §7 "Directories"):
 * list, one, create, update (rename, recolour, move) and delete. Bodies are JSON or form data.
 */
export function directoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Who may write is checked again before the body is read, so that anyone else gets the 403
  // without their body being parsed at all (the handlers' folderWriter keeps the rule's type).
  const writersOnly = async (request: FastifyRequest) => {
    await assertCanManageFolders(deps.db, requireCentroScope(request));
  };
  const writes = { config: centro, onRequest: writersOnly };

  r.get('/api/v1/directory/', { config: centro, schema: { tags, response: { 200: directoryList } } }, (request) =>
    listFolders(centroContext(deps, request)),
  );

  r.get(
    '/api/v1/directory/:id/',
    { config: centro, schema: { tags, params: adminIdParams, response: { 200: directoryRecord } } },
    (request) => getFolder(centroContext(deps, request), request.params.id),
  );

  r.post(
    '/api/v1/directory/',
    { ...writes, schema: { tags, response: { 201: directoryRecord } } },
    async (request, reply) => {
      const writer = await folderWriter(centroContext(deps, request));
      const created = await withForm(request, directoryFields, (fields) => createFolder(writer, fields));
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/v1/directory/:id/',
    { ...writes, schema: { tags, params: adminIdParams, response: { 200: directoryRecord } } },
    async (request) => {
      const writer = await folderWriter(centroContext(deps, request));
      return withForm(request, directoryFields, (fields) => updateFolder(writer, request.params.id, fields));
    },
  );

  r.delete(
    '/api/v1/directory/:id/',
    {
      ...writes,
      schema: { tags, params: adminIdParams, querystring: directoryDeleteQuery, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteFolder(
        await folderWriter(centroContext(deps, request)),
        request.params.id,
        request.query.business_process,
      );
      return reply.status(204).send(null);
    },
  );
}
