import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '../config';

/**
 * Support launcher (kept above the footer's links) for users whose support_level has the chat flag (shell-and-admin §2.8). No third-party
 * chat script is loaded; the button opens a message to support.
 */
export function SupportChatLauncher() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('support.chat')} placement="left">
      <Fab
        color="secondary"
        size="medium"
        href={`mailto:${SUPPORT_EMAIL}`}
        aria-label={t('support.chat')}
        data-testid="support-chat"
        sx={{ position: 'fixed', right: 24, bottom: 88, zIndex: (th) => th.zIndex.speedDial }}
      >
        <SupportAgentIcon />
      </Fab>
    </Tooltip>
  );
}
