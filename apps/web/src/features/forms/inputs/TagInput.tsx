import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/** Free tags: typed and confirmed with Enter or a comma; the definition's items are suggestions. */
export function TagInput({ input, value, onChange, errors, serverErrors, busy, context }: InputProps<'list'>) {
  const { t } = useTranslation();
  const help = fieldHelp(input.help_text || t('forms.tag.hint'), errors, serverErrors, context.lang);
  const add = (tags: readonly string[]) => {
    const clean = tags.map((tag) => tag.trim()).filter((tag) => tag !== '');
    onChange([...new Set(clean)]);
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={input.items.map((i) => i.text)}
      value={value}
      onChange={(_, next) => add(next)}
      disabled={input.disabled || busy}
      size="small"
      fullWidth
      clearText={t('forms.options.clear')}
      openText={t('forms.options.open')}
      closeText={t('forms.options.close')}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          {...help}
          label={input.label}
          required={input.required}
          placeholder={value.length === 0 ? input.placeholder || undefined : undefined}
          onKeyDown={(e) => {
            // A comma confirms the tag typed so far, like Enter.
            const target = e.target as HTMLInputElement;
            if (e.key === ',' && target.value.trim() !== '') {
              e.preventDefault();
              add([...value, target.value]);
              target.value = '';
            }
          }}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': `input-${input.id}` },
          }}
        />
      )}
    />
  );
}
