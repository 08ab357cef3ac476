import querystring from 'node:querystring';
import {
  type SsoErrorCode,
  ssoLoginQuery,
  ssoLogoutResponse,
  ssoSettings,
  ssoSettingsResponse,
  ssoSigningLocation,
  ssoSigningStart,
  ssoTokenRequest,
  ssoTokenResponse,
} from '@qualium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { centroContext } from '../../http/request-context.js';
import { findSiteById } from '../org/repo.js';
import { uidParams } from '../units/read.js';
import { SsoAdminService } from './admin.js';
import { SsoLoginService } from './login.js';
import { type SloMessage, SsoLogoutService } from './logout.js';
import { SsoRefusal } from './refusal.js';
import { loadSigningKey, publicBaseUrl, serviceProvider, spMetadataXml } from './service-provider.js';
import { readSsoSettings } from './settings.js';
import { SIGNING_RELAY_STATE, startSsoSigning } from './signing.js';

const siteIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A SAML message is base64 XML; half a megabyte is far beyond any real one. */
const samlMessage = z.string().max(512 * 1024);
const acsBody = z.object({ SAMLResponse: samlMessage.min(1), RelayState: z.string().max(1000).optional() });
const sloMessage = z.object({
  SAMLRequest: samlMessage.optional(),
  SAMLResponse: samlMessage.optional(),
  RelayState: z.string().max(1000).optional(),
  SigAlg: z.string().max(200).optional(),
  Signature: z.string().max(2000).optional(),
});

/**
 * The return screen of the SPA, told in the fragment (never sent to a server, nor in a Referer):
 * /ssocallback after a sign-in, /ssosigned (the signing window) after a signing sign-in.
 */
type ReturnScreen = '/ssocallback' | '/ssosigned';
function callbackUrl(fragment: Record<string, string>, screen: ReturnScreen = '/ssocallback'): string {
  return `${screen}#${new URLSearchParams(fragment).toString()}`;
}

/**
 * Single sign-on (spec shell-and-admin §2.1, §2.5, §7): the SAML endpoints the browser and the
 * IdP reach under /api/saml, the session calls of the SPA and the admin settings under /api/v1.
 */
