import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { DEFAULT_NOTIFICATION_BP, type UnitListItem } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBpMeta } from '../../api/bpMeta';
import { ApiError, reportApiError } from '../../api/client';
import { useCentroScope } from '../../api/useCentroScope';
import { globalMessage } from '../../ui/globalMessage';
import { unitExplorerHref } from '../../ui/unitLinks';
import { useIsMobile } from '../../ui/useIsMobile';
import { EmbeddedList } from '../explorer/embedded';
import { type FilterSet, listQuery } from '../explorer/state';
import { markNotificationsRead, reloadNotifications } from './api';
import { listingViews } from './listingViews';

/**
 * The notifications dialog (records-explorer §2, shell-and-admin §2.8): an explorer of the user's
 * notifications with no add button — a table with expandable rows on desktop, cards on mobile;
 * filters search, date range and advanced; newest first. Clicking a notification marks it read if
 * it is open, goes to the unit it is about (`explorer?business_process=…&pk=…`) and closes.
 */
export default function NotificationsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { path } = useCentroScope();
  const meta = useBpMeta(DEFAULT_NOTIFICATION_BP);
  const queryOf = useCallback((filters: FilterSet) => listQuery(filters, 'notifications'), []);

  const openNotification = (uid: string, notification: UnitListItem | undefined) => {
    if (!notification) return;
    if (!notification.current_workflow_state.closed) {
      markNotificationsRead(path, [uid]).then(
        () => reloadNotifications(queryClient),
        (error: unknown) => {
          if (error instanceof ApiError) reportApiError(error);
        },
      );
    }
    const parent = notification.parent_process;
    if (!parent) {
      globalMessage.set({ severity: 'info', text: t('notifications.noParent') });
      return;
    }
    navigate(unitExplorerHref(parent.uid, parent.business_process));
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={mobile}
      fullWidth
      maxWidth="lg"
      aria-labelledby="notifications-title"
      data-testid="notifications-dialog"
    >
      <DialogTitle id="notifications-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('notifications.title')}
        </Box>
        <IconButton onClick={onClose} aria-label={t('notifications.close')} data-testid="notifications-close">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, md: 3 }, ...(mobile && { bgcolor: 'background.default' }) }}>
        <EmbeddedList
          mode="notifications"
          businessProcess={DEFAULT_NOTIFICATION_BP}
          meta={meta.data ?? null}
          views={listingViews(meta.data?.views)}
          queryOf={queryOf}
          enabled={open}
          loading={meta.isPending}
          emptyHint={t('notifications.emptyHint')}
          onOpenUnit={openNotification}
        />
      </DialogContent>
    </Dialog>
  );
}
