import type { DirectoryRecord } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { globalMessage } from '../../../ui/globalMessage';
import { deleteFolder, reloadFolders } from '../api';
import { deleteRefusalText } from '../model/refusal';

/**
 * Asks before deleting a folder (`DELETE {centro}/directory/{id}/?business_process=`), through the
 * one confirm dialog. A refusal (records-explorer §8) closes the dialog and says the spec's
 * 'directory.not_able_to_delete' (our `folders.directory.not_able_to_delete`) with the server's
 * reason in the global message; either way the centro's folder list is read again.
 */
export function DeleteFolderDialog({
  folder,
  scope,
  businessProcess,
  onClose,
}: {
  folder: DirectoryRecord;
  scope: string;
  businessProcess: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const remove = async () => {
    try {
      await deleteFolder(scope, folder.id, businessProcess);
      globalMessage.set({ text: t('folders.delete.deleted', { name: folder.name }), severity: 'success' });
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
      void reloadFolders(queryClient, scope);
    }
  };

  return (
    <ConfirmDialog
      testId="folder-delete"
      title={t('folders.delete.title')}
      question={t('folders.delete.confirm', { path: folder.readable_path })}
      confirmLabel={t('folders.delete.confirmButton')}
      keepLabel={t('folders.delete.cancel')}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
