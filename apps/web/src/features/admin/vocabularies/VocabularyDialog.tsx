import { type VocabularyEntry, vocabularyFields } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { type AdminScope, adminApi } from '../api/endpoints';
import { EditDialog } from '../common/EditDialog';
import { FormText } from '../common/FormFields';
import { checkWith, useAdminForm } from '../common/useAdminForm';

const check = checkWith(vocabularyFields);

/**
 * Add or edit one entry (shell-and-admin §5 "Vocabulary"): key and value required; the vocabulary name
 * required, and read-only when a key is added to an existing group (`preset`).
 */
export function VocabularyDialog({
  scope,
  entry,
  preset,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  entry: VocabularyEntry | null;
  preset: string | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const labels = {
    vocabulary: t('admin.vocabularies.fields.vocabulary'),
    key: t('admin.vocabularies.fields.key'),
    value: t('admin.vocabularies.fields.value'),
  };
  const form = useAdminForm({
    initial: { vocabulary: entry?.vocabulary ?? preset ?? '', key: entry?.key ?? '', value: entry?.value ?? '' },
    check,
    labels,
    save: (values) => adminApi.vocabularies.save(scope, entry?.id ?? null, values),
    onSaved,
  });
  const title = entry
    ? t('admin.vocabularies.edit')
    : preset
      ? t('admin.vocabularies.addKeyTo', { vocabulary: preset })
      : t('admin.vocabularies.addVocabulary');
  const presetOnly = entry === null && preset !== null;
  return (
    <EditDialog
      testId="vocabulary-dialog"
      title={title}
      saving={form.saving}
      alert={form.alert}
      onClose={onClose}
      onSubmit={form.submit}
    >
      <FormText
        form={form}
        name="vocabulary"
        label={labels.vocabulary}
        testId="vocabulary-vocabulary"
        hint={presetOnly ? t('admin.vocabularies.presetHint') : undefined}
        required
        autoFocus={!presetOnly}
        disabled={presetOnly}
      />
      <FormText form={form} name="key" label={labels.key} testId="vocabulary-key" required autoFocus={presetOnly} />
      <FormText
        form={form}
        name="value"
        label={labels.value}
        testId="vocabulary-value"
        required
        multiline
        minRows={1}
      />
    </EditDialog>
  );
}
