import DownloadingIcon from '@mui/icons-material/Downloading';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DownloadTrackerRow } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { formatTimestamp } from '../../../ui/format';
import { trackerRows } from '../model/fileRows';
import { useViewer } from '../ViewerContext';

/**
 * The download-tracker box (records-explorer §2): download date, version and user, newest first.
 * Those who manage the document see every download; a reader sees their own (the server decides).
 */
export function DownloadTrackerBox({ field }: { field: string }) {
  const { t } = useTranslation();
  const { unit, locale } = useViewer();
  const rows = trackerRows(unit, field);
  const own = !unit.file_permissions.drafts;
  const copyText = (copy: DownloadTrackerRow['copy']) => {
    if (!copy) return '—';
    return copy.kind === 'controlled' && copy.number !== null
      ? t('viewer.downloads.controlled', { number: copy.number })
      : t('viewer.downloads.uncontrolled');
  };
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<DownloadingIcon />}
        title={t(own ? 'viewer.downloads.emptyOwn' : 'viewer.downloads.empty')}
        hint={t('viewer.downloads.emptyHint', { field: unit.fields[field]?.label ?? field })}
        testId="viewer-downloads-empty"
      />
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      {own && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="viewer-downloads-own">
          {t('viewer.downloads.ownOnly')}
        </Typography>
      )}
      <Table size="small" data-testid="viewer-downloads-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('viewer.downloads.date')}</TableCell>
            <TableCell align="right">{t('viewer.downloads.version')}</TableCell>
            <TableCell>{t('viewer.downloads.user')}</TableCell>
            <TableCell>{t('viewer.downloads.copy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="viewer-download-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(row.date, locale)}</TableCell>
              <TableCell align="right">{row.version ?? '—'}</TableCell>
              <TableCell>{row.user?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{copyText(row.copy)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
