import { fetchMe } from '../../../api/session';
import { session } from '../../../session/session';

/**
 * After a company or centro changed: the session takes the user's sites and centros afresh, so
 * the selector, the top bar's logo and the theme show what was just saved.
 */
export async function refreshSession(): Promise<void> {
  const token = session.get().persisted.token;
  if (!token) return;
  session.applyMe(token, await fetchMe());
}
