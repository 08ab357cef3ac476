import { chartsResponse, explorerQuery } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { sendPreparedJson } from '../../http/prepared-json.js';
import { requestContext } from '../../http/request-context.js';
import { KeptChartViews } from './kept-views.js';
import { chartsView } from './service.js';

/** GET {site}/charts/view/ (records-explorer §7): the BP's charts over the explorer's filters. */
export function chartRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Past 200 views (tens to hundreds of kilobytes of answer each), or half a million units over
  // all of them (about 120 bytes each with ten aggregates: some 60 MB), the least recently used go.
  const kept = new KeptChartViews(200, 500_000);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/charts/view/',
    {
      config: { access: 'user', scope: 'site' },
      schema: { tags: ['charts'], querystring: explorerQuery, response: { 200: chartsResponse } },
    },
    async (request, reply) =>
      sendPreparedJson(reply, await chartsView(requestContext(deps, request), request.query, kept)),
  );
}
