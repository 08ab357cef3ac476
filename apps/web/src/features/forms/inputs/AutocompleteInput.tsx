import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ChoiceOption } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';
import { useChoiceOptions } from './useChoiceOptions';

/** A choice typed to filter its options (autocomplete select), single or multiple. */
export function AutocompleteInput(props: InputProps<'text'> | InputProps<'list'>) {
  const { input, errors, serverErrors, busy, context } = props;
  const { t } = useTranslation();
  const multiple = Array.isArray(props.value);
  const held = multiple ? (props.value as string[]) : [props.value as string];
  const { options, loading, failed } = useChoiceOptions(input, context, held);
  const byValue = new Map(options.map((o) => [o.value, o]));
  const chosen = held.filter((v) => v !== '').map((v) => byValue.get(v) ?? { value: v, text: v });
  const help = fieldHelp(input.help_text, errors, serverErrors, context.lang);
  return (
    <Autocomplete<ChoiceOption, boolean>
      multiple={multiple}
      options={options}
      value={multiple ? chosen : (chosen[0] ?? null)}
      onChange={(_, next) => {
        if (multiple) (props as InputProps<'list'>).onChange((next as ChoiceOption[]).map((o) => o.value));
        else (props as InputProps<'text'>).onChange((next as ChoiceOption | null)?.value ?? '');
      }}
      getOptionLabel={(o) => o.text}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      loading={loading}
      disabled={input.disabled || busy}
      noOptionsText={failed ? t('forms.options.failed') : t('forms.options.empty')}
      loadingText={t('forms.options.loading')}
      size="small"
      fullWidth
      clearText={t('forms.options.clear')}
      openText={t('forms.options.open')}
      closeText={t('forms.options.close')}
      data-testid={`autocomplete-${input.id}`}
      renderInput={(params) => (
        <TextField
          {...params}
          {...help}
          label={input.label}
          placeholder={input.placeholder || undefined}
          required={input.required}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `input-${input.id}` },
          }}
        />
      )}
    />
  );
}
