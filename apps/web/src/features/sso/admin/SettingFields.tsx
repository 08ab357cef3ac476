import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SsoSettings } from '@qualium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './useSettingsForm';

type Fields = Pick<SettingsForm, 'values' | 'set' | 'errorOf'>;
type TextKey = { [K in keyof SsoSettings]: SsoSettings[K] extends string ? K : never }[keyof SsoSettings];

/** A part of the settings: a heading, a line of help, an action on the right, its fields. */
export function SettingsSection({
  title,
  help,
  action,
  children,
}: {
  title: string;
  help?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {help && (
            <Typography variant="body2" color="text.secondary">
              {help}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** A text setting: its problem under it, else its help. */
export function SettingText({
  form,
  name,
  help,
  required,
}: {
  form: Fields;
  name: TextKey;
  help?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(`sso.admin.fields.${name}`)}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value)}
      fullWidth
      required={required}
      error={form.errorOf(name) !== undefined}
      helperText={form.errorOf(name) ?? help}
      slotProps={{ htmlInput: { 'data-testid': `sso-${name}`, spellCheck: false } }}
    />
  );
}

/** An on/off setting. */
export function SettingToggle({
  form,
  name,
  disabled = false,
}: {
  form: Fields;
  name: 'enabled' | 'jit_enabled' | 'sign_requests';
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormControlLabel
      control={
        <Switch
          checked={form.values[name]}
          disabled={disabled}
          onChange={(e) => form.set(name, e.target.checked)}
          slotProps={{ input: { 'data-testid': `sso-${name}` } as object }}
        />
      }
      label={t(`sso.admin.fields.${name}`)}
    />
  );
}

/** A choice among the company's centros or roles (none allowed; required while creating users is on). */
export function SettingChoice({
  form,
  name,
  options,
}: {
  form: Fields;
  name: 'jit_centro' | 'jit_role';
  options: Array<{ id: number; label: string }>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t(`sso.admin.fields.${name}`)}
      value={form.values[name] ?? ''}
      onChange={(e) => form.set(name, e.target.value === '' ? null : Number(e.target.value))}
      fullWidth
      required={form.values.jit_enabled}
      error={form.errorOf(name) !== undefined}
      helperText={form.errorOf(name)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `sso-${name}` } as object } }}
    >
      <MenuItem value="">
        <em>{t('sso.admin.none')}</em>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
