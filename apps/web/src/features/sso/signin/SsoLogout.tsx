import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session } from '../../../session/session';
import { PageSpinner } from '../../../ui/LoadingScreen';
import { ssoLogout } from '../api';
import { forgetSsoSession, ssoSessionOf } from '../ssoSession';
import { companyLoginPath } from './loginPaths';

/**
 * Any path ending in /ssologout (shell-and-admin §2.1): the server ends the session, then the location is
 * replaced with the identity provider's logout address (a LogoutRequest for this user), which
 * brings the browser back to the company's login page.
 */
export default function SsoLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = session.get().persisted.token;
    const loginPath = companyLoginPath(ssoSessionOf(token)?.site);
    void (async () => {
      // Whatever the server answers (already ended, offline), the local session ends too.
      const { redirect } = token ? await ssoLogout().catch(() => ({ redirect: null })) : { redirect: null };
      session.purge();
      forgetSsoSession();
      if (redirect) window.location.replace(redirect);
      else navigate(loginPath, { replace: true });
    })();
  }, [navigate]);

  return (
    <>
      <PageSpinner />
      <Typography align="center" color="text.secondary" data-testid="sso-logout">
        {t('sso.logout.text')}
      </Typography>
    </>
  );
}
