import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from './PageFrame';

/**
 * /ssologin, /ssocallback and any path ending in /ssologout. Single sign-on arrives in a later issue; until a
 * company configures it these routes explain that and offer the ordinary login.
 */
export default function SsoPage() {
  const { t } = useTranslation();
  return (
    <PageFrame testId="sso-page" icon={<LinkOffIcon />} title={t('sso.title')}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('sso.notConfigured')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('sso.text')}
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        {t('common.goToLogin')}
      </Button>
    </PageFrame>
  );
}
