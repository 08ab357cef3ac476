import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
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

/** The signed-in top bar of shell-and-admin §2.2: centre logo and menus, selector, search, notifications, user menu. */
export default function UserBar({ mobile }: { mobile: boolean }) {
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
