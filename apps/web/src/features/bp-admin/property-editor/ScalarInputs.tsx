import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseNumber } from './model';

interface InputProps<T> {
  value: T;
  onChange(next: T): void;
  /** What the input is named for screen readers (the property's name or position). */
  label: string;
  disabled?: boolean;
}

export function TextInput({ value, onChange, label, disabled }: InputProps<string>) {
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      maxRows={6}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { 'aria-label': label, 'data-testid': 'property-text' } }}
    />
  );
}

/** A number as typed (comma or dot); the value changes only while the text is a number. */
export function NumberInput({ value, onChange, label, disabled }: InputProps<number>) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  // A value set from outside (another editor of the same value) replaces what was typed.
  useEffect(() => setText((typed) => (parseNumber(typed) === value ? typed : String(value))), [value]);
  const invalid = parseNumber(text) === null;
  return (
    <TextField
      size="small"
      fullWidth
      value={text}
      disabled={disabled}
      error={invalid}
      helperText={invalid ? t('bpAdmin.propertyEditor.invalidNumber') : undefined}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseNumber(e.target.value);
        if (n !== null) onChange(n);
      }}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal', 'data-testid': 'property-number' } }}
    />
  );
}

export function BooleanInput({ value, onChange, label, disabled }: InputProps<boolean>) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          slotProps={{ input: { 'aria-label': label, 'data-testid': 'property-boolean' } as object }}
        />
      }
      label={t(value ? 'bpAdmin.propertyEditor.true' : 'bpAdmin.propertyEditor.false')}
    />
  );
}
