import { type BpTransition, localizedText, type SignatureInput, type SignatureRequest } from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/context.js';
import { ssoSigningIdpName } from '../sso/signing.js';
import { sessionHasSigned } from './repo.js';
import type { SignatureProof } from './signer.js';

/** A request's signature as the units service checks it: the password or the IdP code, in the request's session. */
export function signingProof(request: FastifyRequest, input: SignatureInput | undefined): SignatureProof | undefined {
  if (!input || !request.auth) return undefined;
  const session = { tokenId: request.auth.tokenId, ip: request.ip };
  const { password, sso_code, ...rest } = input;
  if (sso_code) return { proof: 'sso', code: sso_code, session, ...(rest.reason ? { reason: rest.reason } : {}) };
  return { proof: 'password', password: password ?? '', ...rest, session };
}

/** What the transition dialog asks for a signed transition, in the user's language; null when it is not signed. */
export async function signatureToAsk(
  deps: AppDeps,
  request: FastifyRequest,
  transition: BpTransition,
  lang: string,
): Promise<SignatureRequest | null> {
  const { signature } = transition;
  if (!signature) return null;
  const ssoIdp = request.auth ? await ssoSigningIdpName(deps, request.auth) : null;
  return {
    meaning: localizedText(signature.meaning, lang),
    reason_required: signature.reason_required,
    username_required: ssoIdp === null && (!request.auth || !(await sessionHasSigned(deps.db, request.auth.tokenId))),
    sso_idp: ssoIdp,
  };
}
