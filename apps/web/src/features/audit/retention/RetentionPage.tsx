import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import { AUDIT_PAGE_SIZES, type RetentionUnit } from '@qualium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCentroScope } from '../../../api/useCentroScope';
import { useSession } from '../../../session/session';
import { EmptyState } from '../../../ui/EmptyState';
import { globalMessage } from '../../../ui/globalMessage';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ScreenLayout } from '../../../ui/ScreenLayout';
import { retentionListQuery } from './api';
import { PurgeDialog } from './PurgeDialog';
import { RetentionRow } from './RetentionRow';

/**
 * Screen `retention` (Admin menu; issue 15 §4): the current centro's units past their BP's
 * retention period, oldest first, each with its export (the dossier, PDF or JSON) and its purge,
 * signed in a dialog with the reason and the administrator's password.
 */
export default function RetentionPage() {
  const { t } = useTranslation();
  const isAdmin = useSession((s) => s.persisted.user?.isAdmin === true);
  const scope = useCentroScope();
  const scopePath = isAdmin ? scope.path : '';
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(AUDIT_PAGE_SIZES[1]);
  const [purging, setPurging] = useState<RetentionUnit | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery(retentionListQuery(scopePath, page, size));

  if (!isAdmin) {
    return (
      <ScreenLayout testId="retention" title={t('audit.retention.title')}>
        <EmptyState testId="retention-admin-only" icon={<LockOutlinedIcon />} title={t('audit.adminOnly')} />
      </ScreenLayout>
    );
  }

  const closePurge = (purged: boolean) => {
    if (purged && purging) {
      globalMessage.set({
        severity: 'success',
        text: t('audit.retention.purge.done', { reference: purging.reference }),
      });
      void queryClient.invalidateQueries({ queryKey: ['retention'] });
    }
    setPurging(null);
  };
  const data = list.data;
  return (
    <ScreenLayout testId="retention" title={t('audit.retention.title')} subtitle={t('audit.retention.subtitle')}>
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative' }}>
        {list.isFetching && data && <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, top: 0 }} />}
        {list.isError ? (
          <LoadFailed
            title={t('audit.retention.loadFailed')}
            retry={t('audit.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : !data ? (
          <Box sx={{ p: 2 }} aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Box>
        ) : data.results.length === 0 ? (
          <EmptyState
            testId="retention-empty"
            icon={<Inventory2OutlinedIcon />}
            title={t('audit.retention.empty')}
            hint={t('audit.retention.emptyHint')}
          />
        ) : (
          <Box aria-busy={list.isFetching}>
            {data.results.map((unit) => (
              <RetentionRow key={unit.uid} scopePath={scopePath} unit={unit}>
                <Button
                  color="error"
                  variant="outlined"
                  size="small"
                  onClick={() => setPurging(unit)}
                  data-testid={`retention-purge-${unit.reference}`}
                >
                  {t('audit.retention.purge.open')}
                </Button>
              </RetentionRow>
            ))}
            <TablePagination
              component="div"
              count={data.count}
              page={page - 1}
              onPageChange={(_, p) => setPage(p + 1)}
              rowsPerPage={size}
              rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
              onRowsPerPageChange={(e) => {
                setSize(Number(e.target.value));
                setPage(1);
              }}
              labelRowsPerPage={t('audit.perPage')}
              labelDisplayedRows={({ from, to, count }) => t('audit.displayed', { from, to, count })}
            />
          </Box>
        )}
      </Paper>
      {purging && (
        <PurgeDialog scopePath={scopePath} unit={purging} ssoIdp={data?.sso_idp ?? null} onClose={closePurge} />
      )}
    </ScreenLayout>
  );
}
