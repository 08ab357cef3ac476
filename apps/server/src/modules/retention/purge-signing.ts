import { MESSAGES, type PurgeInput, type PurgeSsoSigningStart, RETENTION_MESSAGES } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CentroContext } from '../../http/context.js';
import { badRequest, conflict, forbidden } from '../../http/errors.js';
import { reauthenticate } from '../session/reauthenticate.js';
import { checkSsoSigningCode, type SigningBinding, type SigningSession, startSigningSignIn } from '../sso/signing.js';
import { consumeSigningCode } from '../sso/signing-repo.js';
import type { UnitRow } from '../units/repo.js';
import { findPurgeableUnit } from './purgeable.js';

/**
 * How an administrator signs a purge (issue 15 §4; docs/decisions.md "Retention and purge"): their
 * password now, or, like a transition's signature (sso/signing.ts), the one-time code of a fresh
 * sign-in at their company's identity provider, bound to the purpose "purge" of this unit version.
 */

/** The purge of this version of the unit: what its IdP signing code is bound to. */
const purgeOf = (unit: UnitRow): SigningBinding => ({
  purpose: 'purge',
  uid: unit.uid,
  version: unit.version,
  transitionId: '',
});

/**
 * POST {centro}/unit/{uid}/purge_sso_signing/: the IdP sign-in (ForceAuthn) of a purge, once the
 * unit may be purged and is still at the version the administrator sees.
 */
export async function startPurgeSigning(
  ctx: CentroContext,
  session: SigningSession,
  uid: string,
  input: PurgeSsoSigningStart,
): Promise<string> {
  const { unit } = await findPurgeableUnit(ctx, uid);
  if (input.version !== unit.version) throw conflict(MESSAGES.unitChangedConcurrently);
  return startSigningSignIn(ctx, session, purgeOf(unit));
}

/** How the administrator proved who they are, as the audit entry says; the IdP code to consume. */
export type PurgeProof = { method: 'password'; ssoCodeHash: null } | { method: 'sso'; ssoCodeHash: string };

/**
 * Checks the purge's signature before its transaction: the IdP code (this session's and user's, for
 * the purge of this unit version), or the password, counted by the login throttle when wrong.
 */
export async function provePurger(
  ctx: CentroContext,
  unit: UnitRow,
  input: PurgeInput,
  session: { tokenId: number; ip: string },
): Promise<PurgeProof> {
  if (input.sso_code !== undefined) {
    const refusals = {
      field: 'sso_code',
      invalid: RETENTION_MESSAGES.ssoCodeInvalid,
      other: RETENTION_MESSAGES.ssoCodeOtherUnit,
    };
    const hash = await checkSsoSigningCode(ctx, session.tokenId, purgeOf(unit), input.sso_code, refusals);
    return { method: 'sso', ssoCodeHash: hash };
  }
  const { user } = ctx.scope;
  if (!user.password_hash) throw forbidden(RETENTION_MESSAGES.noPasswordToPurge);
  if (!(await reauthenticate(ctx.deps, user, { ip: session.ip, password: input.password ?? '' }))) {
    throw badRequest({ password: [RETENTION_MESSAGES.wrongPassword] });
  }
  return { method: 'password', ssoCodeHash: null };
}

/** In the purge's transaction: an IdP code purges once; a second use (even one racing this) rolls back. */
export async function consumePurgeProof(trx: Kysely<Database>, proof: PurgeProof, now: string): Promise<void> {
  if (proof.ssoCodeHash !== null && !(await consumeSigningCode(trx, proof.ssoCodeHash, now))) {
    throw badRequest({ sso_code: [RETENTION_MESSAGES.ssoCodeInvalid] });
  }
}
