import HistoryIcon from '@mui/icons-material/History';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { AUDIT_COUNT_CAP, AUDIT_PAGE_SIZES } from '@qualium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../session/session';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadFailed';
import { ScreenLayout } from '../../ui/ScreenLayout';
import { type AuditFilters, auditFacetsQuery, auditListQuery } from './api';
import { filtersFromUrl, filtersToUrl } from './model/filters';
import { entityLabel } from './model/labels';
import { AuditList } from './parts/AuditList';
import { ChainCheck } from './parts/ChainCheck';

const ALL = 'all';

/**
 * Screen `audit` (Admin menu; issue 6 "Audit", not in the spec's Admin list): the current
 * company's audit log for its administrators — who changed what, when, and the values before and
 * after — newest first, filtered by entity and user, in pages. The filters live in the URL.
 */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const sitePath = useSession((s) => s.persisted.site);
  const siteName = useSession((s) => s.persisted.site_data?.name ?? '');
  const isAdmin = useSession((s) => s.persisted.user?.isAdmin === true);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const scope = isAdmin ? sitePath : null;
  const list = useQuery(auditListQuery(scope, filters));
  const facets = useQuery(auditFacetsQuery(scope));
  const change = (next: Partial<AuditFilters>) =>
    // A filter or page-size change goes back to the first page; Back undoes it.
    setParams(filtersToUrl({ ...filters, page: 1, ...next }));

  if (!isAdmin) {
    return (
      <ScreenLayout testId="audit" title={t('audit.title')}>
        <EmptyState testId="audit-admin-only" icon={<LockOutlinedIcon />} title={t('audit.adminOnly')} />
      </ScreenLayout>
    );
  }

  const number = new Intl.NumberFormat(i18n.language);
  const data = list.data;
  return (
    <ScreenLayout
      testId="audit"
      title={t('audit.title')}
      subtitle={t('audit.subtitle', { company: siteName })}
      actions={<ChainCheck sitePath={scope} />}
    >
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            select
            size="small"
            label={t('audit.filters.entity')}
            value={filters.entity ?? ALL}
            onChange={(e) => change({ entity: e.target.value === ALL ? null : e.target.value })}
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'audit-filter-entity' } as object } }}
          >
            <MenuItem value={ALL}>{t('audit.filters.all')}</MenuItem>
            {/* A filter from a bookmark stays choosable even when the log no longer holds it. */}
            {[...new Set([...(facets.data?.entities ?? []), ...(filters.entity ? [filters.entity] : [])])].map((e) => (
              <MenuItem key={e} value={e} data-testid={`audit-entity-${e}`}>
                {entityLabel(e, t)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('audit.filters.user')}
            value={filters.user === null ? ALL : String(filters.user)}
            onChange={(e) => change({ user: e.target.value === ALL ? null : Number(e.target.value) })}
            sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'audit-filter-user' } as object } }}
          >
            <MenuItem value={ALL}>{t('audit.filters.everyone')}</MenuItem>
            {filters.user !== null && !facets.data?.users.some((u) => u.id === filters.user) && (
              <MenuItem value={String(filters.user)}>{t('audit.formerUser', { id: filters.user })}</MenuItem>
            )}
            {(facets.data?.users ?? []).map((u) => (
              <MenuItem key={u.id} value={String(u.id)} data-testid={`audit-user-${u.username}`}>
                {u.name} ({u.username})
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {list.isFetching && data && <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, top: 0 }} />}
        {list.isError ? (
          <LoadFailed title={t('audit.loadFailed')} retry={t('audit.retry')} onRetry={() => void list.refetch()} />
        ) : !data ? (
          <Box sx={{ p: 2 }} aria-busy="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Box>
        ) : data.results.length === 0 ? (
          <EmptyState
            testId="audit-empty"
            icon={<HistoryIcon />}
            title={t('audit.empty')}
            hint={t('audit.emptyHint')}
          />
        ) : (
          <Box aria-busy={list.isFetching}>
            <AuditList entries={data.results} />
            <TablePagination
              component="div"
              count={data.count}
              page={filters.page - 1}
              onPageChange={(_, page) => setParams(filtersToUrl({ ...filters, page: page + 1 }))}
              rowsPerPage={filters.size}
              rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
              onRowsPerPageChange={(e) => change({ size: Number(e.target.value) })}
              labelRowsPerPage={t('audit.perPage')}
              labelDisplayedRows={({ from, to, count }) =>
                t(data.count_exact ? 'audit.displayed' : 'audit.displayedMore', {
                  from: number.format(from),
                  to: number.format(to),
                  count: number.format(data.count_exact ? count : AUDIT_COUNT_CAP),
                })
              }
              data-testid="audit-pagination"
            />
          </Box>
        )}
      </Paper>
    </ScreenLayout>
  );
}
