import { useSession } from '../session/session';
import { centroScope } from './scope';

/** The session's site and centro, and whether the explorer may call the API for them yet. */
export function useCentroScope(): { site: string | null; centro: number | null; ready: boolean; path: string } {
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);
  // Wait for user_data/me: a stale centro from storage could be one the user lost access to.
  const hasMe = useSession((s) => s.me !== null);
  const ready = hasMe && site !== null && centro !== null;
  return { site, centro, ready, path: ready ? centroScope(site, centro) : '' };
}
