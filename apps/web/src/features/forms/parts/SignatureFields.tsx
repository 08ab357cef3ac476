import DrawIcon from '@mui/icons-material/Draw';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FIELD_MESSAGES, fieldErrorText, type Language, REASON_MAX_LENGTH } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSsoIdentity } from '../../../session/useSsoIdentity';
import { SsoIdentityNote } from '../../../ui/SsoIdentityNote';
import { startSsoSigning } from '../api';
import type { DialogData } from '../useDialogData';

/**
 * What a transition asks besides its fields (docs/bp-definition.md "Signatures", "Reason for
 * change"): the electronic signature (user name on the session's first signature, password, reason)
 * and the reason for change of an approved unit. The server checks all of it again.
 */
export interface Signing {
  username: string;
  password: string;
  reason: string;
  reasonForChange: string;
}

const EMPTY: Signing = { username: '', password: '', reason: '', reasonForChange: '' };

/** The section's drafts, what is missing, and the control fields they become in the write. */
export function useSigning(data: DialogData, scope: string, transitionId: string | undefined) {
  const [values, setValues] = useState<Signing>(EMPTY);
  const ask = data.signature;
  // A user without a password signs through a fresh sign-in at this identity provider.
  const ssoIdp = ask?.sso_idp ?? null;
  const sso = useSsoIdentity(ssoIdp, () =>
    startSsoSigning(scope, data.unit!.uid, { transition_id: transitionId!, version: data.unit!.version }),
  );
  const missing = {
    username: Boolean(ask?.username_required) && values.username.trim() === '',
    password: ask !== null && ssoIdp === null && values.password === '',
    reason: Boolean(ask?.reason_required) && values.reason.trim() === '',
  };
  const controlWith = (proof: { username?: string; password: string } | { sso_code: string }) => ({
    ...(ask
      ? { signature: JSON.stringify({ ...proof, ...(values.reason.trim() ? { reason: values.reason.trim() } : {}) }) }
      : {}),
    ...(data.reasonForChange && values.reasonForChange.trim()
      ? { reason_for_change: values.reasonForChange.trim() }
      : {}),
  });
  /**
   * The control fields of the write. A signature through the IdP first opens its window, so this
   * must run inside the click; null when the user cancelled or the IdP refused.
   */
  const controlToSend = async () => {
    if (ssoIdp === null) {
      const username = values.username.trim();
      return controlWith({ ...(username ? { username } : {}), password: values.password });
    }
    const code = await sso.identify();
    return code === null ? null : controlWith({ sso_code: code });
  };
  const change = (key: keyof Signing, value: string) => setValues((v) => ({ ...v, [key]: value }));
  return {
    values,
    change,
    missing,
    incomplete: Object.values(missing).some(Boolean),
    ssoIdp,
    sso,
    controlToSend,
  };
}

export function SignatureFields({
  data,
  signing,
  tried,
  serverErrors,
  busy,
  lang,
}: {
  data: DialogData;
  signing: ReturnType<typeof useSigning>;
  tried: boolean;
  serverErrors: Record<string, string[]>;
  busy: boolean;
  lang: Language;
}) {
  const { t } = useTranslation();
  const ask = data.signature;
  if (!ask && !data.reasonForChange) return null;
  const required = fieldErrorText({ code: FIELD_MESSAGES.required }, lang);
  const errorOf = (key: keyof typeof signing.missing) => (tried && signing.missing[key] ? required : null);
  const field = (key: keyof Signing, props: { label: string; required: boolean; error: string | null }) => ({
    label: props.label,
    required: props.required,
    value: signing.values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => signing.change(key, e.target.value),
    error: props.error !== null,
    helperText: props.error ?? ' ',
    disabled: busy,
    fullWidth: true,
    size: 'small' as const,
  });
  return (
    <>
      <Divider sx={{ my: 2.5 }} />
      {data.reasonForChange && (
        <Box data-field="reason_for_change" sx={{ mb: ask ? 2 : 0 }}>
          <TextField
            {...field('reasonForChange', {
              label: t('forms.signature.reasonForChange'),
              required: false,
              error: serverErrors.reason_for_change?.join(' · ') ?? null,
            })}
            helperText={serverErrors.reason_for_change?.join(' · ') ?? t('forms.signature.reasonForChangeHelp')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH, 'data-testid': 'input-reason-for-change' } }}
          />
        </Box>
      )}
      {ask && (
        <Box data-field="signature" data-testid="form-signature">
          <Typography variant="subtitle2" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <DrawIcon fontSize="small" color="primary" />
            {t('forms.signature.section')}
          </Typography>
          <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="form-signature-meaning">
            {t('forms.signature.statement', { meaning: ask.meaning })}
          </Alert>
          {serverErrors.signature && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="form-signature-error">
              {serverErrors.signature.join(' ')}
            </Alert>
          )}
          <Grid container spacing={2}>
            {ask.username_required && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...field('username', {
                    label: t('forms.signature.username'),
                    required: true,
                    error: errorOf('username'),
                  })}
                  autoComplete="username"
                  slotProps={{ htmlInput: { 'data-testid': 'input-signature-username' } }}
                />
              </Grid>
            )}
            {signing.ssoIdp === null ? (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...field('password', {
                    label: t('forms.signature.password'),
                    required: true,
                    error: errorOf('password'),
                  })}
                  type="password"
                  autoComplete="current-password"
                  slotProps={{ htmlInput: { 'data-testid': 'input-signature-password' } }}
                />
              </Grid>
            ) : (
              <Grid size={12}>
                <SsoIdentityNote idp={signing.ssoIdp} sso={signing.sso} />
              </Grid>
            )}
            <Grid size={12}>
              <TextField
                {...field('reason', {
                  label: t('forms.signature.reason'),
                  required: ask.reason_required,
                  error: errorOf('reason'),
                })}
                slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH, 'data-testid': 'input-signature-reason' } }}
              />
            </Grid>
          </Grid>
        </Box>
      )}
    </>
  );
}
