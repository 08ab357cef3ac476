import { LANGUAGES, type Language, MESSAGES } from '@qualium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nowIso } from '../db/dialect.js';
import { findBrowsableCentro, findSiteById, findSiteByPath, userHasRoleInSite } from '../modules/org/repo.js';
import { deleteToken, findActiveToken, touchToken, type UserRow } from '../modules/session/repo.js';
import { hashTokenKey, isWellFormedTokenKey, tokenFromHeader } from '../modules/session/tokens.js';
import type { AppDeps, Auth, Scope } from './context.js';
import { forbidden, notFound, unauthorized } from './errors.js';
import { requestLanguage } from './language.js';
import type { ScopeInUrl } from './scope-url.js';

export const SCOPE_IN_URL = Symbol('qualium.scopeInUrl');
const TOUCH_EVERY_MS = 60_000;

/** Checks a token key and returns its user, or null. Refreshes the idle clock. */
export async function authenticateKey({ db, config }: AppDeps, key: string): Promise<Auth | null> {
  if (!isWellFormedTokenKey(key)) return null;
  const row = await findActiveToken(db.k, hashTokenKey(key));
  if (!row) return null;
  const idleMs = Date.now() - Date.parse(row.last_used_at);
  if (idleMs > config.tokenIdleMinutes * 60_000) {
    await deleteToken(db.k, row.token_id);
    return null;
  }
  if (idleMs > TOUCH_EVERY_MS) await touchToken(db.k, row.token_id, nowIso());
  const { token_id, last_used_at: _used, ...user } = row;
  return { user: user as UserRow, tokenId: token_id };
}

async function isAdminOf(deps: AppDeps, user: UserRow, sitePath: string): Promise<boolean> {
  if (user.is_admin !== 1) return false;
  const home = await findSiteById(deps.db.k, user.site_id);
  return home !== undefined && sitePath.startsWith(home.path);
}

/**
 * Resolves the site and centro named in the URL for this user. A site or centro
 * the user holds no role in answers 404, exactly like one that does not exist.
 */
export async function resolveScope(
  deps: AppDeps,
  user: UserRow,
  inUrl: ScopeInUrl,
  lang: Language = (LANGUAGES as readonly string[]).includes(user.lang) ? (user.lang as Language) : 'es',
): Promise<Scope | null> {
  if (!inUrl.sitePath) return null;
  const site = await findSiteByPath(deps.db.k, inUrl.sitePath);
  if (!site) throw notFound();
  const isSiteAdmin = await isAdminOf(deps, user, site.path);
  // Administrators reach every company at or below their own without a role in it: a new
  // sub-company has no centros, roles or people until they set it up (Companies screen).
  if (!isSiteAdmin && !(await userHasRoleInSite(deps.db.k, user.id, site.id))) throw notFound();
  let centro = null;
  if (inUrl.centroId !== null) {
    centro = await findBrowsableCentro(deps.db.k, user.id, site.id, inUrl.centroId);
    if (!centro) throw notFound();
  }
  return { site, centro: centro ?? null, user, lang, isSiteAdmin } as Scope;
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
export function registerAuth(app: FastifyInstance, deps: AppDeps): void {
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
    const auth = await authenticateKey(deps, key);
    if (!auth) throw unauthorized(MESSAGES.invalidToken);
    request.auth = auth;

    if (wanted === 'none') return;
    if ((wanted === 'site' || wanted === 'centro') && !inUrl.sitePath) throw notFound();
    if (wanted === 'centro' && inUrl.centroId === null) throw notFound();
    request.scope = await resolveScope(deps, auth.user, inUrl, requestLanguage(request, auth.user.lang));
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
