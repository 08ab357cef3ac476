/**
 * Whether the current session came through a company's identity provider, and whether that IdP
 * has a logout address. Kept beside the persisted session (which holds only its six contract
 * keys) and tied to the token by its last characters, so a mark left by an earlier session never
 * applies to the next one, in this tab or another.
 */
const STORAGE_KEY = 'qualium.sso';
const TAIL = 8;

export interface SsoSessionMark {
  /** The company's url_name: its login page and /ssologin after signing out. */
  site: string;
  singleLogout: boolean;
}

interface Stored extends SsoSessionMark {
  tokenTail: string;
}

const tail = (token: string) => token.slice(-TAIL);

export function rememberSsoSession(token: string, mark: SsoSessionMark, storage: Storage = window.localStorage): void {
  const stored: Stored = { ...mark, tokenTail: tail(token) };
  storage.setItem(STORAGE_KEY, JSON.stringify(stored));
}

export function ssoSessionOf(token: string | null, storage: Storage = window.localStorage): SsoSessionMark | null {
  if (!token) return null;
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    if (stored?.tokenTail !== tail(token) || typeof stored.site !== 'string') return null;
    return { site: stored.site, singleLogout: stored.singleLogout === true };
  } catch {
    return null;
  }
}

export function forgetSsoSession(storage: Storage = window.localStorage): void {
  storage.removeItem(STORAGE_KEY);
}

/**
 * Where logging out goes (shell-and-admin §2.1): /ssologout instead of /logout when single sign-on is enabled
 * and has a logout address, which for a session means it came through such an IdP.
 */
export function logoutPathFor(token: string | null, storage: Storage = window.localStorage): '/ssologout' | '/logout' {
  return ssoSessionOf(token, storage)?.singleLogout ? '/ssologout' : '/logout';
}
