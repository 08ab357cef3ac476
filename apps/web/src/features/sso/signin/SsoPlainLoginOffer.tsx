import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchSitePath } from '../../../api/session';
import { lastCompany } from '../../../session/lastCompany';
import SsoCompanyForm from './SsoCompanyForm';
import SsoLoginButton from './SsoLoginButton';

/**
 * Single sign-on on the plain /login, where the path names no company (shell-and-admin §2.5): the
 * company last used on this browser offers "Entrar con SSO" when it has it, and any user may name
 * their company in a field instead, so nobody who only signs in through SSO is stranded.
 */
export default function SsoPlainLoginOffer() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const last = lastCompany();
  const remembered = useQuery({
    queryKey: ['login-branding-sso', last],
    enabled: last !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => fetchSitePath(last ?? '', signal),
  });
  if (remembered.isLoading) return null;
  const offered = remembered.data?.sso_enabled ? remembered.data : null;

  return (
    <>
      {offered ? (
        <SsoLoginButton sitePath={offered.path} />
      ) : (
        <Divider sx={{ my: 2, color: 'text.secondary', fontSize: 14 }}>{t('sso.login.or')}</Divider>
      )}
      {asking ? (
        <SsoCompanyForm redirect={params.get('redirect')} />
      ) : (
        <Button fullWidth sx={{ mt: offered ? 1 : 0 }} onClick={() => setAsking(true)} data-testid="login-sso-ask">
          {t(offered ? 'sso.login.otherCompany' : 'sso.login.askCompany')}
        </Button>
      )}
    </>
  );
}
