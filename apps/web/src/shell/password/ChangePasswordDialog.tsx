import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_DIALOG_MAX_WIDTH_PX, type PasswordChangeRequest } from '@qualium/contracts';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { formatFormErrors } from '../../api/formErrors';
import { changePassword } from '../../api/password';
import { useSession } from '../../session/session';
import { globalMessage } from '../../ui/globalMessage';
import { PasswordField as PasswordInput } from '../../ui/PasswordField';
import { shellUi, useShellUi } from '../shellUi';
import { checkPasswordForm, EMPTY_PASSWORD_FORM, type PasswordField, translateRuleMessages } from './passwordForm';

const FIELD_LABEL_KEYS: Record<PasswordField, string> = {
  current_password: 'password.current',
  new_password: 'password.new',
  confirm_password: 'password.confirm',
};

/**
 * Change password (shell-and-admin §2.6): persistent (a backdrop click does not close it, Esc does),
 * max width 400 px, Save enabled only for a valid form, server errors through the form-error routine.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const open = useShellUi((s) => s.password);
  const user = useSession((s) => s.persisted.user);
  const site = useSession((s) => s.persisted.site);
  const strength = useSession((s) => s.persisted.site_data?.password_strength ?? false);
  const [values, setValues] = useState<PasswordChangeRequest>(EMPTY_PASSWORD_FORM);
  const [touched, setTouched] = useState<Partial<Record<PasswordField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const check = checkPasswordForm(values, strength);

  const clear = () => {
    setValues(EMPTY_PASSWORD_FORM);
    setTouched({});
    setServerErrors([]);
  };
  const close = () => {
    clear();
    shellUi.set({ password: false });
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!check.valid || saving || !user || !site) return;
    setSaving(true);
    setServerErrors([]);
    try {
      await changePassword(site, user.id, values);
      close();
      globalMessage.set({ severity: 'success', text: t('password.success') });
    } catch (error) {
      const labels = Object.fromEntries(Object.entries(FIELD_LABEL_KEYS).map(([k, v]) => [k, t(v)]));
      const lines =
        error instanceof ApiError && error.status !== 0
          ? formatFormErrors(
              translateRuleMessages(error.data, (key) => t(key)),
              labels,
            )
          : [t('globalMessage.networkError')];
      setServerErrors(
        lines.length > 0 ? lines : [t('globalMessage.httpError', { status: (error as ApiError).status })],
      );
    } finally {
      setSaving(false);
    }
  };

  const field = (name: PasswordField) => {
    const errorKey = touched[name] ? check.errors[name] : undefined;
    const common = {
      label: t(FIELD_LABEL_KEYS[name]),
      name,
      value: values[name],
      required: true,
      fullWidth: true,
      size: 'small' as const,
      error: errorKey !== undefined,
      helperText: errorKey ? t(errorKey) : ' ',
      autoComplete: name === 'current_password' ? 'current-password' : 'new-password',
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        setTouched((x) => ({ ...x, [name]: true }));
      },
      onBlur: () => setTouched((x) => ({ ...x, [name]: true })),
    };
    const testId = { current_password: 'pwd-current', new_password: 'pwd-new', confirm_password: 'pwd-confirm' }[name];
    if (name === 'current_password') {
      return <TextField {...common} type="password" slotProps={{ htmlInput: { 'data-testid': testId } }} />;
    }
    return <PasswordInput {...common} testId={testId} showLabel={t('password.show')} hideLabel={t('password.hide')} />;
  };

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') close();
      }}
      fullWidth
      aria-labelledby="change-password-title"
      slotProps={{ paper: { sx: { maxWidth: PASSWORD_DIALOG_MAX_WIDTH_PX } } }}
    >
      <form onSubmit={save} noValidate data-testid="change-password-dialog">
        <DialogTitle id="change-password-title">{t('password.title')}</DialogTitle>
        <DialogContent>
          {user && (
            <Box
              component="dl"
              data-testid="pwd-user"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
            >
              {(
                [
                  ['password.firstName', user.first_name],
                  ['password.lastName', user.last_name],
                  ['password.username', user.username],
                  ['password.email', user.email],
                ] as const
              ).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(label)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, wordBreak: 'break-all' }}>
                    {value || '—'}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          {!site && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="pwd-no-session">
              {t('password.noClientSession')}
            </Alert>
          )}
          <Stack spacing={1.5}>
            {field('current_password')}
            {field('new_password')}
            {field('confirm_password')}
          </Stack>
          {serverErrors.length > 0 && (
            <Alert severity="error" data-testid="pwd-error" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {serverErrors.join('\n')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={clear} data-testid="pwd-clear" disabled={saving}>
            {t('password.clear')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            data-testid="pwd-save"
            disabled={!check.valid || saving || !site}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('password.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
