import ApartmentIcon from '@mui/icons-material/Apartment';
import BusinessIcon from '@mui/icons-material/Business';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isSignedIn } from '../session/persist';
import { useSession } from '../session/session';
import { shellUi } from '../shell/shellUi';
import { useCurrentScope } from '../shell/useCurrentScope';
import { useProductTheme } from '../theme/ThemeProvider';

/** Home (shell-and-admin §2.1 "Home (empty)"): a short welcome for users, a landing hint for guests. */
export default function HomePage() {
  const signedIn = useSession((s) => isSignedIn(s.persisted));
  return signedIn ? <UserHome /> : <GuestHome />;
}

function InfoTile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flex: 1, minWidth: 0 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {value}
        </Typography>
      </Box>
    </Paper>
  );
}

function UserHome() {
  const { t } = useTranslation();
  const theme = useProductTheme();
  const user = useSession((s) => s.persisted.user);
  const { site, centro } = useCurrentScope();
  return (
    <Box data-testid="home-page" sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('home.welcome', { name: user?.first_name || user?.username || '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('home.intro', { product: theme.name })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'stretch' } }}>
        <InfoTile icon={<BusinessIcon />} label={t('home.company')} value={site?.name ?? '—'} />
        <InfoTile icon={<ApartmentIcon />} label={t('home.centre')} value={centro?.name ?? t('home.noCentre')} />
        <Button
          variant="outlined"
          onClick={() => shellUi.set({ siteSelector: true })}
          sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}
        >
          {t('home.change')}
        </Button>
      </Stack>
    </Box>
  );
}

function GuestHome() {
  const { t } = useTranslation();
  const theme = useProductTheme();
  return (
    <Box
      data-testid="home-guest"
      sx={{
        minHeight: 'calc(100vh - 64px)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        backgroundImage: `url("${theme.loginBackground}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Paper elevation={8} sx={{ maxWidth: 520, p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}>
        <img src={theme.logo} alt={theme.name} style={{ maxHeight: 56, maxWidth: '100%' }} />
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 2 }}>
          {t('home.guestTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('home.guestText')}
        </Typography>
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {t('topbar.login')}
        </Button>
      </Paper>
    </Box>
  );
}
