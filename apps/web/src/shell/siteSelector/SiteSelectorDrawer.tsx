import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SITE_SELECTOR_WIDTH_PX } from '@qualium/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { useIsMobile } from '../../ui/useIsMobile';
import { shellUi, useShellUi } from '../shellUi';
import { SiteGroupRows } from './SiteGroupRows';
import { buildSiteList } from './siteList';

const EMPTY: never[] = [];

/** The site and centre selector (shell-and-admin §2.7): 420 px drawer, full width on mobile. */
export function SiteSelectorDrawer() {
  const { t } = useTranslation();
  const open = useShellUi((s) => s.siteSelector);
  const mobile = useIsMobile();
  const sites = useSession((s) => s.me?.sites ?? EMPTY);
  const centros = useSession((s) => s.me?.centros ?? EMPTY);
  const isAdmin = useSession((s) => s.persisted.user?.isAdmin === true);
  const [search, setSearch] = useState('');
  const [siteId, setSiteId] = useState<number | null>(null);
  const groups = useMemo(() => buildSiteList(sites, centros, { search, siteId }), [sites, centros, search, siteId]);
  const close = () => shellUi.set({ siteSelector: false });

  return (
    <Drawer anchor="left" open={open} onClose={close}>
      <Box
        data-testid="site-selector-drawer"
        sx={{
          width: mobile ? '100vw' : SITE_SELECTOR_WIDTH_PX,
          maxWidth: '100vw',
          display: 'flex',
          flexDirection: 'column',
          height: '100%',
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1, fontWeight: 700 }}>
            {t('siteSelector.title')}
          </Typography>
          <IconButton aria-label={t('common.close')} onClick={close} data-testid="site-selector-close">
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={t('siteSelector.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              htmlInput: { 'data-testid': 'site-selector-search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <FormControl size="small" sx={{ minWidth: 130 }}>
            <InputLabel id="site-filter-label" shrink>
              {t('siteSelector.siteFilter')}
            </InputLabel>
            <Select
              labelId="site-filter-label"
              label={t('siteSelector.siteFilter')}
              notched
              data-testid="site-selector-filter"
              value={siteId === null ? '' : String(siteId)}
              onChange={(e) => setSiteId(e.target.value === '' ? null : Number(e.target.value))}
              displayEmpty
              renderValue={(v) => (v === '' ? t('siteSelector.allSites') : `#${v}`)}
            >
              <MenuItem value="">{t('siteSelector.allSites')}</MenuItem>
              {[...sites]
                .sort((a, b) => a.id - b.id)
                .map((s) => (
                  <MenuItem key={s.id} value={String(s.id)} data-testid={`site-filter-${s.id}`}>
                    #{s.id} · {s.name}
                  </MenuItem>
                ))}
            </Select>
          </FormControl>
        </Stack>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {groups.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {t('siteSelector.noResults')}
            </Typography>
          ) : (
            <List dense disablePadding>
              {groups.map((group) => (
                <SiteGroupRows key={group.site.id} group={group} showId={isAdmin} />
              ))}
            </List>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
