import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The server's reasons for refusing a template (docxtemplater's explanations, unknown placeholders…). */
export function RefusedAlert({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <Alert severity="error" data-testid="template-refused" sx={{ whiteSpace: 'pre-line' }}>
      {t('reports.check.refused')}
      {lines.map((line) => `\n• ${line}`).join('')}
    </Alert>
  );
}
