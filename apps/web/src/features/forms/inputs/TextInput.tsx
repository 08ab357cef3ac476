import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldHelp } from './fieldHelp';
import type { InputProps } from './types';

/** Text, text area and link inputs (records-explorer §3, §5: start space, e-mail, http(s) links). */
export function TextInput({
  input,
  value,
  onChange,
  errors,
  serverErrors,
  busy,
  context,
  endAdornment,
}: InputProps<'text'> & { endAdornment?: ReactNode }) {
  const { t } = useTranslation();
  const multiline = input.kind === 'textarea';
  const isLink = input.kind === 'link';
  const canOpen = isLink && /^https?:\/\/\S+$/i.test(value.trim());
  const maxLength = typeof input.rules.max_length === 'number' ? input.rules.max_length : undefined;
  const adornment =
    endAdornment ??
    (canOpen ? (
      <InputAdornment position="end">
        <IconButton
          size="small"
          edge="end"
          aria-label={t('forms.link.open')}
          href={value.trim()}
          target="_blank"
          rel="noopener noreferrer"
        >
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </InputAdornment>
    ) : undefined);
  return (
    <TextField
      {...fieldHelp(input.help_text, errors, serverErrors, context.lang)}
      label={input.label}
      placeholder={input.placeholder || (isLink ? 'https://' : undefined)}
      required={input.required}
      disabled={input.disabled || busy}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      size="small"
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      maxRows={multiline ? 12 : undefined}
      type={isLink ? 'url' : input.rules.email === true ? 'email' : 'text'}
      slotProps={{
        htmlInput: { 'data-testid': `input-${input.id}`, maxLength, inputMode: isLink ? 'url' : undefined },
        input: adornment ? { endAdornment: adornment } : undefined,
      }}
    />
  );
}
