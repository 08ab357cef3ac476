import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { SCREEN_PREFETCH } from '../../features/registry';
import { useSession } from '../../session/session';
import type { Route } from './resolveRoute';

/**
 * Starts the data of the route's screen as the route opens, beside the lazy load of its page,
 * once the session knows its site and centro (user_data/me loaded, as the pages wait for).
 */
export function useRoutePrefetch(route: Route): void {
  const { search } = useLocation();
  const site = useSession((s) => s.persisted.site);
  const centro = useSession((s) => s.persisted.centro);
  const hasMe = useSession((s) => s.me !== null);
  const prefetch = route.kind === 'screen' ? SCREEN_PREFETCH[route.screen] : undefined;
  useEffect(() => {
    if (prefetch && hasMe && site !== null && centro !== null) prefetch(new URLSearchParams(search), { site, centro });
  }, [prefetch, search, hasMe, site, centro]);
}
