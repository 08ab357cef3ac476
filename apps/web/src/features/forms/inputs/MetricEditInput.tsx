import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fieldErrorText, type IndicatorMetric } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMetric, errorsByMetric, removeMetric, replaceMetric } from '../model/metrics';
import { fieldHelp } from './fieldHelp';
import { MetricDialog } from './MetricDialog';
import type { InputProps } from './types';

/**
 * The indicator's metric list (metric edit): each metric with its number, weight, name and kind;
 * add, edit and delete, ids renumbered after a delete (records-explorer §2 Other, §3 Metric).
 */
export function MetricEditInput({
  input,
  value,
  onChange,
  errors,
  serverErrors,
  busy,
  context,
}: InputProps<'metrics'>) {
  const { t } = useTranslation();
  // undefined: closed; -1: a new metric; otherwise the index edited.
  const [editing, setEditing] = useState<number | undefined>(undefined);
  const rowErrors = errorsByMetric(errors);
  const help = fieldHelp(
    input.help_text,
    errors.filter((e) => typeof e.params?.metric !== 'number'),
    serverErrors,
    context.lang,
  );
  const disabled = input.disabled || busy;
  const totalWeight = value.reduce((sum, m) => sum + (Number.isFinite(m.weight) ? m.weight : 0), 0);

  const save = (metric: IndicatorMetric) => {
    onChange(
      editing === -1 || editing === undefined ? addMetric(value, metric) : replaceMetric(value, editing, metric),
    );
    setEditing(undefined);
  };

  return (
    <FormControl
      fullWidth
      required={input.required}
      error={help.error || rowErrors.size > 0}
      data-testid={`metrics-${input.id}`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <FormLabel sx={{ fontSize: 13 }}>{input.label}</FormLabel>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled}
          onClick={() => setEditing(-1)}
          data-testid={`metric-add-${input.id}`}
        >
          {t('forms.metrics.add')}
        </Button>
      </Stack>
      <Box sx={{ border: 1, borderColor: help.error ? 'error.main' : 'divider', borderRadius: 1 }}>
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {t('forms.metrics.empty')}
          </Typography>
        ) : (
          value.map((metric, index) => {
            const problems = rowErrors.get(index) ?? [];
            return (
              <Stack
                key={metric.id}
                direction="row"
                spacing={1.5}
                data-testid={`metric-row-${metric.id}`}
                sx={{ alignItems: 'center', px: 1.5, py: 1, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
              >
                <Chip size="small" label={metric.id} sx={{ minWidth: 32, fontWeight: 600 }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
                    {metric.name || '—'}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`forms.metrics.types.${metric.type}`)} ·{' '}
                    {t('forms.metrics.weightOf', { weight: metric.weight, total: totalWeight })}
                  </Typography>
                  {problems.length > 0 && (
                    <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                      {problems.map((p) => `${p.params?.path ?? ''}: ${fieldErrorText(p, context.lang)}`).join(' · ')}
                    </Typography>
                  )}
                </Box>
                <IconButton
                  size="small"
                  disabled={disabled}
                  aria-label={t('forms.metrics.edit', { name: metric.name })}
                  onClick={() => setEditing(index)}
                  data-testid={`metric-edit-${metric.id}`}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  disabled={disabled}
                  aria-label={t('forms.metrics.delete', { name: metric.name })}
                  onClick={() => onChange(removeMetric(value, index))}
                  data-testid={`metric-delete-${metric.id}`}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Stack>
            );
          })
        )}
      </Box>
      {help.helperText && <FormHelperText>{help.helperText}</FormHelperText>}
      {editing !== undefined && (
        <MetricDialog
          metric={editing === -1 ? undefined : value[editing]}
          id={editing === -1 ? value.length + 1 : (value[editing]?.id ?? editing + 1)}
          context={context}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
    </FormControl>
  );
}
