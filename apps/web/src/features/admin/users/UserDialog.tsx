import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  type AdminUser,
  type CentroSummary,
  LANGUAGES,
  type SiteSummary,
  userCreateFields,
  userFields,
} from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../ui/PasswordField';
import { type AdminScope, adminApi } from '../api/endpoints';
import { toFormData } from '../api/formData';
import { EditDialog } from '../common/EditDialog';
import { FormSelect, FormText } from '../common/FormFields';
import { checkWith, useAdminForm } from '../common/useAdminForm';
import { PhotoInput } from './PhotoInput';
import { USER_FLAGS, type UserFormValues, userFormBody, userFormValues } from './userForm';

const checkCreate = checkWith(userCreateFields);
const checkUpdate = checkWith(userFields);
const NONE = '';

/**
 * Add or edit a user (shell-and-admin §5 "User"): username, e-mail, names, language and the six yes/no
 * settings required; a password only for a new user; preferred centro (one of the company's) and
 * photo optional. Roles are managed in the centros space.
 */
export function UserDialog({
  scope,
  user,
  companies,
  centros,
  onClose,
  onSaved,
}: {
  scope: AdminScope;
  user: AdminUser | null;
  companies: readonly SiteSummary[];
  centros: readonly CentroSummary[];
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const [photo, setPhoto] = useState<File | null>(null);
  const label = (key: string) => t(`admin.users.fields.${key}`);
  const labels = Object.fromEntries(
    [
      'username',
      'email',
      'first_name',
      'last_name',
      'password',
      'lang',
      'site',
      'preferred_centro',
      'photo',
      'chat',
      'support_level',
      ...USER_FLAGS,
    ].map((k) => [k, label(k)]),
  );
  const form = useAdminForm<UserFormValues, AdminUser>({
    initial: userFormValues(user, companies[0]?.id ?? null),
    check: user ? checkUpdate : checkCreate,
    labels: { ...labels, 'support_level.chat': labels.chat ?? 'chat' },
    save: (values) => {
      const siteName = companies.find((c) => c.id === values.site)?.name ?? '';
      return adminApi.users.save(scope, user?.id ?? null, toFormData(userFormBody(values, user, siteName), { photo }));
    },
    onSaved,
  });
  const v = form.values;
  const siteCentros = centros.filter((c) => c.site === v.site);
  const text = (key: 'username' | 'email' | 'first_name' | 'last_name', extra: object = {}) => (
    <FormText
      form={form}
      name={key}
      label={labels[key]}
      testId={`user-${key}`}
      htmlInput={{ spellCheck: false }}
      required
      fullWidth
      {...extra}
    />
  );
  const flag = (key: (typeof USER_FLAGS)[number] | 'chat') => (
    <Grid size={{ xs: 12, sm: 6 }} key={key}>
      <FormControlLabel
        control={
          <Switch
            checked={key === 'chat' ? v.support_level.chat : v[key]}
            onChange={(e) =>
              key === 'chat'
                ? form.set('support_level', { ...v.support_level, chat: e.target.checked })
                : form.set(key, e.target.checked)
            }
            slotProps={{ input: { 'data-testid': `user-${key}` } as object }}
          />
        }
        label={labels[key]}
      />
    </Grid>
  );
  return (
    <EditDialog
      testId="user-dialog"
      title={user ? t('admin.users.edit', { name: user.username }) : t('admin.users.add')}
      saving={form.saving}
      alert={form.alert}
      onClose={onClose}
      onSubmit={form.submit}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('username', { autoFocus: true, autoComplete: 'off' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', { type: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('first_name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('last_name')}</Grid>
        {user === null && (
          <Grid size={12}>
            <PasswordField
              testId="user-password"
              label={labels.password}
              value={v.password}
              onChange={(e) => form.set('password', e.target.value)}
              required
              fullWidth
              autoComplete="new-password"
              showLabel={t('admin.users.showPassword')}
              hideLabel={t('admin.users.hidePassword')}
              error={form.errorOf('password') !== undefined}
              helperText={form.errorOf('password') ?? t('admin.rules.passwordStrength')}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelect
            form={form}
            name="lang"
            label={labels.lang}
            testId="user-lang"
            value={v.lang}
            onChange={(value) => form.set('lang', value as UserFormValues['lang'])}
            fullWidth
            required
          >
            {LANGUAGES.map((lang) => (
              <MenuItem key={lang} value={lang}>
                {t(`languages.${lang}`)}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelect
            form={form}
            name="site"
            label={labels.site}
            testId="user-site"
            value={v.site ?? NONE}
            onChange={(value) => {
              form.set('site', Number(value));
              // The preferred centro must be one of the new company's.
              form.set('preferred_centro', null);
            }}
            fullWidth
            disabled={companies.length < 2}
          >
            {companies.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelect
            form={form}
            name="preferred_centro"
            label={labels.preferred_centro}
            testId="user-preferred-centro"
            value={v.preferred_centro ?? NONE}
            onChange={(value) => form.set('preferred_centro', value === NONE ? null : Number(value))}
            fullWidth
          >
            <MenuItem value={NONE}>
              <em>{t('admin.users.noCentro')}</em>
            </MenuItem>
            {siteCentros.map((c) => (
              <MenuItem key={c.id} value={c.id} sx={{ pl: 2 + c.depth * 2 }}>
                {c.name}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('admin.users.settings')}
          </Typography>
        </Grid>
        {USER_FLAGS.map(flag)}
        {flag('chat')}
        <Grid size={12}>
          <PhotoInput
            current={user?.photo ?? null}
            file={photo}
            removed={v.remove_photo}
            onFile={(file) => {
              setPhoto(file);
              form.set('remove_photo', false);
            }}
            onRemove={() => form.set('remove_photo', true)}
            error={form.errorOf('photo')}
          />
        </Grid>
      </Grid>
    </EditDialog>
  );
}
