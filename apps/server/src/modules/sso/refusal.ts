import { SamlStatusError } from '@node-saml/node-saml';
import type { SsoErrorCode } from '@qualium/contracts';

/**
 * A refused single sign-on. The browser learns only the code (shown translated on /ssocallback);
 * the reason, which may quote the IdP's message, goes to the log.
 */
export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoErrorCode,
    reason: string,
  ) {
    super(reason);
    this.name = 'SsoRefusal';
  }
}

/** node-saml says why in English sentences; these are the ones its checks produce. */
const NODE_SAML_REASONS: Array<[RegExp, SsoErrorCode]> = [
  [/signature/i, 'signature'],
  [/expired|not yet valid/i, 'expired'],
  [/audience/i, 'audience'],
  [/issuer/i, 'issuer'],
];

export function refusalOf(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  if (error instanceof SamlStatusError) return new SsoRefusal('idp_refused', error.message);
  const reason = error instanceof Error ? error.message : String(error);
  const code = NODE_SAML_REASONS.find(([pattern]) => pattern.test(reason))?.[1] ?? 'invalid';
  return new SsoRefusal(code, reason);
}
