import {
  purgeInput,
  purgeResponse,
  purgeSsoSigningStart,
  retentionListQuery,
  retentionListResponse,
  ssoSigningLocation,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { loadSigningKey, publicBaseUrl } from '../sso/service-provider.js';
import { ssoSigningIdpName } from '../sso/signing.js';
import { checkUid, uidParams } from '../units/read.js';
import { listPastRetention } from './due.js';
import { purgeUnit } from './purge.js';
import { startPurgeSigning } from './purge-signing.js';

const tags = ['retention'];
const adminOfCentro = { access: 'admin', scope: 'centro' } as const;

/**
 * Retention (issue 15 §4), for the company's administrators: the centro's units past their
 * retention period, and their purge. Their export is the unit's dossier (audit/dossier-routes.ts).
 */
export function retentionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signingKey = loadSigningKey(deps.config);

  r.get(
    '/api/v1/unit/past_retention/',
    {
      config: adminOfCentro,
      schema: { tags, querystring: retentionListQuery, response: { 200: retentionListResponse } },
    },
    async (request) => ({
      ...(await listPastRetention(centroContext(deps, request), request.query)),
      sso_idp: await ssoSigningIdpName(deps, requireAuth(request)),
    }),
  );

  r.post(
    '/api/v1/unit/:uid/purge/',
    {
      config: adminOfCentro,
      schema: { tags, params: uidParams, body: purgeInput, response: { 200: purgeResponse } },
    },
    async (request) => {
      const session = { tokenId: requireAuth(request).tokenId, ip: request.ip };
      return purgeUnit(centroContext(deps, request), checkUid(request.params.uid), request.body, session);
    },
  );

  // An administrator who signs through the company's IdP (sso/signing.ts): the sign-in for a purge.
  r.post(
    '/api/v1/unit/:uid/purge_sso_signing/',
    {
      config: adminOfCentro,
      schema: { tags, params: uidParams, body: purgeSsoSigningStart, response: { 200: ssoSigningLocation } },
    },
    async (request) => {
      const session = {
        tokenId: requireAuth(request).tokenId,
        baseUrl: publicBaseUrl(deps.config, request),
        signingKey,
      };
      const uid = checkUid(request.params.uid);
      return { location: await startPurgeSigning(centroContext(deps, request), session, uid, request.body) };
    },
  );
}
