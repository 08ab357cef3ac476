import { preferencesResponse } from '@qualium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { readMultipartForm } from '../../http/multipart.js';
import { presentPreferences, savePreferences } from './service.js';

const tags = ['preferences'];
// One's own record only: the URL names no user, so nobody can reach another's preferences.
const own = { access: 'user', scope: 'none' } as const;

/** The signed-in user's preferences (shell-and-admin §2.4 "preferences"): language, preferred centro, photo. */
export function preferencesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/v1/user_data/me/preferences/',
    { config: own, schema: { tags, response: { 200: preferencesResponse } } },
    async (request) => {
      const { user } = requireAuth(request);
      return presentPreferences(deps, user);
    },
  );

  r.put(
    '/api/v1/user_data/me/preferences/',
    { config: own, schema: { tags, response: { 200: preferencesResponse } } },
    async (request) => {
      const { user } = requireAuth(request);
      const form = await readMultipartForm(request);
      return savePreferences(deps, user, form);
    },
  );
}
