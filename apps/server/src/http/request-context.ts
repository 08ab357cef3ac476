import type { FastifyRequest } from 'fastify';
import { requireCentroScope, requireScope } from './auth.js';
import type { AppDeps, CentroContext, RequestContext } from './context.js';

/** The one way a route builds its use case's context: the scope auth resolved and the request's time. */
export const requestContext = (deps: AppDeps, request: FastifyRequest): RequestContext => ({
  deps,
  scope: requireScope(request),
  now: new Date(),
});

/** For routes declared with scope 'centro' (checked: a scope without its centro is a 404). */
export const centroContext = (deps: AppDeps, request: FastifyRequest): CentroContext => ({
  deps,
  scope: requireCentroScope(request),
  now: new Date(),
});
