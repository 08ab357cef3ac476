import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../ui/useIsMobile';

/**
 * The add/edit modal of the administration screens: a form with its fields, an alert with the
 * problems of a refused save (the shared form-error routine's lines), Cancel and Save. Full screen
 * on a phone. A click beside it does not close it (what was typed would be lost); Esc and Cancel
 * do, except while saving.
 */
export function EditDialog({
  title,
  testId,
  saving,
  alert,
  onClose,
  onSubmit,
  children,
  maxWidth = 'sm',
}: {
  title: string;
  testId: string;
  saving: boolean;
  alert: string[];
  onClose(): void;
  onSubmit(event: FormEvent): void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const close = (_event: unknown, reason?: string) => {
    if (saving || reason === 'backdropClick') return;
    onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={mobile}
      data-testid={testId}
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle sx={{ fontWeight: 700 }}>{title}</DialogTitle>
      {saving && <LinearProgress aria-label={t('admin.form.saving')} />}
      <DialogContent dividers>
        <Stack spacing={2}>
          {alert.length > 0 && (
            <Alert severity="error" data-testid={`${testId}-errors`} sx={{ whiteSpace: 'pre-line' }}>
              {alert.join('\n')}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={saving} data-testid={`${testId}-cancel`}>
          {t('admin.form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving} data-testid={`${testId}-save`}>
          {t('admin.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
