import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/**
 * The question every administration screen asks before a delete, through the one confirm dialog:
 * the screen's title and question, Delete and No. A failure the server explains nothing of reads
 * "could not be deleted, try again"; a refusal in its words stays in the dialog.
 */
export function DeleteConfirm({
  testId,
  title,
  question,
  onDelete,
  onClose,
}: {
  testId: string;
  title: string;
  question: string;
  onDelete(): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      testId={testId}
      title={title}
      question={question}
      confirmLabel={t('admin.common.delete')}
      keepLabel={t('admin.confirm.no')}
      failedText={t('admin.form.deleteFailed')}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
