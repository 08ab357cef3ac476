import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type BpRecord, CONFIRM_DIALOG_WIDTH_PX } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/errorText';
import { deleteBp } from '../api';

/**
 * Asks before a BP is deleted (confirm dialog width 600, spec §9). The server refuses while units
 * or other BPs depend on it; its reason stays in the dialog.
 */
export function DeleteBpDialog({
  record,
  sitePath,
  onClose,
}: {
  record: BpRecord;
  sitePath: string;
  onClose(deleted: boolean): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteBp(sitePath, record);
      onClose(true);
    } catch (e) {
      setError(e instanceof ApiError ? errorText(e, t) : String(e));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onClose(false)}
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid="bp-delete-dialog"
    >
      <DialogTitle>{t('bpAdmin.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('bpAdmin.delete.question', { reference: record.reference, name: record.name })}
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }} data-testid="bp-delete-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(false)} disabled={busy}>
          {t('bpAdmin.delete.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void confirm()}
          disabled={busy}
          data-testid="bp-delete-confirm"
        >
          {t('bpAdmin.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
