import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { globalMessage } from '../../../ui/globalMessage';
import { saveErrorLines } from './useAdminForm';

/** Copy Parent (menus, vocabularies): shown only when the server offers it; busy while it copies. */
export function CopyFromParentButton({
  label,
  testId,
  run,
  onDone,
}: {
  label: string;
  testId: string;
  run(): Promise<unknown>;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    try {
      await run();
      globalMessage.set({ severity: 'success', text: t('admin.common.copied') });
    } catch (error) {
      globalMessage.set({ severity: 'error', text: saveErrorLines(error, {}, t('admin.form.saveFailed')).join('\n') });
    } finally {
      setBusy(false);
      onDone();
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={copy}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <ContentCopyIcon />}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
