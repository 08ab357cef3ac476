import DownloadIcon from '@mui/icons-material/Download';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { UnitField } from '@qualium/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadStoredFile } from '../actions/unitFiles';
import { fileRows } from '../model/fileRows';
import { formatTimestamp } from '../model/format';
import { EmptyState } from '../parts/EmptyState';
import { FileTypeIcon } from '../parts/FileTypeIcon';
import { ShortText } from '../parts/ShortText';
import { useViewer } from '../ViewerContext';

/**
 * The versions box and the documents box (records-explorer §2): type icon, title, creation and
 * modification dates, version and a download action, newest version first. The documents box adds
 * its reports action above the table.
 */
export function FileTableBox({
  fields,
  toolbar,
  testId,
}: {
  fields: readonly UnitField[];
  toolbar?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { unit, scope, locale } = useViewer();
  const rows = fileRows(unit, fields);
  const when = (value: string | null) => (value ? formatTimestamp(value, locale) : '—');
  return (
    <Box data-testid={testId}>
      {toolbar}
      {rows.length === 0 ? (
        <EmptyState
          icon={<FolderOpenIcon />}
          title={t('viewer.files.empty')}
          hint={t('viewer.files.emptyHint')}
          testId={`${testId}-empty`}
        />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">{t('viewer.files.type')}</TableCell>
                <TableCell>{t('viewer.files.title')}</TableCell>
                <TableCell>{t('viewer.files.created')}</TableCell>
                <TableCell>{t('viewer.files.modified')}</TableCell>
                <TableCell align="right">{t('viewer.files.versionColumn')}</TableCell>
                <TableCell padding="checkbox" />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.attribute}-${row.version}-${row.name}`} data-testid="viewer-file-row">
                  <TableCell padding="checkbox" sx={{ textAlign: 'center' }}>
                    <FileTypeIcon type={row.type} />
                  </TableCell>
                  <TableCell>
                    <ShortText text={row.name} />
                    {row.published && (
                      <Chip
                        size="small"
                        color="success"
                        variant="outlined"
                        label={t('viewer.files.published')}
                        sx={{ ml: 1 }}
                      />
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.created)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.modified)}</TableCell>
                  <TableCell align="right">{row.version ?? '—'}</TableCell>
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-label={t('viewer.files.download', { name: row.name })}
                      onClick={() => void downloadStoredFile(scope, unit.uid, row)}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
