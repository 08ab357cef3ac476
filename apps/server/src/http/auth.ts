import { type Language, MESSAGES } from '@qualium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, type CentroScope, hasCentro, type Scope } from './context.js';
import { forbidden, notFound, unauthorized } from './errors.js';
import { requestLanguage } from './language.js';
import type { ScopeInUrl } from './scope-url.js';

export const SCOPE_IN_URL = Symbol('qualium.scopeInUrl');

/**
 * Who a request is and where it acts, as the app knows them (modules/session, modules/org): the
 * HTTP layer asks, it does not look tenants up itself.
 */
export interface Tenancy {
  /**
   * The signed-in user a token key stands for (its idle clock refreshed), or null; asked with the
   * URL's scope so that the app can read both in one round trip.
   */
  authenticate(key: string, inUrl: ScopeInUrl): Promise<Authenticated | null>;
}

export interface Authenticated {
  auth: Auth;
  /**
   * The site and centro named in the URL as the user may reach them; one they cannot reach throws
   * 404 like one that does not exist. Null when the URL names no site.
   */
  scope(lang: Language): Scope | null;
}

/** `Authorization: Token <key>` → key, or null when absent or of another scheme. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Token\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function scopeInUrl(request: FastifyRequest): ScopeInUrl {
  return (
    (request.raw as unknown as Record<symbol, ScopeInUrl | undefined>)[SCOPE_IN_URL] ?? {
      sitePath: null,
      centroId: null,
    }
  );
}

/** Authentication, scope resolution and the per-route access rule, before anything else runs. */
export function registerAuth(app: FastifyInstance, tenancy: Tenancy): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('scope', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config ?? {};
    const inUrl = scopeInUrl(request);
    const wanted = config.scope ?? 'none';
    if (!request.url.startsWith('/api/')) return;
    // Every /api route declares its access (route-access.ts); only catch-alls such as the SPA
    // fallback and the not-found handler have none, and they serve nothing under /api.
    if (config.access === undefined) throw notFound();
    if (wanted === 'none' && inUrl.sitePath) throw notFound();
    if (config.access === 'public') return;

    const key = tokenFromHeader(request.headers.authorization);
    if (!key) throw unauthorized();
    const found = await tenancy.authenticate(key, inUrl);
    if (!found) throw unauthorized(MESSAGES.invalidToken);
    const { auth } = found;
    request.auth = auth;

    if (wanted === 'none') return;
    if ((wanted === 'site' || wanted === 'centro') && !inUrl.sitePath) throw notFound();
    if (wanted === 'centro' && inUrl.centroId === null) throw notFound();
    request.scope = found.scope(requestLanguage(request, auth.user.lang));
    if (config.access === 'admin' && !request.scope?.isSiteAdmin) throw forbidden(MESSAGES.adminOnly);
  });
}

/** For handlers of routes declared with access 'user': the hook guarantees these. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
export function requireScope(request: FastifyRequest): Scope {
  if (!request.scope) throw notFound();
  return request.scope;
}
/** For routes declared with scope 'centro'; checked, so a scope without its centro is a 404, never a cast. */
export function requireCentroScope(request: FastifyRequest): CentroScope {
  const scope = requireScope(request);
  if (!hasCentro(scope)) throw notFound();
  return scope;
}
