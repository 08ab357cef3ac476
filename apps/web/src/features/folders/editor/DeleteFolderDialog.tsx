import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import type { DirectoryRecord } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { globalMessage } from '../../../ui/globalMessage';
import { deleteFolder, reloadFolders } from '../api';
import { deleteRefusalText } from '../model/refusal';

/**
 * Asks before deleting a folder (`DELETE {centro}/directory/{id}/?business_process=`). A refusal
 * (spec §8) closes the dialog and says the spec's 'directory.not_able_to_delete' (our
 * `folders.directory.not_able_to_delete`) with the server's reason in the global message; either way the centro's folder list is read again.
 */
export function DeleteFolderDialog({
  folder,
  scope,
  businessProcess,
  onClose,
}: {
  folder: DirectoryRecord | null;
  scope: string;
  businessProcess: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const confirm = async (target: DirectoryRecord) => {
    setBusy(true);
    try {
      await deleteFolder(scope, target.id, businessProcess);
      globalMessage.set({ text: t('folders.delete.deleted', { name: target.name }), severity: 'success' });
    } catch (error) {
      const body = error instanceof ApiError ? error.data : null;
      globalMessage.set({
        text: deleteRefusalText(t, body),
        severity: 'error',
        ...(error instanceof ApiError && {
          details: { data: error.data, status: error.status, params: error.params ?? null, url: error.url },
        }),
      });
    } finally {
      setBusy(false);
      onClose();
      await reloadFolders(queryClient, scope);
    }
  };

  return (
    <Dialog open={folder !== null} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('folders.delete.title')}</DialogTitle>
      {busy && <LinearProgress />}
      <DialogContent>
        <DialogContentText sx={{ wordBreak: 'break-word' }}>
          {folder ? t('folders.delete.confirm', { path: folder.readable_path }) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('folders.delete.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || folder === null}
          onClick={() => folder && void confirm(folder)}
          data-testid="folder-delete-confirm"
        >
          {t('folders.delete.confirmButton')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
