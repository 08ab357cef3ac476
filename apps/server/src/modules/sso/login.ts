import { SSO_MESSAGES, type SsoTokenResponse } from '@qualium/contracts';
import { nowIso } from '../../db/dialect.js';
import type { AppDeps } from '../../http/context.js';
import { badRequest } from '../../http/errors.js';
import { findSiteById, findSiteByUrlName } from '../org/repo.js';
import { findUserById } from '../session/repo.js';
import { startSession } from '../session/service.js';
import { checkVerifiedAssertion } from './assertion.js';
import { hashOneTimeCode, isoIn, newOneTimeCode, newRequestId } from './one-time-code.js';
import { refusalOf, SsoRefusal } from './refusal.js';
import {
  consumeLoginCode,
  consumeRequest,
  insertLoginCode,
  insertRequest,
  insertSsoSession,
  markAssertionUsed,
} from './repo.js';
import {
  MAX_ASSERTION_AGE_MS,
  REQUEST_LIFETIME_MS,
  type SpSigningKey,
  samlClient,
  serviceProvider,
} from './service-provider.js';
import { readSsoSettings } from './settings.js';
import { answerSsoSigning, SIGNING_RELAY_STATE } from './signing.js';
import { findPendingSigning } from './signing-repo.js';
import { identityOf, resolveSsoUser } from './users.js';

/** The SPA exchanges the code at once; a minute covers a slow phone. */
const CODE_LIFETIME_MS = 60_000;

/** What the ACS gives the browser: a sign-in code for /ssocallback, or a signing code for /ssosigned. */
export type AcsAnswer = { kind: 'login' | 'signing'; code: string; userId: number };

/** Only a path of this application: never `//host` or `https://…` (no open redirect). */
export function localPath(redirect: string | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '';
  return redirect;
}

/** The SAML round trip: AuthnRequest out, Response in, one-time code to the SPA, session token. */
export class SsoLoginService {
  constructor(
    private readonly deps: AppDeps,
    private readonly signing: SpSigningKey | undefined,
  ) {}

  private async enabledSite(find: () => ReturnType<typeof findSiteById>) {
    const site = await find();
    const settings = readSsoSettings(site?.sso_config ?? null);
    if (!site || !settings.enabled) throw new SsoRefusal('not_enabled', 'Single sign-on is not enabled');
    return { site, settings };
  }

  /** GET /api/saml/login: the IdP address carrying our AuthnRequest (HTTP-Redirect binding). */
  async start(urlName: string, redirect: string | undefined, baseUrl: string): Promise<string> {
    const { site, settings } = await this.enabledSite(() => findSiteByUrlName(this.deps.db.k, urlName));
    const id = newRequestId();
    await insertRequest(this.deps.db.k, {
      id,
      site_id: site.id,
      redirect: localPath(redirect),
      created_at: nowIso(),
      expires_at: isoIn(REQUEST_LIFETIME_MS),
    });
    // RelayState names the site only: SAML caps it at 80 bytes and nobody signs it, so the
    // return path waits with the request id, which the signed assertion answers.
    const client = samlClient(serviceProvider(baseUrl, site), settings, this.signing, id);
    return client.getAuthorizeUrlAsync(site.url_name, undefined, {});
  }

  /**
   * POST /api/saml/sites/{id}/acs: checks the response completely, then answers where the browser
   * goes next: /ssocallback with a one-time code in the fragment (never sent to any server, so it
   * stays out of logs and Referer headers; the token itself never appears in a URL).
   */
  async consume(
    siteId: number,
    samlResponse: string,
    relayState: string | undefined,
    baseUrl: string,
  ): Promise<AcsAnswer> {
    const { k } = this.deps.db;
    const { site, settings } = await this.enabledSite(() => findSiteById(k, siteId));
    if (relayState && relayState !== site.url_name && relayState !== SIGNING_RELAY_STATE) {
      throw new SsoRefusal('invalid', `RelayState ${relayState}`);
    }
    const sp = serviceProvider(baseUrl, site);
    const validated = await samlClient(sp, settings, this.signing)
      .validatePostResponseAsync({ SAMLResponse: samlResponse })
      .catch((error: unknown) => {
        throw refusalOf(error);
      });
    if (!validated.profile) throw new SsoRefusal('idp_refused', 'No assertion (passive sign-in refused)');
    const login = await checkVerifiedAssertion(validated.profile, {
      idpEntityId: settings.idp_entity_id,
      acsUrl: sp.acs_url,
      skewMs: settings.clock_skew_seconds * 1000,
      maxAgeMs: MAX_ASSERTION_AGE_MS,
      now: Date.now(),
    });

    const now = nowIso();
    const { redirect, signing } = await k.transaction().execute(async (trx) => {
      const fresh = await markAssertionUsed(
        trx,
        { site_id: site.id, assertion_id: login.assertionId, expires_at: login.acceptableUntil.toISOString() },
        now,
      );
      if (!fresh) throw new SsoRefusal('replayed', `Assertion ${login.assertionId} was already used`);
      const request = await consumeRequest(trx, site.id, login.inResponseTo, now);
      if (!request) throw new SsoRefusal('request', `No pending request ${login.inResponseTo}`);
      return { redirect: request.redirect, signing: await findPendingSigning(trx, login.inResponseTo, now) };
    });
    // The request, not the unsigned RelayState, says whether this sign-in was for a signature.
    if (signing) {
      const code = await answerSsoSigning(this.deps, { site, settings }, login, signing);
      return { kind: 'signing', code, userId: signing.user_id };
    }

    const user = await resolveSsoUser(this.deps, site, settings, identityOf(login, settings));
    const { code, hash } = newOneTimeCode();
    await insertLoginCode(
      k,
      {
        code_hash: hash,
        site_id: site.id,
        user_id: user.id,
        name_id: login.nameId,
        name_id_format: login.nameIdFormat,
        session_index: login.sessionIndex,
        redirect,
        expires_at: isoIn(CODE_LIFETIME_MS),
      },
      now,
    );
    return { kind: 'login', code, userId: user.id };
  }

  /** POST /api/v1/rest-auth/saml/token/: the code, once, for a session token like a password login's. */
  async exchange(code: string): Promise<SsoTokenResponse> {
    const { k } = this.deps.db;
    const invalid = () => badRequest({ code: [SSO_MESSAGES.invalidCode] });
    const row = await consumeLoginCode(k, hashOneTimeCode(code), nowIso());
    if (!row) throw invalid();
    const [user, site] = await Promise.all([findUserById(k, row.user_id), findSiteById(k, row.site_id)]);
    if (user?.is_active !== 1 || !site) throw invalid();
    const session = await startSession(this.deps, user, (trx, tokenId) =>
      insertSsoSession(trx, {
        token_id: tokenId,
        site_id: site.id,
        name_id: row.name_id,
        name_id_format: row.name_id_format,
        session_index: row.session_index,
        created_at: nowIso(),
      }),
    );
    const settings = readSsoSettings(site.sso_config);
    return {
      ...session,
      site_id: site.id,
      site_url_name: site.url_name,
      redirect: row.redirect,
      single_logout: settings.enabled && settings.idp_slo_url !== '',
    };
  }
}
