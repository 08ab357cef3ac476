import {
  processIdParams,
  processListResponse,
  processPermissionsResponse,
  processTreeResponse,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { processPermissions, processTree, visibleProcesses } from './service.js';

const tags = ['processes'];
// shell-and-admin §7 writes these under {site}; a centro scope narrows "participating" to that centro.
const read = { access: 'user', scope: 'site' } as const;

/** The process map (shell-and-admin §7 "Processes") and, for admins, who holds which process role. */
export function processRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/process/',
    { config: read, schema: { tags, response: { 200: processListResponse } } },
    async (request) => {
      const results = await visibleProcesses(db, requireScope(request), false);
      return { count: results.length, results };
    },
  );

  r.get(
    '/api/v1/process/tree/',
    { config: read, schema: { tags, response: { 200: processTreeResponse } } },
    async (request) => processTree(db, requireScope(request)),
  );

  r.get(
    '/api/v1/process/:id/permissions/',
    {
      config: { access: 'admin', scope: 'site' },
      schema: { tags, params: processIdParams, response: { 200: processPermissionsResponse } },
    },
    async (request) => {
      const results = await processPermissions(db, requireScope(request), request.params.id);
      return { count: results.length, results };
    },
  );
}
