import { type PersistedSession, persistedSession } from '@qualium/contracts';

/**
 * (De)serialisation of the locally persisted session (shell-and-admin §3): exactly
 * {site, site_data, centro, root_site, token, user}. Pure, so it is unit-tested in node.
 */

export const EMPTY_SESSION: PersistedSession = Object.freeze({
  site: null,
  site_data: null,
  centro: null,
  root_site: null,
  token: null,
  user: null,
});

/** Anything unreadable or off-contract counts as "no session" rather than a crash at start-up. */
export function parseSession(raw: string | null): PersistedSession {
  if (raw === null || raw === '') return EMPTY_SESSION;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY_SESSION;
  }
  const result = persistedSession.safeParse(json);
  return result.success ? result.data : EMPTY_SESSION;
}

/** Writes only the six contract keys, so nothing else (never a password) can leak into storage. */
export function serializeSession(session: PersistedSession): string {
  const { site, site_data, centro, root_site, token, user } = session;
  return JSON.stringify({ site, site_data, centro, root_site, token, user });
}

/** A signed-in user is one whose id is above 0 (shell-and-admin §1), holding a token. */
export function isSignedIn(session: PersistedSession): boolean {
  return session.token !== null && session.user !== null && session.user.id > 0;
}
