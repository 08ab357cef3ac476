import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CONFIRM_DIALOG_WIDTH_PX } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorLines } from './useAdminForm';

/**
 * A delete confirmation (spec §9: confirm dialogs are 600 px wide). A refusal (an item in use)
 * stays in the dialog with the server's words; success closes it.
 */
export function ConfirmDialog({
  title,
  question,
  confirmLabel,
  testId,
  onConfirm,
  onClose,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  testId: string;
  onConfirm(): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  const confirm = async () => {
    setBusy(true);
    setProblem([]);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setProblem(saveErrorLines(error, {}, t('admin.form.deleteFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      data-testid={testId}
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH_PX, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle sx={{ fontWeight: 700 }}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
        {problem.length > 0 && (
          <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }} data-testid={`${testId}-error`}>
            {problem.join('\n')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} data-testid={`${testId}-no`}>
          {t('admin.confirm.no')}
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy} data-testid={`${testId}-yes`}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
