import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchSitePath } from '../../api/session';
import { lastCompany } from '../../session/lastCompany';
import { FeatureTexts } from '../../ui/FeatureTexts';

// Single sign-on's own pieces load only when shown: the plain login's first screen stays one wave.
const SsoLoginButton = lazy(() => import('../../features/sso/signin/SsoLoginButton'));
const SsoCompanyForm = lazy(() => import('../../features/sso/signin/SsoCompanyForm'));

/**
 * Single sign-on on the plain /login, where the path names no company (shell-and-admin §2.5): the
 * company last used on this browser offers "Entrar con SSO" when it has it, and any user may name
 * their company in a field instead, so nobody who only signs in through SSO is stranded.
 */
export function LoginSsoOffer() {
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
    <Suspense fallback={null}>
      {offered ? (
        <FeatureTexts>
          <SsoLoginButton sitePath={offered.path} />
        </FeatureTexts>
      ) : (
        <Divider sx={{ my: 2, color: 'text.secondary', fontSize: 14 }}>{t('login.ssoOr')}</Divider>
      )}
      {asking ? (
        <FeatureTexts>
          <SsoCompanyForm redirect={params.get('redirect')} />
        </FeatureTexts>
      ) : (
        <Button fullWidth sx={{ mt: offered ? 1 : 0 }} onClick={() => setAsking(true)} data-testid="login-sso-ask">
          {t(offered ? 'login.ssoOtherCompany' : 'login.ssoAskCompany')}
        </Button>
      )}
    </Suspense>
  );
}
