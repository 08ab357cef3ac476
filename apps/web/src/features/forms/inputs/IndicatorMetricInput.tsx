import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorsByMetric } from '../model/metrics';
import { fieldHelp } from './fieldHelp';
import { MetricCell } from './MetricCell';
import type { InputProps } from './types';

/**
 * The indicator's metrics scored one by one (indicator metric): their definitions stay as they
 * are, each gets its current value (a category, a number).
 */
export function IndicatorMetricInput({
  input,
  value,
  onChange,
  errors,
  serverErrors,
  busy,
  context,
}: InputProps<'metrics'>) {
  const { t } = useTranslation();
  const rowErrors = errorsByMetric(errors);
  const help = fieldHelp(
    input.help_text,
    errors.filter((e) => typeof e.params?.metric !== 'number'),
    serverErrors,
    context.lang,
  );
  const text = (v: unknown) => (v === null || v === undefined || typeof v === 'object' ? '' : String(v));
  return (
    <FormControl fullWidth required={input.required} error={help.error} data-testid={`metric-values-${input.id}`}>
      <FormLabel sx={{ fontSize: 13, mb: 1 }}>{input.label}</FormLabel>
      {value.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('forms.metrics.empty')}
        </Typography>
      ) : (
        <Stack spacing={1}>
          {value.map((metric, index) => (
            <Stack key={metric.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {metric.id}. {metric.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t(`forms.metrics.types.${metric.type}`)}
                </Typography>
              </Box>
              <Box sx={{ width: 180 }}>
                <MetricCell
                  metric={metric}
                  value={text(metric.value)}
                  onChange={(next) => onChange(value.map((m, i) => (i === index ? { ...m, value: next } : m)))}
                  disabled={input.disabled || busy || metric.type === 'indicator'}
                  error={rowErrors.has(index)}
                  lang={context.lang}
                  testId={`metric-value-${input.id}-${metric.id}`}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      {help.helperText && <FormHelperText>{help.helperText}</FormHelperText>}
    </FormControl>
  );
}
