import { MESSAGES, SIGNATURE_MESSAGES, type SsoSettings, type SsoSigningStart } from '@qualium/contracts';
import { nowIso } from '../../db/dialect.js';
import type { SsoSigningPurpose } from '../../db/schema.js';
import type { AppDeps, Auth, CentroContext } from '../../http/context.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { findSiteById, type SiteRow } from '../org/repo.js';
import type { UserRow } from '../session/repo.js';
import { offeredTransition } from '../units/offered.js';
import { checkUid, loadReadableUnit } from '../units/read.js';
import type { VerifiedLogin } from './assertion.js';
import { hashOneTimeCode, isoIn, newOneTimeCode, newRequestId } from './one-time-code.js';
import { SsoRefusal } from './refusal.js';
import { findSsoSession, insertRequest } from './repo.js';
import { REQUEST_LIFETIME_MS, type SpSigningKey, samlClient, serviceProvider } from './service-provider.js';
import { readSsoSettings } from './settings.js';
import { findSigningCode, insertSigningRequest, type SsoSigningRow, setSigningCode } from './signing-repo.js';
import { identityOf, resolveSsoUser } from './users.js';

/**
 * Signing through the identity provider (issue 15 §1; docs/decisions.md "Signatures"): a user
 * re-authenticates for a signature by a fresh sign-in at their company's IdP (ForceAuthn) instead
 * of a password; an administrator signs a purge the same way (retention/purge-signing.ts). The
 * IdP's answer earns a one-time code bound to the session, the unit, the version and what it is
 * for (the step signed, or the purge); the act consumes it in its own transaction.
 */

/** RelayState of a signing sign-in: tells the ACS where a refusal lands (never a site url_name, a slug). */
export const SIGNING_RELAY_STATE = 'qualium:sign';
/** The dialog sends the write as soon as the window reports the code; minutes cover a slow one. */
const SIGNING_CODE_LIFETIME_MS = 5 * 60_000;

/** The user's company and its single sign-on, when switched on: the IdP they sign through. */
async function signingIdp(deps: AppDeps, user: UserRow): Promise<{ site: SiteRow; settings: SsoSettings } | null> {
  const site = await findSiteById(deps.db.k, user.site_id);
  const settings = readSsoSettings(site?.sso_config ?? null);
  return site && settings.enabled ? { site, settings } : null;
}

/**
 * For the transition and purge dialogs: the IdP (its host) through which this session signs, or
 * null for the password. SSO users sign through it: those without a password, and anyone signed
 * in through it.
 */
export async function ssoSigningIdpName(deps: AppDeps, auth: Auth): Promise<string | null> {
  if (auth.user.password_hash && !(await findSsoSession(deps.db.k, auth.tokenId))) return null;
  const idp = await signingIdp(deps, auth.user);
  return idp ? new URL(idp.settings.idp_sso_url).host : null;
}

/**
 * What a signing code is earned for: a transition's signature (its id) or a purge (`transitionId`
 * ''), of one version of one unit. The purpose keeps a code of one from ever serving the other.
 */
export interface SigningBinding {
  purpose: SsoSigningPurpose;
  uid: string;
  version: number;
  transitionId: string;
}

/** The session a signing sign-in starts from, and what its AuthnRequest is built with. */
export interface SigningSession {
  tokenId: number;
  baseUrl: string;
  signingKey: SpSigningKey | undefined;
}

/**
 * The IdP address carrying an AuthnRequest with ForceAuthn="true", the request stored with what
 * its code will be bound to: this session, this user, the company, and `bound`. The caller has
 * checked that the act may be signed on that version.
 */
export async function startSigningSignIn(
  ctx: CentroContext,
  session: SigningSession,
  bound: SigningBinding,
): Promise<string> {
  const idp = await signingIdp(ctx.deps, ctx.scope.user);
  if (!idp) throw forbidden(SIGNATURE_MESSAGES.ssoSigningUnavailable);

  const id = newRequestId();
  const now = nowIso();
  const expiresAt = isoIn(REQUEST_LIFETIME_MS);
  await ctx.deps.db.k.transaction().execute(async (trx) => {
    await insertRequest(trx, { id, site_id: idp.site.id, redirect: '', created_at: now, expires_at: expiresAt });
    await insertSigningRequest(trx, {
      request_id: id,
      token_id: session.tokenId,
      user_id: ctx.scope.user.id,
      site_id: ctx.scope.site.id,
      unit_uid: bound.uid,
      purpose: bound.purpose,
      transition_id: bound.transitionId,
      version: bound.version,
      requested_at: now,
      expires_at: expiresAt,
    });
  });
  const sp = serviceProvider(session.baseUrl, idp.site);
  const client = samlClient(sp, idp.settings, session.signingKey, id, { forceAuthn: true });
  return client.getAuthorizeUrlAsync(SIGNING_RELAY_STATE, undefined, {});
}

