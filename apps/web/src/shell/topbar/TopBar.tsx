import LoginIcon from '@mui/icons-material/Login';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProductTheme } from '../../theme/ThemeProvider';
import { FeatureTexts } from '../../ui/FeatureTexts';
import { LanguageSelect } from './LanguageSelect';

// A signed-in user's bar (menus, selector, search, notifications) loads after sign-in, so the
// login page carries only the guest bar.
const UserBar = lazy(() => import('./UserBar'));

/** The top bar of shell-and-admin §2.2, in its guest, desktop and mobile forms. */
export function TopBar({
  signedIn,
  mobile,
  onLoginPage,
}: {
  signedIn: boolean;
  mobile: boolean;
  onLoginPage: boolean;
}) {
  return (
    <AppBar
      position="sticky"
      data-testid="topbar"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, minHeight: 64, px: { xs: 1, sm: 2 } }}>
        {signedIn ? (
          <Suspense fallback={<Box sx={{ flex: 1 }} />}>
            <FeatureTexts>
              <UserBar mobile={mobile} />
            </FeatureTexts>
          </Suspense>
        ) : (
          <GuestBar onLoginPage={onLoginPage} />
        )}
      </Toolbar>
    </AppBar>
  );
}

/** Guests see the product logo, a language choice and the login button (not on the login page itself). */
function GuestBar({ onLoginPage }: { onLoginPage: boolean }) {
  const { t } = useTranslation();
  const theme = useProductTheme();
  return (
    <>
      <ButtonBase component={RouterLink} to="/" aria-label={t('topbar.home')} sx={{ borderRadius: 1, p: 0.5 }}>
        <img src={theme.logo} alt={theme.name} style={{ height: 36, display: 'block' }} />
      </ButtonBase>
      <Box sx={{ flex: 1 }} />
      <LanguageSelect />
      {!onLoginPage && (
        <Button
          component={RouterLink}
          to="/login"
          variant="contained"
          startIcon={<LoginIcon />}
          data-testid="topbar-login"
        >
          {t('topbar.login')}
        </Button>
      )}
    </>
  );
}
