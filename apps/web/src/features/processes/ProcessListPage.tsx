import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCentroScope } from '../../api/useCentroScope';
import { useCurrentScope } from '../../shell/useCurrentScope';
import { LoadFailed } from '../../ui/LoadFailed';
import { ScreenLayout } from '../../ui/ScreenLayout';
import { useIsMobile } from '../../ui/useIsMobile';
import { processListQuery } from './api';
import { unitsLink } from './model/groups';

/**
 * Screen `processes_old` (shell-and-admin §2.1 route table): the classic form of the process map, a plain
 * list of the processes the user takes part in, in map order, each linking to its units.
 */
export default function ProcessListPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { site, centro } = useCurrentScope();
  const scope = useCentroScope();
  const query = useQuery(processListQuery(scope));
  return (
    <ScreenLayout
      testId="process-list"
      title={t('processes.listTitle')}
      subtitle={[site?.name, centro?.name].filter(Boolean).join(' · ')}
    >
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
        {query.isError ? (
          <LoadFailed
            title={t('processes.loadFailed')}
            retry={t('processes.retry')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('processes.columns.reference')}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{t('processes.columns.name')}</TableCell>
                  {!mobile && <TableCell sx={{ fontWeight: 600 }}>{t('processes.columns.type')}</TableCell>}
                  {!mobile && <TableCell sx={{ fontWeight: 600 }}>{t('processes.columns.standard')}</TableCell>}
                  <TableCell sx={{ fontWeight: 600 }}>{t('processes.columns.units')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {!query.data &&
                  [0, 1, 2, 3].map((i) => (
                    <TableRow key={i}>
                      <TableCell colSpan={5}>
                        <Skeleton height={28} />
                      </TableCell>
                    </TableRow>
                  ))}
                {query.data?.results.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5} sx={{ color: 'text.secondary', py: 3, textAlign: 'center' }}>
                      {t('processes.noProcesses')}
                    </TableCell>
                  </TableRow>
                )}
                {query.data?.results.map((p) => (
                  <TableRow key={p.id} data-testid="process-row" data-reference={p.reference}>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600, pl: 2 + (p.level - 1) * 2 }}>
                      {p.reference}
                    </TableCell>
                    <TableCell>{p.name}</TableCell>
                    {!mobile && <TableCell>{p.get_process_type_display}</TableCell>}
                    {!mobile && <TableCell>{p.standard_name ?? '—'}</TableCell>}
                    <TableCell>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {p.bp_reference.map((ref) => (
                          <Chip
                            key={ref}
                            size="small"
                            clickable
                            component={RouterLink}
                            to={unitsLink(ref)}
                            label={ref}
                          />
                        ))}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </ScreenLayout>
  );
}
