import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copyText';
import { globalMessage } from './globalMessage';

/**
 * Shows the global message. Errors never auto-close (spec: the server error alert stays until
 * dismissed) and offer a copy button with {data, status, params, url} for support requests.
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

  return (
    <Snackbar
      open={message !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={message && message.severity !== 'error' ? 5000 : null}
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
      </Alert>
    </Snackbar>
  );
}
