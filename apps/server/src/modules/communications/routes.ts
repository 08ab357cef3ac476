import {
  communicationList,
  communicationRow,
  sendCommunicationBody,
  sendCommunicationResponse,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../http/context.js';
import { centroContext } from '../../http/request-context.js';
import { checkUid, uidParams } from '../units/read.js';
import { createMailer } from './mailer.js';
import { listCommunications, markCommunicationRead, sendCommunication } from './service.js';

const centro = { access: 'user', scope: 'centro' } as const;
const tags = ['communications'];
const messageParams = uidParams.extend({ id: z.coerce.number().int().positive() });

/** A unit's communications (records-explorer §2 comunications box, §3 Unit `comunications`). */
export function communicationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const mailer = createMailer(deps.config.smtp);

  r.get(
    '/api/v1/unit/:uid/communications/',
    { config: centro, schema: { tags, params: uidParams, response: { 200: communicationList } } },
    (request) => listCommunications(centroContext(deps, request), mailer, checkUid(request.params.uid)),
  );

  r.post(
    '/api/v1/unit/:uid/communications/',
    {
      config: centro,
      schema: { tags, params: uidParams, body: sendCommunicationBody, response: { 201: sendCommunicationResponse } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendCommunication(centroContext(deps, request), mailer, checkUid(request.params.uid), request.body),
        ),
  );

  r.post(
    '/api/v1/unit/:uid/communications/:id/read/',
    { config: centro, schema: { tags, params: messageParams, response: { 200: communicationRow } } },
    (request) => markCommunicationRead(centroContext(deps, request), checkUid(request.params.uid), request.params.id),
  );
}
