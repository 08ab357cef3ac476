import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../ui/format';
import { useIsMobile } from '../../../ui/useIsMobile';
import { actionLabel, actorLabel, entityLabel, targetName } from '../model/labels';
import { AuditChanges } from './AuditChanges';

/** Which entries are open, by id: a new page of data keeps the ones still on it open. */
function useOpen() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { isOpen: (id: number) => open.has(id), toggle };
}

function What({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const name = targetName(entry);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
      <Chip size="small" label={entityLabel(entry.entity, t)} variant="outlined" />
      {name && name !== entry.entity_id && (
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      )}
      {entry.entity_id && (
        <Typography
          variant="body2"
          color={name ? 'text.secondary' : undefined}
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {name && name !== entry.entity_id ? `#${entry.entity_id}` : entry.entity_id}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The audit entries: a table with an expand toggle on desktop, cards on a phone. Opening an entry
 * shows its before and after as a diff.
 */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const { isOpen, toggle } = useOpen();
  const locale = localeOf(i18n.language);
  const toggleButton = (entry: AuditEntry) => (
    <IconButton
      size="small"
      onClick={() => toggle(entry.id)}
      aria-expanded={isOpen(entry.id)}
      aria-label={t(isOpen(entry.id) ? 'audit.hideChanges' : 'audit.showChanges')}
      data-testid="audit-expand"
    >
      {isOpen(entry.id) ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
    </IconButton>
  );

  if (mobile) {
    return (
      <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
        {entries.map((entry) => (
          <Box
            key={entry.id}
            data-testid="audit-entry"
            data-entity={entry.entity}
            data-action={entry.action}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: 'background.paper' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.5 }}>
                <Typography variant="caption" color="text.secondary">
                  {formatTimestamp(entry.created_at, locale)} · {actorLabel(entry, t)}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{actionLabel(entry.action, t)}</Typography>
                <What entry={entry} />
              </Box>
              {toggleButton(entry)}
            </Box>
            <Collapse in={isOpen(entry.id)} unmountOnExit>
              <Box sx={{ pt: 1.5 }}>
                <AuditChanges entry={entry} />
              </Box>
            </Collapse>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer>
      <Table size="small" data-testid="audit-table">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            {(['when', 'who', 'what', 'action'] as const).map((c) => (
              <TableCell key={c} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`audit.columns.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <Fragment key={entry.id}>
              <TableRow
                hover
                data-testid="audit-entry"
                data-entity={entry.entity}
                data-action={entry.action}
                sx={{ '& > td': { borderBottom: isOpen(entry.id) ? 0 : undefined } }}
              >
                <TableCell padding="checkbox">{toggleButton(entry)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(entry.created_at, locale)}</TableCell>
                <TableCell>{actorLabel(entry, t)}</TableCell>
                <TableCell>
                  <What entry={entry} />
                </TableCell>
                <TableCell>{actionLabel(entry.action, t)}</TableCell>
              </TableRow>
              {isOpen(entry.id) && (
                <TableRow>
                  <TableCell colSpan={5} sx={{ bgcolor: 'action.hover', px: 4, py: 2 }}>
                    <AuditChanges entry={entry} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
