import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveStream } from '../../api/liveStream';
import { reloadChat, useChatSummary } from './api';
import { FAB_MARGIN } from './layout';

// The panel loads the first time the button is pressed.
const SupportChatPanel = lazy(() => import('./SupportChatPanel'));

/**
 * The support chat's button (shell-and-admin §2.8: only for users whose support_level has the chat
 * flag) with the unread count, kept current by the live stream; it opens the chat panel.
 */
export function SupportChatLauncher() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const summary = useChatSummary().data;
  useLiveStream('chat', () => reloadChat(queryClient));
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const unread = summary?.unread ?? 0;
  const label = unread > 0 ? t('support.unread', { count: unread }) : t('support.chat');
  return (
    <>
      <Fab
        color="secondary"
        size="medium"
        aria-label={label}
        title={label}
        data-testid="support-chat"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ position: 'fixed', right: FAB_MARGIN, bottom: FAB_MARGIN, zIndex: (th) => th.zIndex.speedDial }}
      >
        <Badge badgeContent={unread} color="error" max={99} data-testid="support-chat-badge" data-count={unread}>
          <SupportAgentIcon />
        </Badge>
      </Fab>
      {opened && (
        <Suspense fallback={null}>
          <SupportChatPanel open={open} isSupport={summary?.is_support === true} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
