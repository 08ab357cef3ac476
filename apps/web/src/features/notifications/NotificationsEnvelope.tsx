import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveStream } from '../../api/liveStream';
import { reloadNotifications, useUnreadCount } from './api';

// The dialog (an explorer of notifications) loads the first time the envelope is opened.
const NotificationsDialog = lazy(() => import('./NotificationsDialog'));

/**
 * The top bar's envelope with the unread count (shell-and-admin §2.2, signed-in users only): the
 * count is polled every 300,000 ms and reloaded as soon as the live stream says something changed.
 * It opens the notifications dialog.
 */
export function NotificationsEnvelope() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const count = useUnreadCount().data ?? 0;
  useLiveStream('notification', () => reloadNotifications(queryClient));
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing animates and the filters stay put.
  const [opened, setOpened] = useState(false);
  const label = count > 0 ? t('notifications.envelopeUnread', { count }) : t('topbar.notifications');
  return (
    <>
      <IconButton
        color="inherit"
        data-testid="notifications-button"
        aria-label={label}
        title={label}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Badge badgeContent={count} color="error" max={99} data-testid="notifications-badge" data-count={count}>
          <MailOutlinedIcon />
        </Badge>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
