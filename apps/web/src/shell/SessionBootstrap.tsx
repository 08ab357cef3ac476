import { useEffect } from 'react';
import { restoreSession } from '../session/actions';
import { useSession } from '../session/session';

/**
 * On start (and when another tab signs in) a stored token is checked and user_data/me loaded.
 * Renders nothing; keyed on the token so a change restarts the load and aborts the old one.
 */
export function SessionBootstrap() {
  const token = useSession((s) => s.persisted.token);
  const meToken = useSession((s) => s.meToken);
  useEffect(() => {
    if (!token || meToken === token) return;
    const controller = new AbortController();
    void restoreSession(token, controller.signal);
    return () => controller.abort();
  }, [token, meToken]);
  return null;
}
