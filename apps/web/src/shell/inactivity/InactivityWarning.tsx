import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { INACTIVITY_COUNTDOWN_MS } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { useInactivity } from './useInactivity';

/** The "session is about to expire" snackbar with its 30 s countdown and Continue button (shell-and-admin §2.8, §4). */
export function InactivityWarning({
  enabled,
  timeoutMs,
  onExpire,
}: {
  enabled: boolean;
  timeoutMs: number;
  onExpire: () => void;
}) {
  const { t } = useTranslation();
  const { secondsLeft, keepAlive } = useInactivity(enabled, timeoutMs, INACTIVITY_COUNTDOWN_MS, onExpire);
  return (
    <Snackbar open={secondsLeft !== null} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert
        data-testid="inactivity-warning"
        severity="warning"
        // Dark text on the light warning tint reads well on every product palette; white on orange does not.
        variant="standard"
        sx={{ boxShadow: 6, border: 1, borderColor: 'warning.light', alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" variant="outlined" data-testid="inactivity-continue" onClick={keepAlive}>
            {t('inactivity.continue')}
          </Button>
        }
      >
        <AlertTitle>{t('inactivity.warning')}</AlertTitle>
        <span data-testid="inactivity-countdown">{t('inactivity.countdown', { seconds: secondsLeft ?? 0 })}</span>
      </Alert>
    </Snackbar>
  );
}
