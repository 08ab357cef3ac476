import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MATRIX_DEFAULT_PAGE_SIZE, type MatrixProcess, type ProcessMatrix } from '@qualium/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { fetchProcessMatrix, setCentroProcess } from '../api/centros';
import { orgKeys } from '../api/keys';
import { pageSlice } from '../model/pager';
import { MatrixPager } from '../parts/MatrixPager';
import { ToggleCell } from '../parts/ToggleCell';
import { CentroPicker } from './CentroPicker';
import { usePending } from './usePending';

const TYPE_COLOR = { strategic: 'secondary', core: 'primary', support: 'default' } as const;
const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

function ProcessName({ process }: { process: MatrixProcess }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: `${(process.level - 1) * 16}px`, minWidth: 220 }}>
      <Chip
        size="small"
        label={process.reference || '—'}
        color={TYPE_COLOR[process.process_type]}
        variant="outlined"
        title={t(`orgAdmin.processTypes.${process.process_type}`)}
      />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {process.name}
      </Typography>
    </Box>
  );
}

/**
 * The process matrix (shell-and-admin §2.9, §9): which centro runs which process of the company, toggled
 * cell by cell, each cell showing its own progress. Processes page by 5, 10, 20 or All (10 first).
 * A centro manager sees the centros they manage, read only. On a phone: one centro at a time.
 */
export function ProcessMatrixTab({ sitePath, compact }: { sitePath: string; compact: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = orgKeys.matrix(sitePath);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchProcessMatrix(sitePath, signal) });
  const { isPending, run } = usePending();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(MATRIX_DEFAULT_PAGE_SIZE);
  const [picked, setPicked] = useState<number | null>(null);

  if (query.isError) {
    return (
      <LoadFailed title={t('orgAdmin.loadFailed')} retry={t('orgAdmin.retry')} onRetry={() => void query.refetch()} />
    );
  }
  const data = query.data;
  if (!data) return <Skeleton variant="rounded" height={240} sx={{ m: 2 }} />;
  if (data.processes.length === 0 || data.centros.length === 0) {
    return (
      <EmptyState
        icon={<AccountTreeIcon />}
        title={t(data.processes.length === 0 ? 'orgAdmin.matrix.noProcesses' : 'orgAdmin.centros.empty')}
      />
    );
  }

  const toggle = (centroId: number, processId: number, linked: boolean) =>
    run(`${centroId}:${processId}`, async () => {
      const centro = await setCentroProcess(sitePath, centroId, processId, linked);
      queryClient.setQueryData<ProcessMatrix>(
        key,
        (old) =>
          old && {
            ...old,
            centros: old.centros.map((c) => (c.id === centro.id ? { ...c, processes: centro.processes } : c)),
          },
      );
    });
  const cell = (centro: ProcessMatrix['centros'][number], process: MatrixProcess) => {
    const linked = centro.processes.includes(process.id);
    return (
      <ToggleCell
        checked={linked}
        pending={isPending(`${centro.id}:${process.id}`)}
        disabled={!data.can_edit}
        label={t('orgAdmin.matrix.cell', { process: process.name, centro: centro.name })}
        onToggle={() => void toggle(centro.id, process.id, !linked)}
        testId={`matrix-${centro.id}-${process.id}`}
      />
    );
  };
  const rows = pageSlice(data.processes, page, size);
  const pager = (
    <MatrixPager
      total={data.processes.length}
      page={page}
      size={size}
      onPage={setPage}
      onSize={(s) => {
        setSize(s);
        setPage(1);
      }}
    />
  );
  const readOnly = !data.can_edit && (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
      {t('orgAdmin.matrix.readOnly')}
    </Typography>
  );

  if (compact) {
    const centro = data.centros.find((c) => c.id === picked) ?? data.centros[0]!;
    return (
      <Box data-testid="process-matrix">
        {readOnly}
        <Box sx={{ p: 1.5 }}>
          <CentroPicker centros={data.centros} value={centro.id} onChange={setPicked} />
        </Box>
        {rows.map((p) => (
          <Box
            key={p.id}
            sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.5, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ProcessName process={p} />
            </Box>
            {cell(centro, p)}
          </Box>
        ))}
        {pager}
      </Box>
    );
  }
  return (
    <Box data-testid="process-matrix">
      {readOnly}
      <TableContainer sx={{ maxHeight: '65vh' }}>
        <Table size="small" stickyHeader sx={{ '& thead th': { bgcolor: 'background.paper' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...sticky, zIndex: 3, fontWeight: 600 }}>{t('orgAdmin.matrix.process')}</TableCell>
              {data.centros.map((c) => (
                <TableCell key={c.id} align="center" sx={{ fontWeight: 600, minWidth: 110, verticalAlign: 'bottom' }}>
                  <Tooltip title={c.path_str}>
                    <span>{c.name}</span>
                  </Tooltip>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((p) => (
              <TableRow key={p.id} hover>
                <TableCell sx={sticky}>
                  <ProcessName process={p} />
                </TableCell>
                {data.centros.map((c) => (
                  <TableCell key={c.id} align="center" padding="none">
                    {cell(c, p)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </Box>
  );
}
