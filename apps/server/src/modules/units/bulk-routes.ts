import {
  bulkCandidates,
  bulkTransitionBody,
  bulkTransitionResult,
  explorerQuery,
  selectionBody,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { bulkExecuteTransition, bulkCandidates as candidatesOf } from './bulk.js';

const centro = { access: 'user', scope: 'centro' } as const;
const tags = ['units'];

/**
 * Transitions on the explorer's selection (docs/api.md): the query is the explorer's filters, the
 * body the selection within them. Answers name each unit; a refused unit is a line, not an error.
 */
export function bulkUnitRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/unit/bulk_transition_candidates/',
    {
      config: centro,
      schema: { tags, querystring: explorerQuery, body: selectionBody, response: { 200: bulkCandidates } },
    },
    (request) => candidatesOf(centroContext(deps, request), request.query, request.body.selection),
  );

  r.post(
    '/api/v1/unit/bulk_execute_transition/',
    {
      config: centro,
      schema: { tags, querystring: explorerQuery, body: bulkTransitionBody, response: { 200: bulkTransitionResult } },
    },
    (request) =>
      bulkExecuteTransition(
        centroContext(deps, request),
        request.query,
        request.body.selection,
        request.body.transition_id,
      ),
  );
}
