import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { CONFIRM_DIALOG_WIDTH_PX } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmFailureText } from './confirmFailure';

/**
 * The one question asked before something is destroyed (shell-and-admin §9: confirm dialogs are 600 px
 * wide). While the action runs both buttons are disabled and a bar shows progress; success closes
 * it with `onClose(true)`, keeping with `onClose(false)`. A failure stays in the dialog in the
 * server's words; with `refusalIsFinal` the dialog then only offers to keep the item.
 * Test ids: `{testId}` on the dialog, `{testId}-confirm`, `{testId}-keep`, `{testId}-error`.
 */
export function ConfirmDialog({
  testId,
  title,
  question,
  notice,
  confirmLabel,
  keepLabel,
  failedText,
  refusalIsFinal = false,
  onConfirm,
  onClose,
}: {
  testId: string;
  title: string;
  question: string;
  /** Shown before asking: what the server will likely refuse it for. */
  notice?: string | null;
  confirmLabel: string;
  keepLabel: string;
  /** Shown for a failure the server gave no words for, instead of the generic network / HTTP line. */
  failedText?: string;
  /** After a failure, retrying cannot help: the confirm button goes away. */
  refusalIsFinal?: boolean;
  onConfirm(): Promise<void>;
  onClose(done: boolean): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      // Stays busy until the caller unmounts it: no second click on an item already gone.
      onClose(true);
    } catch (e) {
      setError(confirmFailureText(e, t, failedText));
      setBusy(false);
    }
  };
  const keep = () => onClose(false);
  return (
    <Dialog
      open
      onClose={busy ? undefined : keep}
      data-testid={testId}
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {/* Over the paper's top edge, so that the layout does not move while the action runs. */}
      {busy && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {/* A long path or name breaks rather than widening the dialog. */}
        <DialogContentText sx={{ wordBreak: 'break-word' }}>{question}</DialogContentText>
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
        <Button onClick={keep} disabled={busy} data-testid={`${testId}-keep`}>
          {keepLabel}
        </Button>
        {!(error && refusalIsFinal) && (
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
