import type { MeResponse } from '@qualium/contracts';
import { ApiError, isAbortError, reportApiError } from '../api/client';
import { checkToken, fetchMe, login, logout } from '../api/session';
import { reportCentreNoAccess } from './centreNoAccess';
import type { ScopePreference } from './chooseScope';
import { session } from './session';

/** Session use cases: the only places that talk to both the API and the store. */

/** Login with credentials, then load what the user may browse. The password only passes through. */
export async function signIn(username: string, password: string, preference?: ScopePreference): Promise<MeResponse> {
  const { key } = await login(username, password);
  return adoptToken(key, preference);
}

/** A token the server just issued (password login, single sign-on) becomes the session. */
export async function adoptToken(key: string, preference?: ScopePreference): Promise<MeResponse> {
  const me = await fetchMe(undefined, key);
  // A different user may have been signed in (e.g. in another tab): drop their cached data first.
  if (session.get().persisted.token !== null && session.get().persisted.token !== key) session.purge();
  session.signIn(key, me, preference);
  return me;
}

/** App start (or a login in another tab): token check, then me. A refused token purges the session. */
export async function restoreSession(token: string, signal?: AbortSignal): Promise<void> {
  session.setLoading(true);
  try {
    try {
      await checkToken(token, signal);
    } catch (error) {
      if (isAbortError(error)) return;
      // "No token" (401) or any other client error: the stored key is no longer good.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        if (session.get().persisted.token === token) session.purge();
      } else if (error instanceof ApiError) {
        // Server down or failing: keep the session and say so; the token check opted out of the global handling.
        reportApiError(error);
      }
      return;
    }
    // Failures here go through the client's usual handling (401 → login, others → global message).
    const me = await fetchMe(signal);
    const lostCentro = session.applyMe(token, me);
    if (lostCentro !== null) reportCentreNoAccess(lostCentro);
  } catch (error) {
    if (!isAbortError(error)) console.error(error);
  } finally {
    if (!signal?.aborted) session.setLoading(false);
  }
}

/** Logout: tell the server (best effort), then purge locally whatever it answered. */
export async function signOut(): Promise<void> {
  if (session.get().persisted.token) {
    try {
      await logout();
    } catch {
      // Already invalid or offline: the local purge below is what matters.
    }
  }
  session.purge();
}
