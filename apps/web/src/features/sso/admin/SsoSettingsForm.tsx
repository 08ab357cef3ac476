import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SsoCertificateInfo, SsoSettings, SsoSettingsResponse } from '@qualium/contracts';
import { type ChangeEvent, type FormEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { formatFormErrors } from '../../../api/formErrors';
import { globalMessage } from '../../../ui/globalMessage';
import { saveSsoSettings } from '../api';
import { CertificatesField } from './CertificatesField';
import { parseIdpMetadata, parseXmlInBrowser } from './idpMetadata';
import { ServiceProviderPanel } from './ServiceProviderPanel';
import { checkSettings, type SettingsErrors, serverFieldErrors, translateMessage } from './settingsErrors';

type Key = keyof SsoSettings;
const FIELD_KEYS = new Set<string>([
  'enabled',
  'idp_entity_id',
  'idp_sso_url',
  'idp_slo_url',
  'idp_certificates',
  'sign_requests',
  'clock_skew_seconds',
  'attr_username',
  'attr_email',
  'attr_first_name',
  'attr_last_name',
  'jit_enabled',
  'jit_centro',
  'jit_role',
] satisfies Key[]);
const isFieldKey = (key: string) => FIELD_KEYS.has(key.split('.')[0] ?? key);

function Section({
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

/**
 * The company's SAML settings. The contract's own schema checks as the admin types (shown after a
 * first save attempt); the server's answer adds what only it knows (X.509, centro, role, key).
 */
export function SsoSettingsForm({
  data,
  sitePath,
  onSaved,
}: {
  data: SsoSettingsResponse;
  sitePath: string;
  onSaved: (saved: SsoSettingsResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<SsoSettings>(data.settings);
  const [attempted, setAttempted] = useState(false);
  const [server, setServer] = useState<SettingsErrors>({});
  const [alert, setAlert] = useState<{ severity: 'error' | 'info'; lines: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  /** After a refused save, the first marked field comes into view (the button is at the bottom). */
  const showFirstProblem = () =>
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView({ block: 'center' }),
    );
  const local = useMemo(() => checkSettings(values), [values]);

  const errorOf = (key: string): string | undefined => {
    const message = server[key]?.[0] ?? (attempted ? local[key]?.[0] : undefined);
    return message === undefined ? undefined : translateMessage(message, t);
  };
  const set = <K extends Key>(key: K, value: SsoSettings[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A server message stands until its field changes.
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k.split('.')[0] !== key)));
  };
  // The server describes the saved certificates in the same order.
  const certificateInfo = useMemo(() => {
    const byText = new Map<string, SsoCertificateInfo>();
    data.settings.idp_certificates.forEach((pem, i) => {
      const info = data.certificates[i];
      if (info) byText.set(pem, info);
    });
    return byText;
  }, [data]);
  const dateText = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  const text = (key: Key, options: { help?: string; required?: boolean } = {}) => (
    <TextField
      label={t(`sso.admin.fields.${key}`)}
      value={values[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      fullWidth
      required={options.required}
      error={errorOf(key) !== undefined}
      helperText={errorOf(key) ?? options.help}
      slotProps={{ htmlInput: { 'data-testid': `sso-${key}`, spellCheck: false } }}
    />
  );
  const toggle = (key: 'enabled' | 'jit_enabled' | 'sign_requests', disabled = false) => (
    <FormControlLabel
      control={
        <Switch
          checked={values[key]}
          disabled={disabled}
          onChange={(e) => set(key, e.target.checked)}
          slotProps={{ input: { 'data-testid': `sso-${key}` } as object }}
        />
      }
      label={t(`sso.admin.fields.${key}`)}
    />
  );
  const choice = (key: 'jit_centro' | 'jit_role', options: Array<{ id: number; label: string }>) => (
    <TextField
      select
      label={t(`sso.admin.fields.${key}`)}
      value={values[key] ?? ''}
      onChange={(e) => set(key, e.target.value === '' ? null : Number(e.target.value))}
      fullWidth
      required={values.jit_enabled}
      error={errorOf(key) !== undefined}
      helperText={errorOf(key)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `sso-${key}` } as object } }}
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

  const importMetadata = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const metadata = parseIdpMetadata(await file.text(), parseXmlInBrowser);
    if (!metadata) {
      setAlert({ severity: 'error', lines: [t('sso.admin.importFailed')] });
      return;
    }
    setValues((current) => ({
      ...current,
      idp_entity_id: metadata.entityId || current.idp_entity_id,
      idp_sso_url: metadata.ssoUrl || current.idp_sso_url,
      idp_slo_url: metadata.sloUrl || current.idp_slo_url,
      idp_certificates: metadata.certificates.length > 0 ? metadata.certificates : current.idp_certificates,
    }));
    setServer({});
    setAlert({ severity: 'info', lines: [t('sso.admin.imported')] });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setAttempted(true);
    if (Object.keys(local).length > 0) {
      setAlert({ severity: 'error', lines: [t('sso.admin.fixFields')] });
      showFirstProblem();
      return;
    }
    setSaving(true);
    setAlert(null);
    try {
      const saved = await saveSsoSettings(sitePath, data.site.id, values);
      setValues(saved.settings);
      setServer({});
      setAttempted(false);
      onSaved(saved);
      globalMessage.set({ severity: 'success', text: t('sso.admin.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = serverFieldErrors(error.data);
        setServer(fields);
        const other = Object.fromEntries(Object.entries(fields).filter(([key]) => !isFieldKey(key)));
        const lines = formatFormErrors(other).map((line) => translateMessage(line, t));
        setAlert({ severity: 'error', lines: [t('sso.admin.fixFields'), ...lines] });
        showFirstProblem();
      } else {
        const lines = error instanceof ApiError && error.status !== 0 ? formatFormErrors(error.data) : [];
        setAlert({ severity: 'error', lines: lines.length > 0 ? lines : [t('globalMessage.networkError')] });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      ref={form}
      noValidate
      onSubmit={save}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ order: { xs: 2, md: 1 } }}>
        <Section title={t('sso.admin.sections.status')} help={t('sso.admin.enabledHelp')}>
          {toggle('enabled')}
        </Section>

        <Section
          title={t('sso.admin.sections.idp')}
          help={t('sso.admin.importHelp')}
          action={
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadFileIcon />}
              onClick={() => fileInput.current?.click()}
              sx={{ flexShrink: 0 }}
            >
              {t('sso.admin.importMetadata')}
            </Button>
          }
        >
          <input
            ref={fileInput}
            type="file"
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            hidden
            data-testid="sso-metadata-file"
            onChange={(e) => void importMetadata(e)}
          />
          {text('idp_entity_id', { required: values.enabled })}
          {text('idp_sso_url', { required: values.enabled })}
          {text('idp_slo_url', { help: t('sso.admin.sloHelp') })}
          <CertificatesField
            value={values.idp_certificates}
            onChange={(next) => set('idp_certificates', next)}
            info={certificateInfo}
            errorOf={(i) => errorOf(`idp_certificates.${i}`)}
            listError={errorOf('idp_certificates')}
            dateText={dateText}
          />
        </Section>

        <Section title={t('sso.admin.sections.attributes')} help={t('sso.admin.attributesHelp')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {text('attr_username', { help: t('sso.admin.usernameHelp') })}
            {text('attr_email')}
            {text('attr_first_name')}
            {text('attr_last_name')}
          </Box>
        </Section>

        <Section title={t('sso.admin.sections.users')} help={t('sso.admin.jitHelp')}>
          {toggle('jit_enabled')}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {choice(
              'jit_centro',
              data.centros.map((c) => ({ id: c.id, label: c.path_str || c.name })),
            )}
            {choice(
              'jit_role',
              data.roles.map((r) => ({ id: r.id, label: `${r.name} · ${r.department_name}` })),
            )}
          </Box>
        </Section>

        <Section title={t('sso.admin.sections.advanced')}>
          <TextField
            type="number"
            label={t('sso.admin.fields.clock_skew_seconds')}
            value={Number.isNaN(values.clock_skew_seconds) ? '' : values.clock_skew_seconds}
            onChange={(e) => set('clock_skew_seconds', e.target.value === '' ? Number.NaN : Number(e.target.value))}
            error={errorOf('clock_skew_seconds') !== undefined}
            helperText={errorOf('clock_skew_seconds') ?? t('sso.admin.skewHelp')}
            sx={{ maxWidth: 320 }}
            slotProps={{ htmlInput: { min: 0, max: 300, step: 1, 'data-testid': 'sso-clock_skew_seconds' } }}
          />
          <Box>
            {toggle('sign_requests', !data.can_sign_requests && !values.sign_requests)}
            <FormHelperText error={errorOf('sign_requests') !== undefined}>
              {errorOf('sign_requests') ??
                (data.can_sign_requests ? t('sso.admin.signHelp') : t('sso.admin.signUnavailable'))}
            </FormHelperText>
          </Box>
        </Section>

        {alert && (
          <Alert severity={alert.severity} data-testid="sso-settings-alert" sx={{ whiteSpace: 'pre-line' }}>
            {alert.lines.join('\n')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={saving}
            data-testid="sso-save"
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t('sso.admin.save')}
          </Button>
        </Box>
      </Stack>
      <Box sx={{ order: { xs: 1, md: 2 }, position: { md: 'sticky' }, top: { md: 88 } }}>
        <ServiceProviderPanel sp={data.service_provider} />
      </Box>
    </Box>
  );
}
