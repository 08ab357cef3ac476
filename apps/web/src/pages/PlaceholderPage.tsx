import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { AuthScreen } from '../shell/routing/resolveRoute';
import { PageFrame } from './PageFrame';
import { SCREEN_ICONS } from './screenIcons';

/** Screens built by later issues: a designed, translated "coming soon" page instead of a blank one. */
export default function PlaceholderPage({ screen }: { screen: AuthScreen }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const term = screen === 'search' ? params.get('search') : null;
  return (
    <PageFrame testId="placeholder-page" icon={SCREEN_ICONS[screen]()} title={t(`screens.${screen}`)}>
      {term && <Chip label={`«${term}»`} sx={{ mb: 2 }} data-testid="search-term" />}
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('placeholder.soon')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('placeholder.text')}
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        {t('common.backHome')}
      </Button>
    </PageFrame>
  );
}
