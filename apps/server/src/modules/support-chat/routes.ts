import {
  supportChatSummary,
  supportConversations,
  supportMessage,
  supportMessageInput,
  supportThread,
  supportThreadParams,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { chatSummary, listConversations, postMessage, readThread } from './service.js';

const site = { access: 'user', scope: 'site' } as const;
const tags = ['support chat'];

/**
 * The support chat's calls under `{site}/support_chat/` (docs/api.md): the panel's summary, the
 * conversations, one thread (`:user` is its owner), and writing to it. Without the chat flag, 403.
 */
export function supportChatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/v1/support_chat/', { config: site, schema: { tags, response: { 200: supportChatSummary } } }, (request) =>
    chatSummary(requestContext(deps, request)),
  );

  r.get(
    '/api/v1/support_chat/conversations/',
    { config: site, schema: { tags, response: { 200: supportConversations } } },
    (request) => listConversations(requestContext(deps, request)),
  );

  r.get(
    '/api/v1/support_chat/conversations/:user/',
    { config: site, schema: { tags, params: supportThreadParams, response: { 200: supportThread } } },
    (request) => readThread(requestContext(deps, request), request.params.user),
  );

  r.post(
    '/api/v1/support_chat/conversations/:user/messages/',
    {
      config: site,
      schema: { tags, params: supportThreadParams, body: supportMessageInput, response: { 201: supportMessage } },
    },
    async (request, reply) =>
      reply.status(201).send(await postMessage(requestContext(deps, request), request.params.user, request.body)),
  );
}
