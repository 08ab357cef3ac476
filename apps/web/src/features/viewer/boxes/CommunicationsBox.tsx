import ForumIcon from '@mui/icons-material/Forum';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../model/format';
import { EmptyState } from '../parts/EmptyState';
import { ShortText } from '../parts/ShortText';
import { useViewer } from '../ViewerContext';

/** Columns of records-explorer §2 "comunications", in order; dates are instants. */
const COLUMNS = ['subject', 'sender', 'recipient', 'creation_date', 'read_date', 'state', 'type'] as const;
const DATE_COLUMNS = new Set<string>(['creation_date', 'read_date']);

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** The communications of the unit, oldest first (records-explorer §2). */
export function CommunicationsBox() {
  const { t } = useTranslation();
  const { unit, locale } = useViewer();
  if (unit.comunications.length === 0) {
    return (
      <EmptyState
        icon={<ForumIcon />}
        title={t('viewer.comunications.empty')}
        hint={t('viewer.comunications.emptyHint')}
        testId="viewer-comunications-empty"
      />
    );
  }
  const rows = [...unit.comunications].sort((a, b) => text(a.creation_date).localeCompare(text(b.creation_date)));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="viewer-comunications-table">
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{t(`viewer.comunications.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            <TableRow key={text(row.id) || i}>
              {COLUMNS.map((c) => {
                const value = text(row[c]);
                return (
                  <TableCell key={c} sx={{ whiteSpace: DATE_COLUMNS.has(c) ? 'nowrap' : undefined }}>
                    {value === '' ? (
                      '—'
                    ) : DATE_COLUMNS.has(c) ? (
                      formatTimestamp(value, locale)
                    ) : (
                      <ShortText text={value} />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
