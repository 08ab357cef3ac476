import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SsoCertificateInfo, SsoSettingsResponse } from '@qualium/contracts';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CertificatesField } from './CertificatesField';
import { ServiceProviderPanel } from './ServiceProviderPanel';
import { SettingChoice, SettingsSection, SettingText, SettingToggle } from './SettingFields';
import { useSettingsForm } from './useSettingsForm';

const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

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
  const form = useSettingsForm(data, sitePath, onSaved);
  const { values, errorOf } = form;
  const fileInput = useRef<HTMLInputElement>(null);
  // The server describes the saved certificates in the same order.
  const certificateInfo = useMemo(() => {
    const byText = new Map<string, SsoCertificateInfo>();
    data.settings.idp_certificates.forEach((pem, i) => {
      const info = data.certificates[i];
      if (info) byText.set(pem, info);
    });
    return byText;
  }, [data]);

  return (
    <Box
      component="form"
      ref={form.form}
      noValidate
      onSubmit={form.save}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ order: { xs: 2, md: 1 } }}>
        <SettingsSection title={t('sso.admin.sections.status')} help={t('sso.admin.enabledHelp')}>
          <SettingToggle form={form} name="enabled" />
        </SettingsSection>

        <SettingsSection
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
            onChange={(e) => void form.importMetadata(e)}
          />
          <SettingText form={form} name="idp_entity_id" required={values.enabled} />
          <SettingText form={form} name="idp_sso_url" required={values.enabled} />
          <SettingText form={form} name="idp_slo_url" help={t('sso.admin.sloHelp')} />
          <CertificatesField
            value={values.idp_certificates}
            onChange={(next) => form.set('idp_certificates', next)}
            info={certificateInfo}
            errorOf={(i) => errorOf(`idp_certificates.${i}`)}
            listError={errorOf('idp_certificates')}
            dateText={(iso) => new Date(iso).toLocaleDateString(i18n.language)}
          />
        </SettingsSection>

        <SettingsSection title={t('sso.admin.sections.attributes')} help={t('sso.admin.attributesHelp')}>
          <Box sx={TWO_COLUMNS}>
            <SettingText form={form} name="attr_username" help={t('sso.admin.usernameHelp')} />
            <SettingText form={form} name="attr_email" />
            <SettingText form={form} name="attr_first_name" />
            <SettingText form={form} name="attr_last_name" />
          </Box>
        </SettingsSection>

        <SettingsSection title={t('sso.admin.sections.users')} help={t('sso.admin.jitHelp')}>
          <SettingToggle form={form} name="jit_enabled" />
          <Box sx={TWO_COLUMNS}>
            <SettingChoice
              form={form}
              name="jit_centro"
              options={data.centros.map((c) => ({ id: c.id, label: c.path_str || c.name }))}
            />
            <SettingChoice
              form={form}
              name="jit_role"
              options={data.roles.map((r) => ({ id: r.id, label: `${r.name} · ${r.department_name}` }))}
            />
          </Box>
        </SettingsSection>

        <SettingsSection title={t('sso.admin.sections.advanced')}>
          <TextField
            type="number"
            label={t('sso.admin.fields.clock_skew_seconds')}
            value={Number.isNaN(values.clock_skew_seconds) ? '' : values.clock_skew_seconds}
            onChange={(e) =>
              form.set('clock_skew_seconds', e.target.value === '' ? Number.NaN : Number(e.target.value))
            }
            error={errorOf('clock_skew_seconds') !== undefined}
            helperText={errorOf('clock_skew_seconds') ?? t('sso.admin.skewHelp')}
            sx={{ maxWidth: 320 }}
            slotProps={{ htmlInput: { min: 0, max: 300, step: 1, 'data-testid': 'sso-clock_skew_seconds' } }}
          />
          <Box>
            <SettingToggle
              form={form}
              name="sign_requests"
              disabled={!data.can_sign_requests && !values.sign_requests}
            />
            <FormHelperText error={errorOf('sign_requests') !== undefined}>
              {errorOf('sign_requests') ??
                (data.can_sign_requests ? t('sso.admin.signHelp') : t('sso.admin.signUnavailable'))}
            </FormHelperText>
          </Box>
        </SettingsSection>

        {form.alert && (
          <Alert severity={form.alert.severity} data-testid="sso-settings-alert" sx={{ whiteSpace: 'pre-line' }}>
            {form.alert.lines.join('\n')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.saving}
            data-testid="sso-save"
            startIcon={form.saving ? <CircularProgress size={18} color="inherit" /> : undefined}
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
