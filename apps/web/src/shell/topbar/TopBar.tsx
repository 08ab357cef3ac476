import LoginIcon from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProductTheme } from '../../theme/ThemeProvider';
import { MobileDrawer } from '../nav/MobileDrawer';
import { NavMenu } from '../nav/NavMenu';
import { useNavNodes } from '../nav/useNavNodes';
import { shellUi } from '../shellUi';
import { SiteSelectorButton } from '../siteSelector/SiteSelectorButton';
import { CentroLogo } from './CentroLogo';
import { LanguageSelect } from './LanguageSelect';
import { NotificationsButton } from './NotificationsButton';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';

/** The top bar of spec §2.2, in its guest, desktop and mobile forms. */
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
        {signedIn ? <UserBar mobile={mobile} /> : <GuestBar onLoginPage={onLoginPage} />}
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

function UserBar({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const nodes = useNavNodes();
  return (
    <>
      {mobile && (
        <IconButton
          edge="start"
          data-testid="mobile-menu-button"
          aria-label={t('mobile.menu')}
          onClick={() => shellUi.set({ mobileMenu: true })}
        >
          <MenuIcon />
        </IconButton>
      )}
      <CentroLogo />
      {mobile ? (
        <>
          <Box sx={{ flex: 1 }} />
          <MobileDrawer nodes={nodes} />
        </>
      ) : (
        <>
          <SiteSelectorButton />
          <NavMenu nodes={nodes} />
        </>
      )}
      {!mobile && <SearchBox compact={false} />}
      <NotificationsButton />
      <LanguageSelect compact={mobile} />
      <UserMenu />
    </>
  );
}
