import { type BpTransition, localizedText, type SignatureInput, type SignatureRequest } from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessionHasSigned } from './repo.js';
import type { SignatureProof } from './signer.js';

/** A request's signature as the units service checks it: the password, in the request's session. */
export function signingProof(request: FastifyRequest, input: SignatureInput | undefined): SignatureProof | undefined {
  if (!input || !request.auth) return undefined;
  return { proof: 'password', ...input, session: { tokenId: request.auth.tokenId, ip: request.ip } };
}

/** What the transition dialog asks for a signed transition, in the user's language; null when it is not signed. */
export async function signatureToAsk(
  db: Db,
  request: FastifyRequest,
  transition: BpTransition,
  lang: string,
): Promise<SignatureRequest | null> {
  const { signature } = transition;
  if (!signature) return null;
  return {
    meaning: localizedText(signature.meaning, lang),
    reason_required: signature.reason_required,
    username_required: !request.auth || !(await sessionHasSigned(db, request.auth.tokenId)),
  };
}
