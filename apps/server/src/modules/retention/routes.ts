import { purgeInput, purgeResponse, retentionListQuery, retentionListResponse } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { checkUid, uidParams } from '../units/read.js';
import { listPastRetention } from './due.js';
import { purgeUnit } from './purge.js';

const tags = ['retention'];
const adminOfCentro = { access: 'admin', scope: 'centro' } as const;

/**
 * Retention (issue 15 §4), for the company's administrators: the centro's units past their
 * retention period, and their purge. Their export is the unit's dossier (audit/dossier-routes.ts).
 */
export function retentionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/unit/past_retention/',
    {
      config: adminOfCentro,
      schema: { tags, querystring: retentionListQuery, response: { 200: retentionListResponse } },
    },
    async (request) => listPastRetention(centroContext(deps, request), request.query),
  );

  r.post(
    '/api/v1/unit/:uid/purge/',
    {
      config: adminOfCentro,
      schema: { tags, params: uidParams, body: purgeInput, response: { 200: purgeResponse } },
    },
    async (request) => purgeUnit(centroContext(deps, request), checkUid(request.params.uid), request.body, request.ip),
  );
}
