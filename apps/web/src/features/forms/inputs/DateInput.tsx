import TextField from '@mui/material/TextField';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/**
 * A day, `YYYY-MM-DD` (records-explorer §5: a real calendar day, year 1900-2100). The browser's
 * date picker shows it in the user's locale; the year range is also offered to it as min/max.
 */
export function DateInput({ input, value, onChange, errors, serverErrors, busy, context }: InputProps<'text'>) {
  return (
    <TextField
      {...fieldHelp(input.help_text, errors, serverErrors, context.lang)}
      type="date"
      label={input.label}
      required={input.required}
      disabled={input.disabled || busy}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      size="small"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `input-${input.id}`, min: '1900-01-01', max: '2100-12-31' },
      }}
    />
  );
}
