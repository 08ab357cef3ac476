import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LANGUAGES } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';

/** The user's language (shell-and-admin §3 User: es, ca, en), each named in its own language. */
export function LanguageField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange(lang: string): void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('preferences.language')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled}
      error={error !== undefined}
      helperText={error ?? t('preferences.languageHint')}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'preferences-lang' } as object } }}
    >
      {LANGUAGES.map((code) => (
        <MenuItem key={code} value={code} lang={code} data-testid={`preferences-lang-${code}`}>
          {t(`languages.${code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
