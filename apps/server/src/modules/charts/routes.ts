import { chartsResponse, explorerQuery } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { sendPreparedJson } from '../../http/prepared-json.js';
import { requestContext } from '../../http/request-context.js';
import { VersionedCache } from '../explorer/versioned-cache.js';
import { type ChartsCache, chartsView } from './service.js';

/** GET {site}/charts/view/ (records-explorer §7): the BP's charts over the explorer's filters. */
export function chartRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Past this many views (tens to hundreds of kilobytes each) the least recently used is dropped.
  const cache: ChartsCache = new VersionedCache(200);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/charts/view/',
    {
      config: { access: 'user', scope: 'site' },
      schema: { tags: ['charts'], querystring: explorerQuery, response: { 200: chartsResponse } },
    },
    async (request, reply) =>
      sendPreparedJson(reply, await chartsView(requestContext(deps, request), request.query, cache)),
  );
}
