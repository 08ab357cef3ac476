import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../../session/actions';
import { useLoginBranding } from '../../shell/branding/useLoginBranding';
import type { LoginScope } from '../../shell/routing/resolveRoute';
import { useProductTheme } from '../../theme/ThemeProvider';
import { FallbackImg } from '../../ui/FallbackImg';
// Single sign-on's pieces are kept out of the login page's own chunk.
import { FeatureTexts } from '../../ui/FeatureTexts';
import { PasswordField } from '../../ui/PasswordField';
import { LoginSsoOffer } from './LoginSsoOffer';
import { loginErrorText } from './loginErrorText';
import { forgetPrerenderedLogin, prerenderedLogin } from './prerenderedInput';

const SsoLoginButton = lazy(() => import('../../features/sso/signin/SsoLoginButton'));

/**
 * The themed login (shell-and-admin §2.5) for /login, /corp/{corp}/login and /sede/{sede}/login. The
 * password lives only in this component's state and is cleared after every attempt. On success
 * the route view sees the new session and sends the user on to `redirect`.
 */
export default function LoginPage({ scope }: { scope: LoginScope }) {
  const { t } = useTranslation();
  const theme = useProductTheme();
  const { branding, unknown, urlName } = useLoginBranding(scope);
  // What was typed into the prerendered page before this form replaced it (prerenderedInput.ts).
  const [typed] = useState(prerenderedLogin);
  const [username, setUsername] = useState(typed?.username ?? '');
  const [password, setPassword] = useState(typed?.password ?? '');
  useEffect(forgetPrerenderedLogin, []);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const title = branding?.centroName ?? branding?.siteName ?? theme.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || username.trim() === '' || password === '') return;
    setPending(true);
    setError(null);
    try {
      await signIn(username.trim(), password, {
        siteId: branding?.siteId,
        centroId: branding?.centroId ?? undefined,
      });
    } catch (e) {
      setError(loginErrorText(e, t));
      setPending(false);
    } finally {
      setPassword('');
    }
  };

  return (
    <Box
      data-testid="login-page"
      sx={{
        minHeight: 'calc(100vh - 64px)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        backgroundImage: `url("${branding?.background ?? theme.loginBackground}"), url("${theme.loginBackground}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Paper elevation={8} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <FallbackImg
            src={branding?.logo ?? theme.logo}
            fallback={theme.logo}
            alt={title}
            style={{ maxHeight: 56, maxWidth: '100%' }}
          />
        </Box>
        <Typography component="h1" variant="h5" align="center" sx={{ fontWeight: 700 }}>
          {t('login.title')}
        </Typography>
        <Typography align="center" color="text.secondary" sx={{ mb: 3 }}>
          {t('login.subtitle', { name: title })}
        </Typography>
        {unknown && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('login.unknownCompany', { name: urlName })}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <TextField
              label={t('login.username')}
              name="username"
              autoComplete="username"
              autoFocus={typed?.focused !== 'password'}
              required
              fullWidth
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'login-username', maxLength: 150 } }}
            />
            <PasswordField
              testId="login-password"
              showLabel={t('login.showPassword')}
              hideLabel={t('login.hidePassword')}
              label={t('login.password')}
              name="password"
              autoComplete="current-password"
              autoFocus={typed?.focused === 'password'}
              required
              fullWidth
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {error && (
              <Alert severity="error" data-testid="login-error" sx={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              data-testid="login-submit"
              disabled={pending || username.trim() === '' || password === ''}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
        {branding?.ssoEnabled && (
          <Suspense fallback={null}>
            <FeatureTexts>
              <SsoLoginButton sitePath={branding.sitePath} />
            </FeatureTexts>
          </Suspense>
        )}
        {scope.kind === 'none' && <LoginSsoOffer />}
      </Paper>
    </Box>
  );
}
