import { type ChartView, chartsResponse, explorerQuery } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { requestContext } from '../explorer/context.js';
import { VersionedCache } from '../explorer/versioned-cache.js';
import { chartsView } from './service.js';

/** GET {site}/charts/view/ (records-explorer §7): the BP's charts over the explorer's filters. */
export function chartRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Past this many charts the least recently used is dropped.
  const cache = new VersionedCache<ChartView>(500);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/charts/view/',
    {
      config: { access: 'user', scope: 'site' },
      schema: { tags: ['charts'], querystring: explorerQuery, response: { 200: chartsResponse } },
    },
    (request) => chartsView(requestContext(deps, request), request.query, cache),
  );
}
