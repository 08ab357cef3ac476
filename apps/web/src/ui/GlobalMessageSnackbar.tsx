import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copyText';
import { ALERT_TICK_MS, globalMessage, messageTimeout, remainingPercent } from './globalMessage';

/**
 * Shows the global message for its timeout (records-explorer §3: -1 stays; errors stay unless they
 * say otherwise, the rest 5000 ms), with a bar of the time left that moves every 100 ms (§9).
 * Errors offer a copy button with {data, status, params, url} for support requests.
 */
export default function GlobalMessageSnackbar() {
  const { t } = useTranslation();
  const message = useSyncExternalStore(globalMessage.subscribe, globalMessage.get);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!message?.details) return;
    setCopied(await copyText(JSON.stringify(message.details, null, 2)));
  };
  const close = () => {
    setCopied(false);
    globalMessage.clear();
  };
  const timeout = message ? messageTimeout(message) : -1;
  const ticks = useTicks(message, timeout);
  const left = remainingPercent(timeout, ticks);
  useEffect(() => {
    if (left === 0) globalMessage.clear();
  }, [left]);

  return (
    <Snackbar
      open={message !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert
        data-testid="global-message"
        severity={message?.severity ?? 'info'}
        variant="filled"
        sx={{ maxWidth: 640, whiteSpace: 'pre-line', alignItems: 'center' }}
        action={
          <>
            {message?.details && (
              <Tooltip title={copied ? t('globalMessage.copied') : t('globalMessage.copy')}>
                <IconButton color="inherit" size="small" aria-label={t('globalMessage.copy')} onClick={copy}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <IconButton color="inherit" size="small" aria-label={t('common.close')} onClick={close}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {message?.text}
        {left !== null && (
          <LinearProgress
            variant="determinate"
            value={left}
            color="inherit"
            aria-hidden
            data-testid="global-message-progress"
            sx={{
              mt: 0.75,
              height: 3,
              borderRadius: 2,
              opacity: 0.7,
              '& .MuiLinearProgress-bar': { transition: 'none' },
            }}
          />
        )}
      </Alert>
    </Snackbar>
  );
}

/** Ticks of ALERT_TICK_MS since this message showed; none for a message that stays. */
function useTicks(message: unknown, timeout: number): number {
  const [ticks, setTicks] = useState({ of: message, count: 0 });
  useEffect(() => {
    if (!message || timeout <= 0) return;
    const timer = window.setInterval(
      () => setTicks((t) => (t.of === message ? { of: message, count: t.count + 1 } : { of: message, count: 1 })),
      ALERT_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [message, timeout]);
  return ticks.of === message ? ticks.count : 0;
}
