import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { FileTypeIcon } from '../../../ui/FileTypeIcon';
import { formatTimestamp } from '../../../ui/format';
import { ShortText } from '../../../ui/ShortText';
import { type FileRow, fileRows } from '../model/fileRows';
import { FileRowActions } from '../parts/FileRowActions';
import { useViewer } from '../ViewerContext';

/** Narrow (a phone, the side panel): the dates move under the title. */
const NARROW = '@container files (max-width: 560px)';
const wideOnly = { [NARROW]: { display: 'none' } };
const narrowOnly = { display: 'none', [NARROW]: { display: 'block' } };

const STATUS_COLOR = { public: 'success', draft: 'warning', obsolete: 'default' } as const;

/**
 * A version's status: in force, draft or obsolete for a versionable file — superseded when it was
 * once approved (BP document_control), which also names the document version it was; a plain file
 * only says it was replaced.
 */
function StatusChip({ row, versioned }: { row: FileRow; versioned: boolean }) {
  const { t } = useTranslation();
  if (!versioned && row.status !== 'obsolete') return null;
  const approved = versioned ? row.document_version : null;
  const status = approved && row.status === 'obsolete' ? 'superseded' : row.status;
  const label = versioned ? t(`viewer.files.status.${status}`) : t('viewer.files.status.replaced');
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLOR[row.status]}
        label={label}
        sx={{ ml: 1, height: 20 }}
        data-testid="viewer-file-status"
        data-status={status}
      />
      {approved && (
        <Chip
          size="small"
          label={t('viewer.files.documentVersion', { version: approved })}
          sx={{ ml: 0.5, height: 20 }}
          data-testid="viewer-file-document-version"
        />
      )}
    </>
  );
}

/**
 * The versions box and the documents box (records-explorer §2): type icon, title, creation and
 * modification dates, version and the download action (the PDF viewer beside it), newest version
 * first. The documents box adds its reports action above the table.
 */
export function FileTableBox({
  attributes,
  toolbar,
  testId,
}: {
  attributes: readonly string[];
  toolbar?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const { unit, locale } = useViewer();
  const rows = fileRows(unit, attributes);
  const when = (value: string) => formatTimestamp(value, locale);
  return (
    <Box data-testid={testId}>
      {toolbar}
      {rows.length === 0 ? (
        <EmptyState
          icon={<FolderOpenIcon />}
          title={t('viewer.files.empty')}
          hint={t(unit.file_permissions.drafts ? 'viewer.files.emptyHint' : 'viewer.files.emptyReaderHint')}
          testId={`${testId}-empty`}
        />
      ) : (
        <Box sx={{ containerType: 'inline-size', containerName: 'files', overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">{t('viewer.files.type')}</TableCell>
                <TableCell>{t('viewer.files.title')}</TableCell>
                <TableCell sx={wideOnly}>{t('viewer.files.created')}</TableCell>
                <TableCell sx={wideOnly}>{t('viewer.files.modified')}</TableCell>
                <TableCell align="right">{t('viewer.files.versionColumn')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                    {t('viewer.files.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const versioned = unit.fields[row.attribute]?.type === 'versionable_file';
                const file = { attribute: row.attribute, value: row.value, version: row.version, title: row.title };
                return (
                  <TableRow
                    key={`${row.attribute}-${row.version}-${row.value}`}
                    data-testid="viewer-file-row"
                    data-version={row.version}
                    data-status={row.status}
                    sx={row.status === 'obsolete' ? { '& td': { color: 'text.secondary' } } : undefined}
                  >
                    <TableCell padding="checkbox" sx={{ textAlign: 'center' }}>
                      <FileTypeIcon type={row.type} />
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                        <ShortText text={row.title} />
                        <StatusChip row={row} versioned={versioned} />
                      </Box>
                      <Box sx={{ ...narrowOnly, typography: 'caption', color: 'text.secondary' }}>
                        {when(row.modification_date)}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>{when(row.creation_date)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>{when(row.modification_date)}</TableCell>
                    <TableCell align="right">{row.version}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <FileRowActions file={file} options={row.download_options} canView={row.view} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
