import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';

/** A yes/no cell: a tick, or a faint dash; the word for screen readers. */
export function Tick({ value, testId }: { value: boolean; testId?: string }) {
  const { t } = useTranslation();
  const label = t(value ? 'admin.common.yes' : 'admin.common.no');
  return value ? (
    <CheckIcon fontSize="small" color="success" aria-label={label} data-testid={testId} data-value="true" />
  ) : (
    <RemoveIcon
      fontSize="small"
      sx={{ color: 'text.disabled' }}
      aria-label={label}
      data-testid={testId}
      data-value="false"
    />
  );
}
