import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shellUi } from '../shellUi';
import { useCurrentScope } from '../useCurrentScope';

/** Desktop opener of the site and centre selector, naming the current centre and company. */
export function SiteSelectorButton() {
  const { t } = useTranslation();
  const { site, centro } = useCurrentScope();
  return (
    <Button
      color="inherit"
      data-testid="site-selector-button"
      aria-label={t('topbar.openSiteSelector')}
      title={t('topbar.openSiteSelector')}
      onClick={() => shellUi.set({ siteSelector: true })}
      endIcon={<ArrowDropDownIcon />}
      sx={{ flexShrink: 0, textAlign: 'left', maxWidth: 220, lineHeight: 1.2, px: 1 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography data-testid="current-centro-name" sx={{ fontWeight: 700, fontSize: 14 }} noWrap>
          {centro?.name ?? '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {site?.name}
        </Typography>
      </Box>
    </Button>
  );
}
