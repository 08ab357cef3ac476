import { SSO_ERROR_CODES, type SsoErrorCode } from '@qualium/contracts';

/** What the server put in /ssocallback's fragment: a one-time code, or why it refused. */
export type CallbackFragment =
  | { kind: 'code'; code: string }
  | { kind: 'error'; error: SsoErrorCode; site: string | null }
  | { kind: 'empty' };

export function readCallbackFragment(hash: string): CallbackFragment {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const code = params.get('code');
  if (code) return { kind: 'code', code };
  const error = params.get('error');
  if (error !== null) {
    // An unknown code (a newer server) still reads as a refusal.
    const known = (SSO_ERROR_CODES as readonly string[]).includes(error) ? (error as SsoErrorCode) : 'invalid';
    return { kind: 'error', error: known, site: params.get('site') };
  }
  return { kind: 'empty' };
}
