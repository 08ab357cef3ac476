import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CONFIRM_DIALOG_WIDTH_PX } from '@qualium/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/errorText';

/**
 * Asks before something is destroyed (confirm dialog width 600, spec §9). A refusal of the server
 * (what still depends on it) stays in the dialog, which then only offers to keep it.
 */
export function ConfirmDialog({
  title,
  question,
  notice,
  confirmLabel,
  keepLabel,
  onConfirm,
  onClose,
  testId,
}: {
  title: string;
  question: ReactNode;
  /** Shown before asking: what the server will likely refuse it for. */
  notice?: string | null;
  confirmLabel: string;
  keepLabel: string;
  onConfirm(): Promise<void>;
  onClose(done: boolean): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
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
      data-testid={testId}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{question}</DialogContentText>
        {notice && !error && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {notice}
          </Alert>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }} data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(false)} disabled={busy} data-testid={`${testId}-keep`}>
          {keepLabel}
        </Button>
        {!error && (
          <Button
            color="error"
            variant="contained"
            onClick={() => void confirm()}
            disabled={busy}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
