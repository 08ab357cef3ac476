import { acknowledgementList } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { checkUid, uidParams } from '../units/read.js';
import { listAcknowledgements } from './service.js';

/** Read and understood: the viewer's acknowledgements box (acknowledging is the BP's transition). */
export function acknowledgementRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/unit/:uid/acknowledgements/',
    {
      config: { access: 'user', scope: 'centro' },
      schema: { tags: ['units'], params: uidParams, response: { 200: acknowledgementList } },
    },
    (request) => listAcknowledgements(centroContext(deps, request), checkUid(request.params.uid)),
  );
}
