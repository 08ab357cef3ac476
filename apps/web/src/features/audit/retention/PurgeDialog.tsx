import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { CONFIRM_DIALOG_WIDTH_PX, REASON_MAX_LENGTH, type RetentionUnit } from '@qualium/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { saveBlob } from '../../../api/download';
import { errorText } from '../../../api/errorText';
import { formatFormErrors } from '../../../api/formErrors';
import { useSsoIdentity } from '../../../session/useSsoIdentity';
import { PasswordField } from '../../../ui/PasswordField';
import { SsoIdentityNote } from '../../../ui/SsoIdentityNote';
import { useIsMobile } from '../../../ui/useIsMobile';
import { purgeUnit, startPurgeSigning } from './api';

/**
 * The purge of one unit past retention (issue 15 §4): the administrator gives the reason and signs
 * with their password or, when they sign through their company's identity provider (`ssoIdp`, as a
 * transition's signature does), with a fresh sign-in there in a window of its own. On success the dossier the server hashed into the "purged" audit entry is
 * saved as JSON (the unit's last export), and `onClose(true)` lets the list refresh. A refusal
 * (wrong password, unit still within its period) stays in the dialog in the server's words.
 * Test ids: `purge-dialog`, `purge-reason`, `purge-password`, `purge-confirm`, `purge-cancel`, `purge-error`,
 * and the IdP note's `signature-sso-note`, `signature-sso-waiting`, `signature-sso-refused`.
 */
export function PurgeDialog({
  scopePath,
  unit,
  ssoIdp,
  onClose,
}: {
  scopePath: string;
  unit: RetentionUnit;
  /** The IdP (its host) this administrator signs through; null: the password. */
  ssoIdp: string | null;
  onClose: (purged: boolean) => void;
}) {
  const { t } = useTranslation();
  const phone = useIsMobile();
  const [reason, setReason] = useState('');
  const [password, setPassword] = useState('');
  const sso = useSsoIdentity(ssoIdp, () => startPurgeSigning(scopePath, unit.uid, { version: unit.version }));
  const purge = useMutation({
    mutationFn: (proof: { password: string } | { sso_code: string }) =>
      purgeUnit(scopePath, unit.uid, { reason: reason.trim(), ...proof }),
    onSuccess: (answer) => {
      const json = new Blob([JSON.stringify(answer.dossier, null, 2)], { type: 'application/json' });
      saveBlob(json, `${unit.reference}-dossier.json`);
      onClose(true);
    },
  });
  // A refused field is named by its label (shell-and-admin §8), any other failure in the server's words.
  const labels = {
    reason: t('audit.retention.purge.reason'),
    password: t('audit.retention.purge.password'),
    sso_code: t('audit.retention.purge.identity'),
  };
  const failure = !purge.error
    ? null
    : !(purge.error instanceof ApiError)
      ? String(purge.error)
      : purge.error.status === 400
        ? formatFormErrors(purge.error.data, labels).join('\n')
        : errorText(purge.error, t);
  const ready = reason.trim() !== '' && (ssoIdp !== null || password !== '') && !purge.isPending && !sso.waiting;
  // Through the IdP its window opens first, so this runs inside the click (popup blockers).
  const confirm = async () => {
    if (ssoIdp === null) return purge.mutate({ password });
    const code = await sso.identify();
    if (code !== null) purge.mutate({ sso_code: code });
  };
  return (
    <Dialog
      open
      fullScreen={phone}
      onClose={() => !purge.isPending && onClose(false)}
      slotProps={{ paper: { sx: phone ? {} : { width: CONFIRM_DIALOG_WIDTH_PX, maxWidth: '100%' } } }}
      data-testid="purge-dialog"
    >
      {purge.isPending && <LinearProgress />}
      <DialogTitle>{t('audit.retention.purge.title', { reference: unit.reference })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="warning">{t('audit.retention.purge.warning', { title: unit.title })}</Alert>
        <TextField
          label={t('audit.retention.purge.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          autoFocus
          slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH, 'data-testid': 'purge-reason' } }}
        />
        {ssoIdp === null ? (
          <PasswordField
            label={t('audit.retention.purge.password')}
            helperText={t('audit.retention.purge.passwordHint')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoComplete="current-password"
            testId="purge-password"
            showLabel={t('audit.retention.purge.showPassword')}
            hideLabel={t('audit.retention.purge.hidePassword')}
          />
        ) : (
          <SsoIdentityNote idp={ssoIdp} sso={sso} />
        )}
        {failure && (
          <Alert severity="error" data-testid="purge-error" sx={{ whiteSpace: 'pre-line' }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={purge.isPending} data-testid="purge-cancel">
          {t('audit.retention.purge.cancel')}
        </Button>
        <Button variant="contained" color="error" disabled={!ready} onClick={confirm} data-testid="purge-confirm">
          {ssoIdp === null ? t('audit.retention.purge.confirm') : t('sso.signing.submit', { idp: ssoIdp })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
