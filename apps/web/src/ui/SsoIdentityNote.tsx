import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { useSsoIdentity } from '../session/useSsoIdentity';

/**
 * In place of the password, for a signer through the identity provider (a signature, a purge):
 * the IdP will ask who they are; while its window is open, a way to give up; its refusal, if it refused.
 */
export function SsoIdentityNote({ idp, sso }: { idp: string; sso: ReturnType<typeof useSsoIdentity> }) {
  const { t } = useTranslation();
  if (sso.waiting) {
    return (
      <Alert
        severity="info"
        icon={<CircularProgress size={18} />}
        action={
          <Button color="inherit" size="small" onClick={sso.cancel} data-testid="signature-sso-cancel">
            {t('sso.signing.cancel')}
          </Button>
        }
        data-testid="signature-sso-waiting"
      >
        {t('sso.signing.waiting', { idp })}
      </Alert>
    );
  }
  return (
    <>
      {sso.refusal && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="signature-sso-refused">
          {sso.refusal}
        </Alert>
      )}
      <Alert severity="info" variant="outlined" data-testid="signature-sso-note">
        {t('sso.signing.note', { idp })}
      </Alert>
    </>
  );
}
