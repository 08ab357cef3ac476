import type { TFunction } from 'i18next';

/**
 * The texts every administration delete confirmation shares; each screen adds its own title and
 * question. A failure the server explains nothing of reads "could not be deleted, try again".
 */
export function deleteTexts(t: TFunction) {
  return {
    confirmLabel: t('admin.common.delete'),
    keepLabel: t('admin.confirm.no'),
    failedText: t('admin.form.deleteFailed'),
  };
}
