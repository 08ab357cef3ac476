import Box from '@mui/material/Box';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SETTINGS_STORAGE_KEY } from '../config';
import { FEATURE_HOSTS } from '../features/registry';
import { signOut } from '../session/actions';
import { isSignedIn } from '../session/persist';
import { useSession } from '../session/session';
import { parseSettings } from '../session/settings';
import { ProductThemeProvider } from '../theme/ThemeProvider';
import { GlobalMessageSnackbar } from '../ui/GlobalMessageSnackbar';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useIsMobile } from '../ui/useIsMobile';
import { useAnyLoadingLock } from '../ui/useLoadingLock';
import { useActiveProduct } from './branding/useActiveProduct';
import { Footer } from './Footer';
import { InactivityWarning } from './inactivity/InactivityWarning';
import { registerNavigate } from './navigation';
import { ChangePasswordDialog } from './password/ChangePasswordDialog';
import { RouteView } from './routing/RouteView';
import { resolveRoute } from './routing/resolveRoute';
import { SessionBootstrap } from './SessionBootstrap';
import { SupportChatLauncher } from './SupportChatLauncher';
import { shellUi } from './shellUi';
import { SiteSelectorDrawer } from './siteSelector/SiteSelectorDrawer';
import { TopBar } from './topbar/TopBar';

/** The whole session shell around the page of the current route (the app's one catch-all route). */
export function Shell() {
  const location = useLocation();
  const navigate = useNavigate();
  const route = useMemo(() => resolveRoute(location.pathname), [location.pathname]);
  const product = useActiveProduct(route);
  const mobile = useIsMobile();
  const signedIn = useSession((s) => isSignedIn(s.persisted));
  const restoring = useSession((s) => s.loading);
  const chat = useSession((s) => s.persisted.user?.support_level.chat === true);
  const lockHeld = useAnyLoadingLock();
  // Read once per page load: the settings are edited by hand (or by tests) before the app starts.
  const settings = useMemo(() => parseSettings(window.localStorage.getItem(SETTINGS_STORAGE_KEY)), []);

  useEffect(() => registerNavigate((to, options) => navigate(to, options)), [navigate]);
  // Overlays belong to a session: close them when it ends.
  useEffect(() => {
    if (!signedIn) shellUi.set({ siteSelector: false, password: false, mobileMenu: false });
  }, [signedIn]);

  const expire = useCallback(() => {
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <ProductThemeProvider product={product}>
      <SessionBootstrap />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <TopBar signedIn={signedIn} mobile={mobile} onLoginPage={route.kind === 'login'} />
        <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
          <RouteView route={route} />
        </Box>
        {settings.footer && <Footer />}
      </Box>
      {signedIn && (
        <>
          <SiteSelectorDrawer />
          <ChangePasswordDialog />
          {chat && <SupportChatLauncher />}
        </>
      )}
      <InactivityWarning enabled={signedIn} timeoutMs={settings.inactivityTimeoutMs} onExpire={expire} />
      <GlobalMessageSnackbar />
      {signedIn && FEATURE_HOSTS.map(({ name, Host }) => <Host key={name} />)}
      {(restoring || lockHeld) && <LoadingScreen />}
    </ProductThemeProvider>
  );
}
