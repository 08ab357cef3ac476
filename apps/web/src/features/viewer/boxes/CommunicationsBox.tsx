import ForumIcon from '@mui/icons-material/Forum';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CommunicationRow } from '@qualium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../session/session';
import { EmptyState } from '../../../ui/EmptyState';
import { formatTimestamp } from '../../../ui/format';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ShortText } from '../../../ui/ShortText';
import { communicationsKey, markCommunicationRead, useCommunications } from '../communications/api';
import { SendMessage, type SendMessageRequest } from '../communications/SendMessage';
import { useViewer } from '../ViewerContext';

/**
 * The box adapts to the viewer's own width (a container query), like the history: narrow, the
 * recipient, read date and type move into the opened row; on a phone, sender and date too.
 */
const NARROW = '@container comunications (max-width: 760px)';
const PHONE = '@container comunications (max-width: 480px)';
const wideOnly = { [NARROW]: { display: 'none' } };
const notOnPhone = { [PHONE]: { display: 'none' } };
const COLUMNS = 8;

const STATE_COLOR = { sent: 'default', read: 'success', failed: 'warning' } as const;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function MessageRow({ row, onOpen }: { row: CommunicationRow; onOpen(row: CommunicationRow): void }) {
  const { t } = useTranslation();
  const { locale } = useViewer();
  const [open, setOpen] = useState(false);
  const when = (value: string | null) => (value ? formatTimestamp(value, locale) : '—');
  const toggle = () => {
    if (!open) onOpen(row);
    setOpen(!open);
  };
  const state = (
    <Chip
      size="small"
      color={STATE_COLOR[row.state]}
      variant={row.state === 'sent' ? 'outlined' : 'filled'}
      label={t(`viewer.comunications.states.${row.state}`)}
    />
  );
  return (
    <>
      <TableRow
        hover
        onClick={toggle}
        data-testid="viewer-comunication-row"
        data-state={row.state}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={open}
            aria-label={t(open ? 'viewer.comunications.collapse' : 'viewer.comunications.expand')}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ fontWeight: row.unread_by_me ? 700 : 500 }}>
          <ShortText text={row.subject} />
        </TableCell>
        <TableCell sx={notOnPhone}>{row.sender?.name ?? '—'}</TableCell>
        <TableCell sx={wideOnly}>{row.recipient?.name ?? '—'}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap', ...notOnPhone }}>{when(row.creation_date)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap', ...wideOnly }}>{when(row.read_date)}</TableCell>
        <TableCell>{state}</TableCell>
        <TableCell sx={wideOnly}>{t(`viewer.comunications.types.${row.type}`)}</TableCell>
      </TableRow>
      {open && (
        <TableRow data-testid="viewer-comunication-body">
          <TableCell colSpan={COLUMNS} sx={{ bgcolor: 'action.hover', px: { xs: 2, sm: 4 }, py: 2 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2, overflowWrap: 'anywhere' }}>{row.body}</Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5 }}
            >
              <Detail label={t('viewer.comunications.sender')} value={row.sender?.name ?? '—'} />
              <Detail label={t('viewer.comunications.recipient')} value={row.recipient?.name ?? '—'} />
              <Detail label={t('viewer.comunications.creation_date')} value={when(row.creation_date)} />
              <Detail label={t('viewer.comunications.read_date')} value={when(row.read_date)} />
              <Detail label={t('viewer.comunications.type')} value={t(`viewer.comunications.types.${row.type}`)} />
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/**
 * The unit's communications (records-explorer §2 comunications box): subject, sender, recipient,
 * creation date, read date, state and type, oldest first; a row opens on its message, which marks
 * it read when the reader is its recipient. "Send message" writes to one of the unit's contacts.
 */
export function CommunicationsBox() {
  const { t } = useTranslation();
  const { unit, scope } = useViewer();
  const queryClient = useQueryClient();
  const me = useSession((s) => s.persisted.user?.id ?? null);
  const list = useCommunications(scope, unit.uid);
  const writable = unit.contacts.some((c) => c.id !== me);
  const [writing, setWriting] = useState<SendMessageRequest | null>(null);
  const write = () => setWriting({ scope, uid: unit.uid, reference: unit.reference, contacts: unit.contacts });
  const opened = (row: CommunicationRow) => {
    if (!row.unread_by_me) return;
    void markCommunicationRead(scope, unit.uid, row.id).then(() =>
      queryClient.invalidateQueries({ queryKey: communicationsKey(scope, unit.uid) }),
    );
  };

  const body = () => {
    if (list.isPending) {
      return (
        <Box data-testid="viewer-comunications-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Box>
      );
    }
    if (list.isError) {
      return (
        <LoadFailed
          title={t('viewer.comunications.loadFailed')}
          retry={t('viewer.comunications.retry')}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (list.data.results.length === 0) {
      return (
        <EmptyState
          icon={<ForumIcon />}
          title={t('viewer.comunications.empty')}
          hint={t('viewer.comunications.emptyHint')}
          testId="viewer-comunications-empty"
        />
      );
    }
    return (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="viewer-comunications-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('viewer.comunications.subject')}</TableCell>
              <TableCell sx={notOnPhone}>{t('viewer.comunications.sender')}</TableCell>
              <TableCell sx={wideOnly}>{t('viewer.comunications.recipient')}</TableCell>
              <TableCell sx={notOnPhone}>{t('viewer.comunications.creation_date')}</TableCell>
              <TableCell sx={wideOnly}>{t('viewer.comunications.read_date')}</TableCell>
              <TableCell>{t('viewer.comunications.state')}</TableCell>
              <TableCell sx={wideOnly}>{t('viewer.comunications.type')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.results.map((row) => (
              <MessageRow key={row.id} row={row} onOpen={opened} />
            ))}
          </TableBody>
        </Table>
      </Box>
    );
  };

  return (
    <Box sx={{ containerType: 'inline-size', containerName: 'comunications' }} data-testid="viewer-comunications">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {list.data && list.data.count > 0
            ? t('viewer.comunications.count', { count: list.data.count })
            : t('viewer.comunications.intro')}
        </Typography>
        {writable && (
          <Button
            size="small"
            variant="contained"
            startIcon={<SendIcon />}
            onClick={write}
            data-testid="viewer-comunications-send"
          >
            {t('viewer.comunications.send')}
          </Button>
        )}
      </Box>
      {body()}
      <SendMessage request={writing} onClose={() => setWriting(null)} />
    </Box>
  );
}
