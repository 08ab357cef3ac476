import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SETTINGS_STORAGE_KEY } from '../config';
import { logoutPathFor } from '../features/sso/ssoSession';
import { signOut } from '../session/actions';
import { isSignedIn } from '../session/persist';
import { session, useSession } from '../session/session';
import { parseSettings } from '../session/settings';
import { ProductThemeProvider } from '../theme/ThemeProvider';
import { GlobalMessage } from '../ui/GlobalMessage';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useIsMobile } from '../ui/useIsMobile';
import { useAnyLoadingLock } from '../ui/useLoadingLock';
import { useActiveProduct, useCompanyLinks } from './branding/useActiveProduct';
import { Footer } from './Footer';
import { registerNavigate } from './navigation';
import { RouteView } from './routing/RouteView';
import { resolveRoute } from './routing/resolveRoute';
import { SessionBootstrap } from './SessionBootstrap';
import { shellUi } from './shellUi';
import { CHAT_GUTTER } from './supportChat/layout';
import { TopBar } from './topbar/TopBar';

// Loaded after sign-in (selector, password dialog, inactivity warning, features' hosts).
const SignedInChrome = lazy(() => import('./SignedInChrome'));

/** The whole session shell around the page of the current route (the app's one catch-all route). */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const route = useMemo(() => resolveRoute(location.pathname), [location.pathname]);
  const product = useActiveProduct(route);
  const links = useCompanyLinks(route);
  const mobile = useIsMobile();
  const signedIn = useSession((s) => isSignedIn(s.persisted));
  const chat = useSession((s) => isSignedIn(s.persisted) && s.persisted.user?.support_level.chat === true);
  const restoring = useSession((s) => s.loading);
  const lockHeld = useAnyLoadingLock();
  // Read once per page load: the settings are edited by hand (or by tests) before the app starts.
  const settings = useMemo(() => parseSettings(window.localStorage.getItem(SETTINGS_STORAGE_KEY)), []);

  useEffect(() => registerNavigate((to, options) => navigate(to, options)), [navigate]);
  // Overlays belong to a session: close them when it ends.
  useEffect(() => {
    if (!signedIn) shellUi.set({ siteSelector: false, password: false, mobileMenu: false });
  }, [signedIn]);

  const expire = useCallback(() => {
    // A session from an identity provider with a logout address ends there too (shell-and-admin §2.1, §4).
    if (logoutPathFor(session.get().persisted.token) === '/ssologout') navigate('/ssologout', { replace: true });
    else void signOut().then(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <ProductThemeProvider product={product}>
      <SessionBootstrap />
      {/* Room below the page (footer included) for the chat button: scrolled to the end, nothing lies under it (supportChat/layout.ts). */}
      <Box
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          pb: chat ? `${CHAT_GUTTER}px` : 0,
        }}
      >
        <TopBar signedIn={signedIn} mobile={mobile} onLoginPage={route.kind === 'login'} />
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <RouteView route={route} />
        </Box>
        {settings.footer && <Footer {...links} />}
      </Box>
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInChrome inactivityTimeoutMs={settings.inactivityTimeoutMs} onExpire={expire} />
        </Suspense>
      )}
      <GlobalMessage />
      {(restoring || lockHeld) && <LoadingScreen />}
    </ProductThemeProvider>
  );
}
