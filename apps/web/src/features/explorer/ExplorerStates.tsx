import ConstructionIcon from '@mui/icons-material/Construction';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InboxIcon from '@mui/icons-material/Inbox';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';

/**
 * The designed states of the explorer's list area: nothing found (with what to do next: clear the
 * filters, or the list's own hint when nothing is filtered), no views, a failed load, a view to come.
 */
export function NoData({ onClearFilters, hint }: { onClearFilters?: () => void; hint?: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <EmptyState
        testId="explorer-no-data"
        icon={<InboxIcon />}
        title={t('explorer.no_data')}
        hint={onClearFilters ? t('explorer.states.noDataFiltered') : hint}
      />
      {onClearFilters && (
        <Box sx={{ textAlign: 'center', pb: 4, mt: -2 }}>
          <Button onClick={onClearFilters} data-testid="no-data-clear">
            {t('explorer.chips.clearAll')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export function NoViews() {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="explorer-no-views"
      icon={<ViewQuiltIcon />}
      title={t('explorer.states.noViews')}
      hint={t('explorer.states.noViewsHint')}
    />
  );
}

export function LoadFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ pb: 4 }}>
      <EmptyState
        testId="explorer-error"
        icon={<ErrorOutlineIcon />}
        title={t('explorer.states.error')}
        hint={t('explorer.states.errorHint')}
      />
      <Box sx={{ textAlign: 'center', mt: -2 }}>
        <Button variant="outlined" onClick={onRetry} data-testid="explorer-retry">
          {t('explorer.states.retry')}
        </Button>
      </Box>
    </Box>
  );
}

export function ViewComing({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId={`explorer-view-coming-${kind}`}
      icon={<ConstructionIcon />}
      title={t('explorer.states.viewComing', { view: t(`explorer.views.${kind}`) })}
      hint={t('explorer.states.viewComingHint')}
    />
  );
}

/** No business process named (an explorer address without `business_process`), or no search text yet. */
export function NothingToList({ reason }: { reason: 'noBusinessProcess' | 'noSearch' }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId={`explorer-${reason}`}
      icon={<ManageSearchIcon />}
      title={t(`explorer.states.${reason}`)}
      hint={t(`explorer.states.${reason}Hint`)}
    />
  );
}

/** While the business process's definition loads: the shape of a list, not a spinner. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2 }} aria-busy="true" aria-label={t('loading')} data-testid="explorer-loading">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={32} />
      ))}
    </Box>
  );
}
