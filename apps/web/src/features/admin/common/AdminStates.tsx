import InboxIcon from '@mui/icons-material/Inbox';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';

/** Rows of grey while the first answer comes. */
export function LoadingRows({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack
      spacing={1}
      sx={{ p: 2 }}
      aria-busy="true"
      aria-label={t('admin.states.loading')}
      data-testid="admin-loading"
    >
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} variant="rounded" height={36} />
      ))}
    </Stack>
  );
}

/** A list that could not be read: forbidden (not for this user), or failed (with a retry). */
export function ListFailed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
    return (
      <EmptyState
        testId="admin-forbidden"
        icon={<LockOutlinedIcon />}
        title={t('admin.states.forbidden')}
        hint={t('admin.states.forbiddenHint')}
      />
    );
  }
  return <LoadFailed title={t('admin.states.error')} retry={t('admin.states.retry')} onRetry={onRetry} />;
}

export function EmptyList({ title, hint, testId = 'admin-empty' }: { title: string; hint?: string; testId?: string }) {
  return <EmptyState testId={testId} icon={<InboxIcon />} title={title} hint={hint} />;
}

export function NoMatches({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      testId="admin-no-matches"
      icon={<SearchOffIcon />}
      title={t('admin.states.noMatches', { query })}
      hint={t('admin.states.noMatchesHint')}
    />
  );
}

/** Managers see the screens read-only (docs/decisions.md); the note says why the buttons are off. */
export function ReadOnlyNote({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="admin-read-only">
      {t('admin.states.readOnly')}
    </Alert>
  );
}
