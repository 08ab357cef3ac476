import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ChoiceOption } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';
import { optionText, useChoiceOptions } from './useChoiceOptions';

/** Options fetched by the caller instead of the input's own (dynamic select). */
export interface OptionSource {
  options: ChoiceOption[];
  loading: boolean;
  failed: boolean;
  /** Why nothing can be chosen yet, e.g. the root field is empty. */
  blocked?: string;
}

/** A drop-down of the input's options; with `multiple`, ticks and chips of the chosen ones. */
export function SelectInput(props: (InputProps<'text'> | InputProps<'list'>) & { source?: OptionSource }) {
  const { input, errors, serverErrors, busy, context, source } = props;
  const { t } = useTranslation();
  const held = Array.isArray(props.value) ? props.value : [props.value];
  const own = useChoiceOptions(input, context, held);
  const { options, loading, failed } = source ?? own;
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);
  const status = failed ? t('forms.options.failed') : loading ? t('forms.options.loading') : (source?.blocked ?? null);
  return (
    <TextField
      select
      label={input.label}
      required={input.required}
      disabled={input.disabled || busy || source?.blocked !== undefined}
      value={props.value}
      onChange={(e) => {
        const next = e.target.value as string | string[];
        if (Array.isArray(props.value))
          (props as InputProps<'list'>).onChange(typeof next === 'string' ? next.split(',') : next);
        else (props as InputProps<'text'>).onChange(String(next));
      }}
      error={help.error || failed}
      helperText={help.error ? help.helperText : (status ?? help.helperText)}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { 'data-testid': `input-${input.id}` },
        select: {
          multiple: Array.isArray(props.value),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
          renderValue: Array.isArray(props.value)
            ? (selected) => (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {(selected as string[]).map((v) => (
                    <Chip key={v} size="small" label={optionText(options, v)} />
                  ))}
                </Stack>
              )
            : (selected) => optionText(options, String(selected)),
        },
      }}
    >
      {!Array.isArray(props.value) && !input.required && (
        <MenuItem value="">
          <em>{t('forms.options.none')}</em>
        </MenuItem>
      )}
      {options.length === 0 && (
        <MenuItem disabled value="__none__">
          {status ?? t('forms.options.empty')}
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} data-testid={`option-${input.id}-${option.value}`}>
          {Array.isArray(props.value) && (
            <Checkbox size="small" checked={props.value.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
          )}
          <ListItemText primary={option.text} />
        </MenuItem>
      ))}
    </TextField>
  );
}
