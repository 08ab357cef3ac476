import { bpIdParams, bpListResponse, bpMapResponse, bpRecord } from '@qualium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCentroScope, requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { requestContext } from '../../http/request-context.js';
import { businessProcessMap } from './map.js';
import { presentBp, sitesOf } from './present.js';
import { findBusinessProcessById, listBusinessProcesses } from './repo.js';
import { assertEditableHere, createBusinessProcess, deleteBusinessProcess, replaceBusinessProcess } from './service.js';
import { readDefinitionUpload } from './upload.js';

const tags = ['business processes'];
// The specs write these calls under {centro}; a site scope serves the admin screens as well.
const read = { access: 'user', scope: 'site' } as const;
const edit = { access: 'admin', scope: 'site' } as const;

/**
 * Business-process records (shell-and-admin §2.9 BP explorer, §7 "Business process"): reading the
 * BPs a site may use, the per-centro BP map, and the admin's upload, replace and delete.
 */
export function bpRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  async function present(request: FastifyRequest, row: Parameters<typeof presentBp>[0]) {
    const sites = await sitesOf(db, [row]);
    return presentBp(row, sites.get(row.site_id), requireScope(request));
  }

  r.get(
    '/api/v1/businessprocess/',
    { config: read, schema: { tags, response: { 200: bpListResponse } } },
    async (request) => {
      const scope = requireScope(request);
      const rows = await listBusinessProcesses(db, scope);
      const sites = await sitesOf(db, rows);
      return { count: rows.length, results: rows.map((row) => presentBp(row, sites.get(row.site_id), scope)) };
    },
  );

  r.get(
    '/api/v1/businessprocess/bpmap/',
    { config: { access: 'user', scope: 'centro' }, schema: { tags, response: { 200: bpMapResponse } } },
    async (request) => businessProcessMap(db, requireCentroScope(request)),
  );

  // The stored text itself, byte for byte: `{"business_process": {...}}` (the download's content).
  r.get(
    '/api/v1/businessprocess/:id',
    { config: read, schema: { tags, params: bpIdParams } },
    async (request, reply) => {
      const row = await findBusinessProcessById(db, requireScope(request), request.params.id);
      if (!row) throw notFound();
      return reply.type('application/json; charset=utf-8').send(row.definition);
    },
  );

  r.post(
    '/api/v1/businessprocess/',
    { config: edit, schema: { tags, response: { 201: bpRecord } } },
    async (request, reply) => {
      const upload = await readDefinitionUpload(request);
      const row = await createBusinessProcess(requestContext(deps, request), upload);
      return reply.status(201).send(await present(request, row));
    },
  );

  r.put(
    '/api/v1/businessprocess/:id/',
    { config: edit, schema: { tags, params: bpIdParams, response: { 200: bpRecord } } },
    async (request) => {
      const ctx = requestContext(deps, request);
      const row = await findBusinessProcessById(db, ctx.scope, request.params.id);
      if (!row) throw notFound();
      // Refused before a possibly large upload is read.
      assertEditableHere(ctx.scope, row);
      const upload = await readDefinitionUpload(request);
      const replaced = await replaceBusinessProcess(ctx, row, upload, (outcome) =>
        'error' in outcome
          ? request.log.error({ err: outcome.error }, 'bringing the units to the replaced definition failed')
          : request.log.info({ reference: row.reference, ...outcome }, 'units brought to the replaced definition'),
      );
      return present(request, replaced);
    },
  );

  r.delete(
    '/api/v1/businessprocess/:id/',
    { config: edit, schema: { tags, params: bpIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      const ctx = requestContext(deps, request);
      const row = await findBusinessProcessById(db, ctx.scope, request.params.id);
      if (!row) throw notFound();
      await deleteBusinessProcess(ctx, row);
      return reply.status(204).send(null);
    },
  );
}
