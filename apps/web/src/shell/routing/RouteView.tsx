import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { SCREEN_PAGES } from '../../features/registry';
import HomePage from '../../pages/HomePage';
import LoginPage from '../../pages/login/LoginPage';
import NotFoundPage from '../../pages/NotFoundPage';
import { isSignedIn } from '../../session/persist';
import { useSession } from '../../session/session';
import { FeatureTexts } from '../../ui/FeatureTexts';
import { PageSpinner } from '../../ui/LoadingScreen';
import { loginRedirectUrl, type Route, requiresAuth, safeRedirectTarget } from './resolveRoute';
import { useRoutePrefetch } from './useRoutePrefetch';

// Pages a visitor may never open are split out of the main bundle (spec: lazy logout, preferences,
// processes), and so is /about, read once in a while. The login page is not: it is the first screen
// of every new visit (docs/performance.md).
const AboutPage = lazy(() => import('../../pages/about/AboutPage'));
const LogoutPage = lazy(() => import('../../pages/LogoutPage'));
const PlaceholderPage = lazy(() => import('../../pages/PlaceholderPage'));
const SsoPage = lazy(() => import('../../pages/SsoPage'));

/** Renders the page for a resolved route, applying the auth guard of shell-and-admin §2.1. */
export function RouteView({ route }: { route: Route }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const signedIn = useSession((s) => isSignedIn(s.persisted));
  const restoring = useSession((s) => s.loading);
  useRoutePrefetch(route);

  if (restoring && (requiresAuth(route) || route.kind === 'login')) return <PageSpinner />;

  if (requiresAuth(route) && !signedIn) {
    // Logging out of a session that is already gone is simply the login page.
    if (route.kind === 'logout') return <Navigate to="/login" replace />;
    return <Navigate to={loginRedirectUrl(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }

  let page: ReactNode;
  switch (route.kind) {
    case 'home':
      page = <HomePage />;
      break;
    case 'about':
      page = <AboutPage />;
      break;
    case 'redirect':
      return <Navigate to={`${route.to}${location.search}`} replace />;
    case 'login':
      if (signedIn) return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;
      page = <LoginPage scope={route.scope} />;
      break;
    case 'logout':
      page = <LogoutPage />;
      break;
    case 'ssologin':
    case 'ssocallback':
    case 'ssosigned':
    case 'ssologout':
      page = <SsoPage />;
      break;
    case 'screen': {
      const Screen = SCREEN_PAGES[route.screen];
      page = Screen ? (
        <FeatureTexts>
          <Screen key={route.screen} />
        </FeatureTexts>
      ) : (
        <PlaceholderPage key={route.screen} screen={route.screen} />
      );
      break;
    }
    case 'notFound':
      page = <NotFoundPage />;
      break;
  }
  return <Suspense fallback={<PageSpinner />}>{page}</Suspense>;
}
