import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The notifications envelope with its unread badge (spec §2.2). The count and the notifications
 * explorer come with a later issue; a zero count hides the badge.
 */
export function NotificationsButton({ count = 0 }: { count?: number }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        data-testid="notifications-button"
        aria-label={t('topbar.notifications')}
        title={t('topbar.notifications')}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={count} color="error" max={99} data-testid="notifications-badge">
          <MailOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Typography sx={{ p: 2, maxWidth: 280 }} color="text.secondary">
          {t('topbar.noNotifications')}
        </Typography>
      </Popover>
    </>
  );
}
