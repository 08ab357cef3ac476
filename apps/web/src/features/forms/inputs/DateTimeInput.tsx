import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldErrorText } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { errorsOfPart } from '../model/validate';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/**
 * A day and a time (records-explorer §4): complete only with both; with one alone the other says
 * 'required_field'. The time is typed as HH:MM so its own messages ('HH:MM', 'invalid_hour',
 * 'invalid_minute') can be given; a native time picker would hide them.
 */
export function DateTimeInput({ input, value, onChange, errors, serverErrors, busy, context }: InputProps<'dateTime'>) {
  const { t } = useTranslation();
  const disabled = input.disabled || busy;
  const partText = (part: 'date' | 'time') => {
    const list = errorsOfPart(errors, part);
    return list.length > 0 ? list.map((e) => fieldErrorText(e, context.lang)).join(' · ') : ' ';
  };
  const wholeErrors = errors.filter((e) => e.params?.part === undefined);
  const help = fieldHelp(input.help_text, wholeErrors, serverErrors, context.lang);
  return (
    <FormControl fullWidth required={input.required} error={help.error} data-testid={`datetime-${input.id}`}>
      <FormLabel sx={{ fontSize: 13, mb: 0.75 }}>{input.label}</FormLabel>
      <Stack direction="row" spacing={1}>
        <TextField
          type="date"
          label={t('forms.dateTime.day')}
          value={value.date}
          onChange={(e) => onChange({ ...value, date: e.target.value })}
          disabled={disabled}
          size="small"
          error={errorsOfPart(errors, 'date').length > 0}
          helperText={partText('date')}
          sx={{ flex: 3 }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': `input-${input.id}-date`, min: '1900-01-01', max: '2100-12-31' },
          }}
        />
        <TextField
          label={t('forms.dateTime.time')}
          placeholder="HH:MM"
          value={value.time}
          onChange={(e) => onChange({ ...value, time: e.target.value })}
          disabled={disabled}
          size="small"
          error={errorsOfPart(errors, 'time').length > 0}
          helperText={partText('time')}
          sx={{ flex: 2 }}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': `input-${input.id}-time`, inputMode: 'numeric', maxLength: 5 },
          }}
        />
      </Stack>
      {help.helperText && <FormHelperText sx={{ mt: -1.5 }}>{help.helperText}</FormHelperText>}
    </FormControl>
  );
}
