import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageFrame } from '../../../pages/PageFrame';
import { lastCompany } from '../../../session/lastCompany';
import { ssoLoginAddress } from '../api';
import SsoCompanyForm from './SsoCompanyForm';

/**
 * /ssologin?site=…&redirect=…: leaves for the company's identity provider (shell-and-admin §2.1), through
 * the server's /api/saml/login, replacing this page so that Back from the IdP returns to the login.
 * A bare /ssologin asks for the company (the one last used here filled in).
 */
export default function SsoLoginRedirect() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const site = params.get('site');
  const redirect = params.get('redirect');

  useEffect(() => {
    if (site) window.location.replace(ssoLoginAddress(site, redirect));
  }, [site, redirect]);

  if (!site) {
    return (
      <PageFrame testId="sso-login" icon={<KeyIcon />} title={t('sso.title')}>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('sso.login.noCompany')}
        </Typography>
        <SsoCompanyForm redirect={redirect} initial={lastCompany() ?? ''} />
        <Button component={RouterLink} to="/login" sx={{ mt: 2 }}>
          {t('sso.goToLogin')}
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame testId="sso-login" icon={<KeyIcon />} title={t('sso.title')}>
      <CircularProgress sx={{ my: 2 }} />
      <Typography color="text.secondary">{t('sso.login.leaving')}</Typography>
    </PageFrame>
  );
}
