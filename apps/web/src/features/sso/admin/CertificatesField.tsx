import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { SSO_MAX_CERTIFICATES, type SsoCertificateInfo } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';

const PEM_PLACEHOLDER = '-----BEGIN CERTIFICATE-----\nMIIC…\n-----END CERTIFICATE-----';

/**
 * The IdP's signing certificates (PEM), several during a key rollover. `info` describes the saved
 * ones (subject, expiry, fingerprint) so the admin can compare them with the IdP console.
 */
export function CertificatesField({
  value,
  onChange,
  info,
  errorOf,
  listError,
  dateText,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  /** By certificate text: what the server read from each saved certificate. */
  info: ReadonlyMap<string, SsoCertificateInfo>;
  errorOf: (index: number) => string | undefined;
  listError: string | undefined;
  dateText: (iso: string) => string;
}) {
  const { t } = useTranslation();
  const set = (index: number, text: string) => onChange(value.map((v, i) => (i === index ? text : v)));
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('sso.admin.fields.idp_certificates')}
      </Typography>
      {value.map((pem, index) => {
        const saved = info.get(pem.trim());
        const error = errorOf(index);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: certificates have no identity besides their position
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <TextField
                label={t('sso.admin.certificate', { n: index + 1 })}
                value={pem}
                onChange={(e) => set(index, e.target.value)}
                multiline
                minRows={3}
                maxRows={8}
                fullWidth
                placeholder={PEM_PLACEHOLDER}
                error={error !== undefined}
                helperText={error}
                slotProps={{
                  htmlInput: {
                    'data-testid': `sso-certificate-${index}`,
                    spellCheck: false,
                    style: { fontFamily: 'monospace', fontSize: 12 },
                  },
                }}
              />
              {saved && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                  <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                    {t('sso.admin.certificateInfo', { subject: saved.subject, date: dateText(saved.valid_to) })}
                  </Typography>
                  {saved.expired && <Chip size="small" color="error" label={t('sso.admin.expired')} />}
                  <Tooltip title={saved.fingerprint_sha256}>
                    <Typography variant="caption" color="text.secondary" sx={{ textDecoration: 'underline dotted' }}>
                      {t('sso.admin.fingerprint')}
                    </Typography>
                  </Tooltip>
                </Box>
              )}
            </Box>
            <Tooltip title={t('sso.admin.removeCertificate')}>
              <IconButton
                aria-label={t('sso.admin.removeCertificate')}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                sx={{ mt: 1 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        size="small"
        onClick={() => onChange([...value, ''])}
        disabled={value.length >= SSO_MAX_CERTIFICATES}
        data-testid="sso-add-certificate"
      >
        {t('sso.admin.addCertificate')}
      </Button>
    </Box>
  );
}
