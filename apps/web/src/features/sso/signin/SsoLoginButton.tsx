import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ssoLoginPath, urlNameOfSitePath } from './loginPaths';

/** "Entrar con SSO" under the login form of a company with single sign-on (shell-and-admin §2.5). */
export default function SsoLoginButton({ sitePath }: { sitePath: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <Divider sx={{ my: 2, color: 'text.secondary', fontSize: 14 }}>{t('sso.login.or')}</Divider>
      <Button
        component={RouterLink}
        to={ssoLoginPath(urlNameOfSitePath(sitePath), params.get('redirect'))}
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<KeyIcon />}
        data-testid="login-sso"
      >
        {t('sso.login.button')}
      </Button>
    </>
  );
}
