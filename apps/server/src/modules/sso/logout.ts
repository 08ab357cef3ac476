import type { Profile } from '@node-saml/node-saml';
import { SSO_MESSAGES, type SsoLogoutResponse } from '@qualium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps, Auth } from '../../http/context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { findSiteById, type SiteRow } from '../org/repo.js';
import { deleteToken } from '../session/repo.js';
import { deleteTokensOfIdpSession, findSsoSession } from './repo.js';
import { NAME_ID_UNSPECIFIED, type SpSigningKey, samlClient, serviceProvider } from './service-provider.js';
import { readSsoSettings } from './settings.js';

/** A SAML message arriving at our single logout service, by either binding. */
export interface SloMessage {
  SAMLRequest?: string | undefined;
  SAMLResponse?: string | undefined;
  RelayState?: string | undefined;
  SigAlg?: string | undefined;
  Signature?: string | undefined;
}

/** Where a signed-out user of a site lands: that company's login page. */
export const siteLoginPath = (site: Pick<SiteRow, 'url_name'>) => `/corp/${encodeURIComponent(site.url_name)}/login`;

/** Single logout (shell-and-admin §2.1 "*\/ssologout"): ours first, then the IdP's. */
export class SsoLogoutService {
  constructor(
    private readonly deps: AppDeps,
    private readonly signing: SpSigningKey | undefined,
  ) {}

  /**
   * POST /api/v1/rest-auth/saml/logout/: ends this session, and when it came from the IdP of a site
   * with a logout address, answers the LogoutRequest URL the browser goes on to.
   */
  async logout(auth: Auth, baseUrl: string): Promise<SsoLogoutResponse> {
    const { k } = this.deps.db;
    const sso = await findSsoSession(k, auth.tokenId);
    await deleteToken(k, auth.tokenId);
    if (!sso) return { redirect: null };
    const site = await findSiteById(k, sso.site_id);
    const settings = readSsoSettings(site?.sso_config ?? null);
    if (!site || !settings.enabled || settings.idp_slo_url === '') return { redirect: null };
    const sp = serviceProvider(baseUrl, site);
    const subject: Profile = {
      issuer: sp.entity_id,
      nameID: sso.name_id,
      nameIDFormat: sso.name_id_format ?? NAME_ID_UNSPECIFIED,
      ...(sso.session_index ? { sessionIndex: sso.session_index } : {}),
    };
    const url = await samlClient(sp, settings, this.signing).getLogoutUrlAsync(subject, site.url_name, {});
    return { redirect: url };
  }

  /**
   * /api/saml/sites/{id}/slo. A LogoutResponse (the IdP is done after our request) sends the
   * browser to the company's login; our session already ended, so a bad one is only logged. A
   * LogoutRequest (the IdP ends its session elsewhere) must be signed; it ends every session of
   * that subject here and is answered with a LogoutResponse.
   */
  async singleLogoutService(
    siteId: number,
    message: SloMessage,
    binding: { kind: 'post' } | { kind: 'redirect'; query: string },
    baseUrl: string,
    log: FastifyBaseLogger,
  ): Promise<string> {
    const { k } = this.deps.db;
    const site = await findSiteById(k, siteId);
    if (!site) throw notFound();
    const settings = readSsoSettings(site.sso_config);
    const client = samlClient(serviceProvider(baseUrl, site), settings, this.signing);
    const validate = () =>
      binding.kind === 'post'
        ? message.SAMLRequest
          ? client.validatePostRequestAsync({ SAMLRequest: message.SAMLRequest })
          : client.validatePostResponseAsync({ SAMLResponse: message.SAMLResponse ?? '' })
        : client.validateRedirectAsync({ ...message }, binding.query);

    if (message.SAMLResponse !== undefined) {
      await validate().catch((error: unknown) =>
        log.warn({ err: error, site: site.id }, 'SAML LogoutResponse refused'),
      );
      return siteLoginPath(site);
    }
    if (message.SAMLRequest === undefined) throw badRequest(SSO_MESSAGES.logoutBodyMissing);
    // node-saml accepts an unsigned message in the redirect binding; a logout request must be signed.
    if (!settings.enabled || (binding.kind === 'redirect' && !message.Signature)) {
      throw badRequest(SSO_MESSAGES.logoutNotSigned);
    }
    const { profile } = await validate().catch((error: unknown) => {
      log.warn({ err: error, site: site.id }, 'SAML LogoutRequest refused');
      throw badRequest(SSO_MESSAGES.logoutNotSigned);
    });
    if (!profile) throw badRequest(SSO_MESSAGES.logoutNoUser);
    const ended = await deleteTokensOfIdpSession(k, site.id, profile.nameID, profile.sessionIndex);
    log.info({ site: site.id, sessions: ended }, 'IdP-initiated single logout');
    return client.getLogoutResponseUrlAsync(profile, message.RelayState ?? '', {}, true);
  }
}
