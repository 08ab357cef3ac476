import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CENTRO_INDENT_PX, CENTRO_LIST_PAGE_SIZE, type CentroList, type CentroRecord } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadFailed } from '../../../ui/LoadFailed';
import { pageSlice } from '../model/pager';
import { MatrixPager } from '../parts/MatrixPager';

/**
 * The list of centros (shell-and-admin §2.9, §9): sorted by path_str, indented 20 px per level, 500 a page;
 * edit and delete, delete disabled while the centro has centros below it.
 */
export function CentroListTab({
  data,
  failed,
  onRetry,
  compact,
  onEdit,
  onDelete,
}: {
  data: CentroList | undefined;
  failed: boolean;
  onRetry(): void;
  compact: boolean;
  onEdit(centro: CentroRecord): void;
  onDelete(centro: CentroRecord): void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  if (failed) return <LoadFailed title={t('orgAdmin.loadFailed')} retry={t('orgAdmin.retry')} onRetry={onRetry} />;
  if (!data) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </Box>
    );
  }
  if (data.count === 0) {
    return (
      <EmptyState icon={<ApartmentIcon />} title={t('orgAdmin.centros.empty')} hint={t('orgAdmin.centros.emptyHint')} />
    );
  }
  const rows = pageSlice(data.results, page, CENTRO_LIST_PAGE_SIZE);
  const canEdit = data.can_edit;
  const actions = (c: CentroRecord) => (
    <Box sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title={canEdit ? t('orgAdmin.actions.edit') : t('orgAdmin.actions.adminOnly')}>
        <span>
          <IconButton
            size="small"
            disabled={!canEdit}
            onClick={() => onEdit(c)}
            aria-label={`${t('orgAdmin.actions.edit')}: ${c.name}`}
            data-testid={`centro-edit-${c.id}`}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip
        title={
          !canEdit
            ? t('orgAdmin.actions.adminOnly')
            : c.children_count > 0
              ? t('orgAdmin.centros.hasChildren', { count: c.children_count })
              : t('orgAdmin.actions.delete')
        }
      >
        <span>
          <IconButton
            size="small"
            color="error"
            disabled={!canEdit || c.children_count > 0}
            onClick={() => onDelete(c)}
            aria-label={`${t('orgAdmin.actions.delete')}: ${c.name}`}
            data-testid={`centro-delete-${c.id}`}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
  const name = (c: CentroRecord) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: `${c.depth * CENTRO_INDENT_PX}px`, minWidth: 0 }}>
      <Avatar
        src={c.logo ?? undefined}
        alt=""
        variant="rounded"
        sx={{ width: 26, height: 26, fontSize: 13, bgcolor: 'secondary.main', '& img': { objectFit: 'contain' } }}
      >
        {c.name.slice(0, 1)}
      </Avatar>
      <Tooltip title={c.path_str}>
        <Typography variant="body2" sx={{ fontWeight: c.depth === 0 ? 600 : 400, overflowWrap: 'anywhere' }}>
          {c.name}
        </Typography>
      </Tooltip>
    </Box>
  );
  return (
    <Box data-testid="centro-list">
      {compact ? (
        <Box>
          {rows.map((c) => (
            <Box
              key={c.id}
              data-testid={`centro-row-${c.id}`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 1,
                px: 1,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {name(c)}
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  sx={{ pl: `${c.depth * CENTRO_INDENT_PX + 34}px` }}
                >
                  {t('orgAdmin.centros.idLine', { id: c.id, count: c.users_count })}
                </Typography>
              </Box>
              {actions(c)}
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('orgAdmin.columns.name')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('orgAdmin.fields.id')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('orgAdmin.fields.url_name')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('orgAdmin.columns.processes')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('orgAdmin.columns.people')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('orgAdmin.columns.records')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('orgAdmin.columns.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((c) => (
                <TableRow key={c.id} hover data-testid={`centro-row-${c.id}`}>
                  <TableCell>{name(c)}</TableCell>
                  <TableCell>{c.id}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>{c.url_name ?? '—'}</TableCell>
                  <TableCell align="right">{c.processes.length}</TableCell>
                  <TableCell align="right">{c.users_count}</TableCell>
                  <TableCell align="right">{c.units_count}</TableCell>
                  <TableCell align="right">{actions(c)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data.count > CENTRO_LIST_PAGE_SIZE && (
        <MatrixPager total={data.count} page={page} size={CENTRO_LIST_PAGE_SIZE} onPage={setPage} />
      )}
    </Box>
  );
}
