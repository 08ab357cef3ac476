import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { inputDecimals } from '../model/drafts';
import { stepDraft } from '../model/numeric';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/**
 * Numbers as people type them (records-explorer §5: `_` and spaces as thousands separators, a
 * comma as decimal point), with minus and plus buttons stepping by 10^-decimals.
 */
export function NumericInput({ input, value, onChange, errors, serverErrors, busy, context }: InputProps<'text'>) {
  const { t } = useTranslation();
  const decimals = inputDecimals(input);
  const disabled = input.disabled || busy;
  const step = (direction: 1 | -1) => onChange(stepDraft(value, direction, decimals, context.lang));
  return (
    <TextField
      {...fieldHelp(input.help_text, errors, serverErrors, context.lang)}
      label={input.label}
      placeholder={input.placeholder || undefined}
      required={input.required}
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: {
          'data-testid': `input-${input.id}`,
          inputMode: decimals > 0 ? 'decimal' : 'numeric',
          sx: { textAlign: 'right' },
        },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconButton
                size="small"
                edge="start"
                disabled={disabled}
                aria-label={t('forms.numeric.decrease')}
                data-testid={`decrease-${input.id}`}
                onClick={() => step(-1)}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                disabled={disabled}
                aria-label={t('forms.numeric.increase')}
                data-testid={`increase-${input.id}`}
                onClick={() => step(1)}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