export function ssoRoutes(app: FastifyInstance, deps: AppDeps): void {
  const signing = loadSigningKey(deps.config);
  const login = new SsoLoginService(deps, signing);
  const logout = new SsoLogoutService(deps, signing);
  const admin = new SsoAdminService(deps, signing);
  const base = (request: FastifyRequest) => publicBaseUrl(deps.config, request);
  const tags = ['sso'];
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A refused sign-in ends on the return screen, which explains the code; the reason is logged. */
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    error: unknown,
    site?: string,
    screen: ReturnScreen = '/ssocallback',
  ) => {
    // Anything but a refusal (the database failing…) is a server error, not the user's.
    if (!(error instanceof SsoRefusal)) throw error;
    const refusal = error;
    request.log.warn({ code: refusal.code, reason: refusal.message }, 'single sign-on refused');
    const fragment: Record<string, string> = { error: refusal.code satisfies SsoErrorCode };
    if (site) fragment.site = site;
    return reply.redirect(callbackUrl(fragment, screen), 303);
  };

  // --- admin settings ------------------------------------------------------------------------
  r.get(
    '/api/v1/site/:id/sso/',
    {
      config: { access: 'admin', scope: 'site' },
      schema: { tags, params: siteIdParams, response: { 200: ssoSettingsResponse } },
    },
    async (request) => admin.view(await admin.targetSite(requireScope(request), request.params.id), base(request)),
  );

  r.put(
    '/api/v1/site/:id/sso/',
    {
      config: { access: 'admin', scope: 'site' },
      schema: { tags, params: siteIdParams, body: ssoSettings, response: { 200: ssoSettingsResponse } },
    },
    async (request) => {
      const scope = requireScope(request);
      return admin.save(scope, await admin.targetSite(scope, request.params.id), request.body, base(request));
    },
  );

  // --- the SPA's side of the session -----------------------------------------------------------
  r.post(
    '/api/v1/rest-auth/saml/token/',
    {
      config: { access: 'public', scope: 'none' },
      schema: { tags, body: ssoTokenRequest, response: { 200: ssoTokenResponse } },
    },
    async (request) => login.exchange(request.body.code),
  );

  r.post(
    '/api/v1/rest-auth/saml/logout/',
    { config: { access: 'user', scope: 'none' }, schema: { tags, response: { 200: ssoLogoutResponse } } },
    async (request) => logout.logout(requireAuth(request), base(request)),
  );

  // --- signing through the IdP (signatures of users without a password) ----------------------------
  r.post(
    '/api/v1/unit/:uid/sso_signing/',
    {
      config: { access: 'user', scope: 'centro' },
      schema: {
        tags,
        params: uidParams,
        body: ssoSigningStart,
        response: { 200: ssoSigningLocation },
      },
    },
    async (request) => {
      const session = { tokenId: requireAuth(request).tokenId, baseUrl: base(request), signingKey: signing };
      const ctx = centroContext(deps, request);
      return { location: await startSsoSigning(ctx, session, request.params.uid, request.body) };
    },
  );

  // --- SAML protocol endpoints ------------------------------------------------------------------
  // Their own context: only here are form posts (the IdP's HTTP-POST binding) accepted.
  app.register(async (saml) => {
    saml.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 * 1024 },
      (_request, body, done) => done(null, querystring.parse(body as string)),
    );
    const s = saml.withTypeProvider<ZodTypeProvider>();
    const open = { access: 'public', scope: 'none' } as const;

    s.get('/api/saml/login', { config: open, schema: { tags, querystring: ssoLoginQuery } }, async (request, reply) => {
      try {
        const location = await login.start(request.query.site, request.query.redirect, base(request));
        return reply.redirect(location, 302);
      } catch (error) {
        return refuse(request, reply, error, request.query.site);
      }
    });

    s.get(
      '/api/saml/sites/:id/metadata',
      { config: open, schema: { tags, params: siteIdParams } },
      async (request, reply) => {
        const site = await findSiteById(deps.db.k, request.params.id);
        if (!site) throw notFound();
        const xml = spMetadataXml(serviceProvider(base(request), site), readSsoSettings(site.sso_config), signing);
        return reply.type('application/samlmetadata+xml; charset=utf-8').send(xml);
      },
    );

    s.post(
      '/api/saml/sites/:id/acs',
      { config: open, schema: { tags, params: siteIdParams, body: acsBody } },
      async (request, reply) => {
        const { SAMLResponse, RelayState } = request.body;
        try {
          const answer = await login.consume(request.params.id, SAMLResponse, RelayState, base(request));
          const signs = answer.kind === 'signing';
          request.log.info({ user: answer.userId, site: request.params.id, signs }, 'single sign-on');
          return reply.redirect(callbackUrl({ code: answer.code }, signs ? '/ssosigned' : '/ssocallback'), 303);
        } catch (error) {
          const site = await findSiteById(deps.db.k, request.params.id);
          const screen = RelayState === SIGNING_RELAY_STATE ? '/ssosigned' : '/ssocallback';
          return refuse(request, reply, error, site?.url_name, screen);
        }
      },
    );

    // The single logout service, by either binding (metadata announces HTTP-POST; many IdPs redirect).
    const singleLogout = (request: FastifyRequest, message: SloMessage, id: number) => {
      const post = request.method === 'POST';
      const binding = post
        ? ({ kind: 'post' } as const)
        : ({ kind: 'redirect', query: request.url.split('?')[1] ?? '' } as const);
      return logout.singleLogoutService(id, message, binding, base(request), request.log);
    };
    s.get(
      '/api/saml/sites/:id/slo',
      { config: open, schema: { tags, params: siteIdParams, querystring: sloMessage } },
      async (request, reply) => reply.redirect(await singleLogout(request, request.query, request.params.id), 302),
    );
    s.post(
      '/api/saml/sites/:id/slo',
      { config: open, schema: { tags, params: siteIdParams, body: sloMessage } },
      async (request, reply) => reply.redirect(await singleLogout(request, request.body, request.params.id), 303),
    );
  });
}
