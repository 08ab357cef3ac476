import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { IndicatorMetric } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { stepDraft } from '../model/numeric';
import { categoryNames, onlyPositive, unitsOf } from './metricValues';

/**
 * One metric's value as typed: a category chosen by name, or a number (sub-indicators score as
 * numbers) with arrow keys stepping by one unit, stopping at 0 for only-positive metrics.
 */
export function MetricCell({
  metric,
  value,
  onChange,
  disabled,
  error,
  lang,
  testId,
}: {
  metric: IndicatorMetric;
  value: string;
  onChange: (text: string) => void;
  disabled: boolean;
  error: boolean;
  lang: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (metric.type === 'category') {
    return (
      <TextField
        select
        size="small"
        fullWidth
        value={value}
        disabled={disabled}
        error={error}
        onChange={(e) => onChange(String(e.target.value))}
        slotProps={{ htmlInput: { 'data-testid': testId, 'aria-label': metric.name } }}
      >
        <MenuItem value="">
          <em>{t('forms.options.none')}</em>
        </MenuItem>
        {categoryNames(metric).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const decimals = (metric.metric_config as { number_type?: unknown }).number_type === 'float' ? 2 : 0;
  const units = unitsOf(metric);
  return (
    <TextField
      size="small"
      fullWidth
      value={value}
      disabled={disabled}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        onChange(stepDraft(value, e.key === 'ArrowUp' ? 1 : -1, decimals, lang, onlyPositive(metric)));
      }}
      slotProps={{
        htmlInput: {
          'data-testid': testId,
          'aria-label': metric.name,
          inputMode: 'decimal',
          sx: { textAlign: 'right' },
        },
        input: units ? { endAdornment: <InputAdornment position="end">{units}</InputAdornment> } : undefined,
      }}
    />
  );
}
