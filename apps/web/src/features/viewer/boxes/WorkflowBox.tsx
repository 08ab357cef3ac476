import HistoryIcon from '@mui/icons-material/History';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { HistoryEntry } from '@qualium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDay, formatTimestamp } from '../../../ui/format';
import { StateLabel } from '../../../ui/StateDot';
import { DiffLegend, DiffValue } from '../diff/DiffValue';
import { diffLines, historyRows } from '../model/historyDiff';
import { useViewer } from '../ViewerContext';
import { SignatureChip, SignatureDetails } from './SignatureLine';

/**
 * The viewer lives in a side panel, a full page or a phone: the table adapts to its own width
 * (a container query), not the window's. Narrow, the user, responsible and limit columns move into
 * the expanded row.
 */
const NARROW = '@container history (max-width: 860px)';
const PHONE = '@container history (max-width: 520px)';
const wideOnly = { [NARROW]: { display: 'none' } };
const narrowOnly = { display: 'none', [NARROW]: { display: 'block' } };
const notOnPhone = { [PHONE]: { display: 'none' } };
const onPhone = { display: 'none', [PHONE]: { display: 'inline' } };
const COLUMNS = 7;

/** From → to; one state when the transition kept it (the first one, a related creation). */
function StateChange({ entry }: { entry: HistoryEntry }) {
  const moved = entry.from_state !== null && entry.from_state.id !== entry.to_state.id ? entry.from_state : null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', columnGap: 0.75, flexWrap: 'wrap' }}>
      {moved && <StateLabel color={moved.color} label={moved.label} />}
      {moved && <span aria-hidden>→</span>}
      <StateLabel color={entry.to_state.color} label={entry.to_state.label} />
    </Box>
  );
}

function HistoryRow({ entry, initiallyOpen }: { entry: HistoryEntry; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const { unit, locale } = useViewer();
  const [open, setOpen] = useState(initiallyOpen);
  const lines = diffLines(entry, (field) => unit.fields[field]?.type, locale);
  const limit = entry.limit ? formatDay(entry.limit, locale) : '—';
  const when = formatTimestamp(entry.date, locale);
  return (
    <>
      <TableRow
        hover
        data-testid="viewer-history-row"
        data-transition={entry.transition_id}
        onClick={() => setOpen(!open)}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'viewer.history.collapse' : 'viewer.history.expand')}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap', ...notOnPhone }}>{when}</TableCell>
        <TableCell sx={{ fontWeight: 600 }}>
          {entry.label}
          {entry.signature && (
            <Box>
              <SignatureChip signature={entry.signature} />
            </Box>
          )}
        </TableCell>
        <TableCell>
          <StateChange entry={entry} />
        </TableCell>
        <TableCell sx={wideOnly}>{entry.user?.name ?? '—'}</TableCell>
        <TableCell sx={wideOnly}>{entry.responsible?.name ?? '—'}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>{limit}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}>
          <Collapse in={open} unmountOnExit>
            <Box data-testid="viewer-history-diff" sx={{ py: 1.5, pl: 6, [NARROW]: { pl: 0 } }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1, ...narrowOnly }}>
                <Box component="span" sx={onPhone}>
                  {when} ·{' '}
                </Box>
                {entry.user?.name ?? '—'} · {t('viewer.history.responsible')}: {entry.responsible?.name ?? '—'} ·{' '}
                {t('viewer.history.limit')}: {limit}
              </Typography>
              <SignatureDetails entry={entry} locale={locale} />
              {lines.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('viewer.history.noChanges')}
                </Typography>
              ) : (
                <Box
                  component="dl"
                  sx={{
                    m: 0,
                    display: 'grid',
                    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
                    gap: 0.75,
                    columnGap: 2,
                  }}
                >
                  {lines.map((line) => (
                    <Box key={line.field} sx={{ display: 'contents' }} data-testid={`viewer-diff-${line.field}`}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {line.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                        <DiffValue line={line} />
                      </Typography>
                    </Box>
                  ))}
                </Box>
              )}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** The workflow box: every transition of the unit with what it changed (up to 1000 rows, no paging). */
export function WorkflowBox() {
  const { t } = useTranslation();
  const { unit } = useViewer();
  const rows = historyRows(unit.workflow);
  if (rows.length === 0) {
    return <EmptyState icon={<HistoryIcon />} title={t('viewer.history.empty')} testId="viewer-history-empty" />;
  }
  return (
    <Box sx={{ containerType: 'inline-size', containerName: 'history', overflowX: 'auto' }}>
      <DiffLegend />
      <Table size="small" data-testid="viewer-history-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell sx={notOnPhone}>{t('viewer.history.date')}</TableCell>
            <TableCell>{t('viewer.history.transition')}</TableCell>
            <TableCell>{t('viewer.history.state')}</TableCell>
            <TableCell sx={wideOnly}>{t('viewer.history.user')}</TableCell>
            <TableCell sx={wideOnly}>{t('viewer.history.responsible')}</TableCell>
            <TableCell sx={wideOnly}>{t('viewer.history.limit')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry, i) => (
            <HistoryRow key={entry.id} entry={entry} initiallyOpen={i === 0} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
