import {
  detailError,
  localize,
  loginRequest,
  loginResponse,
  MESSAGES,
  meResponse,
  passwordChangeRequest,
  tokenCheckResponse,
} from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { unauthorized } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { authenticateKey } from './authenticate.js';
import { presentSessionUser, SessionService } from './service.js';

export function sessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = new SessionService(deps);
  const tags = ['session'];

  r.post(
    '/api/v1/rest-auth/login/',
    {
      config: { access: 'public', scope: 'none' },
      schema: { tags, body: loginRequest, response: { 200: loginResponse } },
    },
    async (request) => service.login(request.body, request.ip),
  );

  r.post(
    '/api/v1/rest-auth/logout/',
    { config: { access: 'user', scope: 'none' }, schema: { tags, response: { 200: detailError } } },
    async (request) => {
      const auth = requireAuth(request);
      await service.logout(auth);
      return { detail: localize(MESSAGES.loggedOut, requestLanguage(request, auth.user.lang)) };
    },
  );

  // The token check: its failure is the client's cue to purge the session.
  r.get(
    '/api/v1/token/:token/',
    {
      config: { access: 'public', scope: 'none' },
      schema: { tags, params: z.object({ token: z.string().max(200) }), response: { 200: tokenCheckResponse } },
    },
    async (request) => {
      const auth = await authenticateKey(deps, request.params.token);
      if (!auth) throw unauthorized(MESSAGES.noToken);
      return { key: request.params.token, user: await presentSessionUser(deps, auth.user) };
    },
  );

  r.get(
    '/api/v1/user_data/me/',
    { config: { access: 'user', scope: 'none' }, schema: { tags, response: { 200: meResponse } } },
    async (request) => service.me(requireAuth(request)),
  );

  r.post(
    '/api/v1/user/:id/pwd_change/',
    {
      config: { access: 'user', scope: 'site' },
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: passwordChangeRequest,
        response: { 200: detailError },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await service.changePassword(requireScope(request), auth, request.params.id, request.body);
      return { detail: localize(MESSAGES.passwordSaved, requestLanguage(request, auth.user.lang)) };
    },
  );
}
