import { type BpSignature, displayName, SIGNATURE_MESSAGES, type SignatureInput } from '@qualium/contracts';
import type { CentroContext } from '../../http/context.js';
import { badRequest, forbidden } from '../../http/errors.js';
import { reauthenticate } from '../session/reauthenticate.js';
import { checkSsoSigningCode } from '../sso/signing.js';
import type { UnitRow } from '../units/repo.js';
import { lastSignerOf, sessionHasSigned } from './repo.js';

/**
 * Who signs a transition and how they proved it (21 CFR Part 11 §11.100, §11.200; EU GMP Annex 11
 * §14; docs/compliance.md). Everything here runs before the write's transaction opens: a refused
 * signature writes nothing but the login throttle's count of a wrong password.
 */

/** The session a signature is given in: its token (first signature or not) and the caller's address. */
export interface SigningSession {
  tokenId: number;
  ip: string;
}

/**
 * How the signer proves who they are: the password now, in a session (every request); the code of
 * a fresh sign-in at their identity provider (users without a password, sso/signing.ts); or, for
 * code that runs inside the server with no session (the demo story), the story's own word.
 */
export type SignatureProof =
  | ({ proof: 'password'; session: SigningSession; password: string } & Omit<SignatureInput, 'sso_code'>)
  | { proof: 'sso'; session: SigningSession; code: string; reason?: string }
  | { proof: 'story'; reason?: string };

/** How a signature refuses an IdP signing code: in its `signature` section. */
const SSO_CODE_REFUSALS = {
  field: 'signature',
  invalid: SIGNATURE_MESSAGES.ssoCodeInvalid,
  other: SIGNATURE_MESSAGES.ssoCodeOtherStep,
};

/** A signature checked and ready to write with its transition (units/writer.ts). */
export interface Signing {
  meaning: BpSignature['meaning'];
  reason: string | null;
  userId: number;
  printedName: string;
  /** The session to mark as having signed; null for the story. */
  tokenId: number | null;
  /** The IdP signing code to consume with the write (its hash); null for the other proofs. */
  ssoCodeHash: string | null;
}

/**
 * Checks a signature the transition requires: given, with its reason when required, by someone
 * segregation allows, re-authenticated now. Refusals are 4xx in the request's language.
 */
export async function checkSigner(
  ctx: CentroContext,
  unit: UnitRow,
  transition: { id: string; signature: BpSignature },
  given: SignatureProof | undefined,
): Promise<Signing> {
  const required = transition.signature;
  const { scope } = ctx;
  if (!given) throw badRequest({ signature: [SIGNATURE_MESSAGES.signatureRequired] });
  const reason = given.reason?.trim() || null;
  if (required.reason_required && !reason) throw badRequest({ signature: [SIGNATURE_MESSAGES.reasonRequired] });
  if (required.not_creator && unit.creator_id === scope.user.id) throw forbidden(SIGNATURE_MESSAGES.signerIsCreator);
  if (required.not_previous_signer && (await lastSignerOf(ctx.deps.db, scope, unit.id)) === scope.user.id) {
    throw forbidden(SIGNATURE_MESSAGES.signerIsPreviousSigner);
  }
  if (given.proof === 'password') await reauthenticateSigner(ctx, given);
  const ssoCodeHash =
    given.proof === 'sso'
      ? await checkSsoSigningCode(
          ctx,
          given.session.tokenId,
          { purpose: 'transition', uid: unit.uid, version: unit.version, transitionId: transition.id },
          given.code,
          SSO_CODE_REFUSALS,
        )
      : null;
  return {
    meaning: required.meaning,
    reason,
    userId: scope.user.id,
    printedName: displayName(scope.user),
    tokenId: given.proof === 'story' ? null : given.session.tokenId,
    ssoCodeHash,
  };
}

/**
 * The signer's password now (and the user name on the session's first signature), counted by the
 * login throttle like a login of that user from that address: a wrong one stays counted.
 */
async function reauthenticateSigner(
  ctx: CentroContext,
  given: Extract<SignatureProof, { proof: 'password' }>,
): Promise<void> {
  const { user } = ctx.scope;
  if (!user.password_hash) throw forbidden(SIGNATURE_MESSAGES.noPasswordToSign);
  const username = given.username?.trim();
  if (!username && !(await sessionHasSigned(ctx.deps.db, given.session.tokenId))) {
    throw badRequest({ signature: [SIGNATURE_MESSAGES.usernameRequired] });
  }
  const proved = await reauthenticate(ctx.deps, user, { ip: given.session.ip, password: given.password, username });
  if (!proved) throw badRequest({ signature: [SIGNATURE_MESSAGES.wrongCredentials] });
}
