import { useRef } from 'react';
import { useLocation } from 'react-router';
import { SCREEN_PREFETCH } from '../../features/registry';
import { useSession } from '../../session/session';
import type { Route } from './resolveRoute';

/**
 * Starts the data of the route's screen as the route opens, beside the lazy load of its page,
 * once the session knows its site and centro (user_data/me loaded, as the pages wait for).
 *
 * It runs while the route renders, not in an effect: a navigation renders as a transition, and its
 * effects run only once the new page's whole tree has rendered and been committed — at 4× CPU
 * throttle half a second after the click, after the page's own queries had started. A prefetch
 * only warms the query cache (a fetch already running or fresh is not repeated), so a render React
 * discards costs nothing; the ref keeps it to once per address and scope.
 */
export function useRoutePrefetch(route: Route): void {
  const { search } = useLocation();
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);
  const hasMe = useSession((s) => s.me !== null);
  const started = useRef<string | null>(null);
  const prefetch = route.kind === 'screen' ? SCREEN_PREFETCH[route.screen] : undefined;
  if (!prefetch || !hasMe || site === null || centro === null) {
    started.current = null; // coming back to the same address later starts its data again
    return;
  }
  const key = JSON.stringify([route.kind === 'screen' ? route.screen : null, search, site, centro]);
  if (started.current === key) return;
  started.current = key;
  prefetch(new URLSearchParams(search), { site, centro });
}
