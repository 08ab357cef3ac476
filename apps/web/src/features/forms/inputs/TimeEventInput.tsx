import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TimePeriod } from '@qualium/workflow';
import { useTranslation } from 'react-i18next';
import { timeEventSummary } from '../model/timeEvent';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/** Periods offered; `w` (week) means the same as `s` (semana) and is kept only when stored. */
const OFFERED: TimePeriod[] = ['d', 's', 'm', 'y'];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/**
 * A time event (records-explorer §3, §5): an amount of days, weeks, months or years, whether
 * weekends count, and for weekly events the weekdays (0 Monday … 6 Sunday). The form says how
 * many days that is, and when it had to be brought within the field's limits.
 */
export function TimeEventInput({
  input,
  value,
  onChange,
  errors,
  serverErrors,
  busy,
  context,
}: InputProps<'timeEvent'>) {
  const { t } = useTranslation();
  const disabled = input.disabled || busy;
  const periods = OFFERED.includes(value.tipo_periodo) ? OFFERED : [...OFFERED, value.tipo_periodo];
  const summary = timeEventSummary(input, value);
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);
  const weekly = value.tipo_periodo === 's' || value.tipo_periodo === 'w';
  return (
    <FormControl fullWidth required={input.required} error={help.error} data-testid={`timeevent-${input.id}`}>
      <FormLabel sx={{ fontSize: 13, mb: 0.75 }}>{input.label}</FormLabel>
      <Stack direction="row" spacing={1}>
        <TextField
          label={t('forms.timeEvent.amount')}
          value={value.amount}
          onChange={(e) => onChange({ ...value, amount: e.target.value })}
          disabled={disabled}
          error={help.error}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'data-testid': `input-${input.id}-amount`, inputMode: 'numeric' } }}
        />
        <TextField
          select
          label={t('forms.timeEvent.period')}
          value={value.tipo_periodo}
          onChange={(e) => onChange({ ...value, tipo_periodo: e.target.value as TimePeriod })}
          disabled={disabled}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'data-testid': `input-${input.id}-period` } }}
        >
          {periods.map((p) => (
            <MenuItem key={p} value={p} data-testid={`option-${input.id}-period-${p}`}>
              {t(`forms.timeEvent.periods.${p}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControlLabel
        sx={{ mt: 0.5 }}
        disabled={disabled}
        label={t('forms.timeEvent.weekends')}
        control={
          <Checkbox
            size="small"
            checked={value.incluye_findes}
            onChange={(e) => onChange({ ...value, incluye_findes: e.target.checked })}
          />
        }
      />
      {weekly && (
        <Stack spacing={0.5} sx={{ mb: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t('forms.timeEvent.weekdays')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            value={value.weekdays}
            onChange={(_, days: number[]) => onChange({ ...value, weekdays: [...days].sort((a, b) => a - b) })}
            disabled={disabled}
            aria-label={t('forms.timeEvent.weekdays')}
          >
            {WEEKDAYS.map((d) => (
              <ToggleButton key={d} value={d} aria-label={t(`forms.timeEvent.dayNames.${d}`)} sx={{ px: 1.25 }}>
                {t(`forms.timeEvent.dayInitials.${d}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      )}
      <FormHelperText data-testid={`timeevent-${input.id}-summary`} sx={{ mx: 0 }}>
        {help.error
          ? help.helperText
          : summary
            ? [
                t('forms.timeEvent.days', { count: summary.days }),
                summary.clamped ? t('forms.timeEvent.clamped', { min: summary.min, max: summary.max }) : '',
                input.help_text,
              ]
                .filter(Boolean)
                .join(' · ')
            : help.helperText}
      </FormHelperText>
    </FormControl>
  );
}
