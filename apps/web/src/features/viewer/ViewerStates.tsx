import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';

/** The viewer while the unit loads: the shape of what is coming (actions, tabs, header, a section). */
export function ViewerLoading() {
  const { t } = useTranslation();
  return (
    <Box data-testid="viewer-loading" aria-busy="true" aria-label={t('viewer.loading')} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="circular" width={36} height={36} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={36} sx={{ mb: 2 }} />
      <Skeleton width="30%" />
      <Skeleton width="70%" height={32} />
      <Skeleton variant="rounded" height={64} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/**
 * A unit that cannot be shown: the spec's "Something odd happened. Can't read QUnit {uid}" when the
 * server refuses it (gone, or not the user's to read), a retry for a failure that may pass.
 */
export function ViewerError({ uid, unreadable, onRetry }: { uid: string; unreadable: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="viewer-error" sx={{ p: 2 }}>
      <EmptyState
        icon={<ErrorOutlinedIcon color="error" />}
        title={unreadable ? t('viewer.cantRead', { uid }) : t('viewer.loadError')}
        hint={unreadable ? t('viewer.cantReadHint') : t('viewer.loadErrorHint')}
      />
      {!unreadable && (
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="outlined" onClick={onRetry} data-testid="viewer-retry">
            {t('viewer.retry')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
