import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { PageFrame } from '../../../pages/PageFrame';
import { adoptToken } from '../../../session/actions';
import { safeRedirectTarget } from '../../../shell/routing/resolveRoute';
import { exchangeSsoCode } from '../api';
import { rememberSsoSession } from '../ssoSession';
import { readCallbackFragment } from './callbackFragment';
import { companyLoginPath, ssoLoginPath } from './loginPaths';

type Failure = { key: string; site: string | null };

/**
 * /ssocallback (shell-and-admin §2.1): the IdP's answer arrives here as the server left it in the fragment.
 * A one-time code is exchanged (POST) for the session token, then the user goes on to where
 * they were headed; a refusal is explained with a way to try again or use a password.
 */
export default function SsoCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [fragment] = useState(() => readCallbackFragment(window.location.hash));
  const [failure, setFailure] = useState<Failure | null>(() =>
    fragment.kind === 'error'
      ? { key: `sso.errors.${fragment.error}`, site: fragment.site }
      : fragment.kind === 'empty'
        ? { key: 'sso.errors.code', site: null }
        : null,
  );
  const exchanged = useRef(false);

  useEffect(() => {
    if (fragment.kind !== 'code' || exchanged.current) return;
    exchanged.current = true;
    // The code is spent once read: a reload or the history must not offer it again.
    navigate('/ssocallback', { replace: true });
    void (async () => {
      try {
        const result = await exchangeSsoCode(fragment.code);
        await adoptToken(result.key, { siteId: result.site_id });
        rememberSsoSession(result.key, { site: result.site_url_name, singleLogout: result.single_logout });
        navigate(safeRedirectTarget(result.redirect || '/'), { replace: true });
      } catch (error) {
        const network = error instanceof ApiError && error.status === 0;
        setFailure({ key: network ? 'globalMessage.networkError' : 'sso.errors.code', site: null });
      }
    })();
  }, [fragment, navigate]);

  if (!failure) {
    return (
      <PageFrame testId="sso-callback" icon={<KeyIcon />} title={t('sso.title')}>
        <CircularProgress sx={{ my: 2 }} />
        <Typography color="text.secondary">{t('sso.callback.signingIn')}</Typography>
      </PageFrame>
    );
  }
  return (
    <PageFrame testId="sso-callback" icon={<ErrorOutlineIcon />} title={t('sso.callback.failed')}>
      <Typography data-testid="sso-callback-error" sx={{ mb: 3 }}>
        {t(failure.key)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        {failure.site && (
          <Button component={RouterLink} to={ssoLoginPath(failure.site, null)} variant="contained">
            {t('sso.callback.retry')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={companyLoginPath(failure.site)}
          variant={failure.site ? 'outlined' : 'contained'}
        >
          {t('sso.callback.passwordLogin')}
        </Button>
      </Stack>
    </PageFrame>
  );
}
