import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormInput } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return String(record.label ?? record.readable ?? record.name ?? JSON.stringify(value));
  }
  return Array.isArray(value) ? value.map(display).join(', ') : String(value);
}

/**
 * What the system keeps and the form only shows: computed values, the state (with its colour)
 * and read-only fields. Never sent.
 */
export function DisplayInput({ input }: { input: FormInput }) {
  const { t } = useTranslation();
  const text = display(input.value);
  const color =
    input.kind === 'state' && typeof input.value === 'object' && input.value !== null
      ? (input.value as { color?: unknown }).color
      : undefined;
  return (
    <TextField
      label={input.label}
      value={text || '—'}
      helperText={input.help_text || (input.kind === 'computed' ? t('forms.computed') : ' ')}
      fullWidth
      size="small"
      variant="filled"
      slotProps={{
        htmlInput: { readOnly: true, 'data-testid': `input-${input.id}` },
        input: {
          disableUnderline: true,
          startAdornment:
            typeof color === 'string' ? (
              <Box
                component="span"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, mr: 1, flexShrink: 0 }}
              />
            ) : undefined,
        },
      }}
    />
  );
}