/**
 * POST {centro}/unit/{uid}/sso_signing/: the IdP sign-in of a signature, once the step is one the
 * user may sign on this version of the unit.
 */
export async function startSsoSigning(
  ctx: CentroContext,
  session: SigningSession,
  uid: string,
  input: SsoSigningStart,
): Promise<string> {
  const loaded = await loadReadableUnit(ctx, checkUid(uid));
  const transition = offeredTransition(loaded, input.transition_id);
  if (!transition.signature) throw badRequest({ transition_id: [SIGNATURE_MESSAGES.signedStepMismatch] });
  if (input.version !== loaded.unit.version) throw conflict(MESSAGES.unitChangedConcurrently);
  const { uid: unitUid, version } = loaded.unit;
  return startSigningSignIn(ctx, session, {
    purpose: 'transition',
    uid: unitUid,
    version,
    transitionId: transition.id,
  });
}

/**
 * The ACS's answer to a signing sign-in, after the response's own checks: the same user as the
 * one signing (never created just in time), authenticated by the IdP after the request left (a
 * fresh login, not an older IdP session), once. Refusals carry their code to /ssosigned.
 */
export async function answerSsoSigning(
  deps: AppDeps,
  idp: { site: SiteRow; settings: SsoSettings },
  login: VerifiedLogin,
  pending: SsoSigningRow,
): Promise<string> {
  const skewMs = idp.settings.clock_skew_seconds * 1000;
  if (!login.authnInstant || login.authnInstant.getTime() < Date.parse(pending.requested_at) - skewMs) {
    throw new SsoRefusal('stale', `AuthnInstant ${login.authnInstant?.toISOString()} before ${pending.requested_at}`);
  }
  const identity = identityOf(login, idp.settings);
  const user = await resolveSsoUser(deps, idp.site, { ...idp.settings, jit_enabled: false }, identity);
  if (user.id !== pending.user_id) {
    throw new SsoRefusal('other_user', `User ${user.id} answered the signing of user ${pending.user_id}`);
  }
  const { code, hash } = newOneTimeCode();
  const set = await setSigningCode(
    deps.db.k,
    pending.request_id,
    { hash, expiresAt: isoIn(SIGNING_CODE_LIFETIME_MS) },
    nowIso(),
  );
  if (!set) throw new SsoRefusal('request', `Signing request ${pending.request_id} expired or answered`);
  return code;
}

/** How the act that uses a code refuses it: the input field it names and the two messages. */
export interface SigningCodeRefusals {
  field: string;
  /** Unknown, used, expired, or another session's or user's. */
  invalid: string;
  /** This user's and session's, but for another company, unit, purpose, step or version. */
  other: string;
}

/**
 * A signing code checked before the act: this session's and user's, for this unit's company and
 * exactly `bound`. Returns its hash, which the act consumes in its transaction (consumeSigningCode).
 */
export async function checkSsoSigningCode(
  ctx: CentroContext,
  tokenId: number,
  bound: SigningBinding,
  code: string,
  refusals: SigningCodeRefusals,
): Promise<string> {
  const hash = hashOneTimeCode(code);
  const row = await findSigningCode(ctx.deps.db.k, hash, nowIso());
  if (!row || row.user_id !== ctx.scope.user.id || row.token_id !== tokenId) {
    throw badRequest({ [refusals.field]: [refusals.invalid] });
  }
  const same =
    row.site_id === ctx.scope.site.id &&
    row.purpose === bound.purpose &&
    row.unit_uid === bound.uid &&
    row.transition_id === bound.transitionId &&
    row.version === bound.version;
  if (!same) throw badRequest({ [refusals.field]: [refusals.other] });
  return hash;
}
