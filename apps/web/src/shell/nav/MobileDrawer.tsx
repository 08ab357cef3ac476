import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useProductTheme } from '../../theme/ThemeProvider';
import fallbackLogo from '../../ui/assets/logo-fallback.svg';
import { FallbackImg } from '../../ui/FallbackImg';
import { shellUi, useShellUi } from '../shellUi';
import { SearchBox } from '../topbar/SearchBox';
import { useCurrentScope } from '../useCurrentScope';
import { MobileNavList } from './MobileNavList';
import type { NavNode } from './navTree';
import { useOpenUrl } from './useOpenUrl';

/** Mobile menu drawer: the site logo opens the site selector, below it the menu tree. */
export function MobileDrawer({ nodes }: { nodes: readonly NavNode[] }) {
  const { t } = useTranslation();
  const theme = useProductTheme();
  const open = useShellUi((s) => s.mobileMenu);
  const openUrl = useOpenUrl();
  const { site, centro } = useCurrentScope();
  const close = () => shellUi.set({ mobileMenu: false });

  return (
    <Drawer anchor="left" open={open} onClose={close}>
      <Box data-testid="mobile-drawer" sx={{ width: 300, maxWidth: '85vw' }}>
        <ButtonBase
          data-testid="mobile-site-selector-button"
          aria-label={t('topbar.openSiteSelector')}
          onClick={() => shellUi.set({ mobileMenu: false, siteSelector: true })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 2,
            width: '100%',
            justifyContent: 'flex-start',
            textAlign: 'left',
          }}
        >
          <FallbackImg
            src={site?.logo ?? theme.logo}
            fallback={fallbackLogo}
            alt={site?.name ?? theme.name}
            style={{ height: 40, maxWidth: 120, objectFit: 'contain' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography data-testid="current-centro-name" sx={{ fontWeight: 700 }} noWrap>
              {centro?.name ?? '—'}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {site?.name}
            </Typography>
          </Box>
        </ButtonBase>
        <Divider />
        <Box sx={{ p: 1.5 }} onSubmit={close}>
          <SearchBox compact />
        </Box>
        <MobileNavList
          nodes={nodes}
          onOpen={(url) => {
            close();
            openUrl(url);
          }}
        />
      </Box>
    </Drawer>
  );
}
