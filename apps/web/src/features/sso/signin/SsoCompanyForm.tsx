import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { fetchSitePath } from '../../../api/session';
import { ssoLoginPath } from './loginPaths';

/**
 * Asks which company to sign in to through single sign-on, so no user is left without a way in:
 * a company that has it goes on to /ssologin for it; any other is named back with why not.
 */
export default function SsoCompanyForm({ redirect, initial = '' }: { redirect: string | null; initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [company, setCompany] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = company.trim().toLowerCase();
    if (name === '' || pending) return;
    setPending(true);
    setProblem(null);
    try {
      const site = await fetchSitePath(name);
      if (site.sso_enabled) navigate(ssoLoginPath(name, redirect));
      else setProblem(t('sso.login.notSso', { name: site.name }));
    } catch (e) {
      setProblem(
        t(e instanceof ApiError && e.status === 404 ? 'sso.login.unknownCompany' : 'sso.login.lookupFailed', { name }),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="sso-company-form">
      <Stack spacing={2}>
        <TextField
          label={t('sso.login.company')}
          helperText={t('sso.login.companyHint')}
          value={company}
          onChange={(e) => setCompany(e.target.value)}
          autoComplete="organization"
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'sso-company', maxLength: 100 } }}
        />
        {problem && (
          <Alert severity="info" data-testid="sso-company-problem">
            {problem}
          </Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          size="large"
          startIcon={<KeyIcon />}
          disabled={pending || company.trim() === ''}
          data-testid="sso-company-submit"
        >
          {t('sso.login.button')}
        </Button>
      </Stack>
    </form>
  );
}
