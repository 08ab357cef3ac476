import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { type BpView, DEFAULT_NOTIFICATION_BP, type UnitListItem } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBpMeta } from '../../api/bpMeta';
import { ApiError, reportApiError } from '../../api/client';
import { useCentroScope } from '../../api/useCentroScope';
import { globalMessage } from '../../ui/globalMessage';
import { useIsMobile } from '../../ui/useIsMobile';
import { useUnitList } from '../explorer/api/useUnitList';
import { ListSkeleton } from '../explorer/ExplorerStates';
import { FilterArea } from '../explorer/filters/FilterArea';
import { listChips } from '../explorer/filters/listChips';
import { useFilterSources } from '../explorer/filters/useFilterSources';
import { listQuery } from '../explorer/state/apiQuery';
import { withoutFilters } from '../explorer/state/filterSet';
import { useLocalFilters } from '../explorer/state/useLocalFilters';
import { currentView, SEARCH_VIEWS } from '../explorer/views/pickView';
import { VIEWS } from '../explorer/views/registry';
import { ViewHost } from '../explorer/views/ViewHost';
import { unitExplorerHref } from '../viewer/links';
import { markNotificationsRead, reloadNotifications } from './api';

/** The notification BP's own table and cards (subject, author, date, state); the plain table without them. */
function listingViews(views: readonly BpView[] | undefined): BpView[] {
  const listing = (views ?? []).filter((v) => v.kind === 'table' || v.kind === 'cards');
  return listing.length > 0 ? listing : SEARCH_VIEWS;
}

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
  const controls = useLocalFilters();
  const { filters } = controls;
  const meta = useBpMeta(DEFAULT_NOTIFICATION_BP);
  const sources = useFilterSources('notifications', DEFAULT_NOTIFICATION_BP, meta.data ?? null, false);
  const query = useMemo(() => listQuery(filters, 'notifications'), [filters]);
  const list = useUnitList('notifications', query, open);
  const chips = listChips(filters, sources, list.data?.units);
  const view = currentView(listingViews(meta.data?.views), null, mobile)!;

  const openNotification = (uid: string) => {
    const notification: UnitListItem | undefined = list.data?.units.find((u) => u.uid === uid);
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
        <FilterArea controls={controls} sources={sources} chips={chips} mobile={mobile} />
        <Paper
          variant="outlined"
          sx={{ borderRadius: 2, overflow: 'hidden', ...(mobile && { border: 0, bgcolor: 'transparent' }) }}
        >
          {meta.isPending ? (
            <ListSkeleton />
          ) : (
            <ViewHost
              entry={VIEWS[view.kind]}
              failed={list.isError}
              onRetry={() => void list.refetch()}
              onClearFilters={chips.length > 0 ? () => controls.replaceFilters(withoutFilters(filters)) : undefined}
              emptyHint={t('notifications.emptyHint')}
              mode="notifications"
              view={view}
              businessProcess={DEFAULT_NOTIFICATION_BP}
              filters={filters}
              query={query}
              list={{ data: list.data, fetching: list.isFetching }}
              mobile={mobile}
              onOpenUnit={openNotification}
              onSort={controls.setSort}
              onPage={controls.setPage}
              onPageSize={controls.setPageSize}
            />
          )}
        </Paper>
      </DialogContent>
    </Dialog>
  );
}
