import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AcknowledgementList } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { formatDay, formatTimestamp } from '../../../ui/format';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useAcknowledgements } from '../acknowledgements/api';
import { useViewer } from '../ViewerContext';

/**
 * The acknowledgements box (docs/bp-definition.md "Read and understood"): for the version in force,
 * who has confirmed reading it, with the date of their signature, and who has not yet — those
 * first; the readers' limit (`due_days`) and, marked, those past it. Acknowledging is the BP's signed transition, in the transitions menu.
 */
export function AcknowledgementsBox() {
  const { t } = useTranslation();
  const { unit, scope } = useViewer();
  const list = useAcknowledgements(scope, unit.uid, unit.version);
  if (list.isPending) return <Skeleton variant="rounded" height={120} />;
  if (list.isError) {
    return (
      <LoadFailed
        title={t('viewer.acknowledgements.loadFailed')}
        retry={t('viewer.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const data = list.data;
  if (!data.effective) {
    return (
      <EmptyState
        icon={<MenuBookIcon />}
        title={t('viewer.acknowledgements.none')}
        hint={t('viewer.acknowledgements.noneHint')}
        testId="viewer-acknowledgements-none"
      />
    );
  }
  return (
    <Box data-testid="viewer-acknowledgements">
      <Summary data={data} effective={data.effective} />
      {data.people.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('viewer.acknowledgements.nobody')}
        </Typography>
      ) : (
        <People data={data} />
      )}
    </Box>
  );
}

function Summary({
  data,
  effective,
}: {
  data: AcknowledgementList;
  effective: NonNullable<AcknowledgementList['effective']>;
}) {
  const { t } = useTranslation();
  const { locale } = useViewer();
  const date = formatTimestamp(effective.since, locale);
  const done = data.people.filter((p) => p.acknowledged_at !== null).length;
  const overdue = data.people.filter((p) => p.overdue).length;
  const assignedToMe = data.people.length > 0;
  return (
    <Box sx={{ mb: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {effective.file_version === null
          ? t('viewer.acknowledgements.since', { date })
          : t('viewer.acknowledgements.sinceVersion', { version: effective.file_version, date })}
        {' · '}
        <span data-testid="viewer-acknowledgements-count">
          {t('viewer.acknowledgements.count', { done, total: data.people.length })}
        </span>
        {effective.due_date && (
          <>
            {' · '}
            <Box
              component="span"
              data-testid="viewer-acknowledgements-due"
              sx={{ color: overdue > 0 ? 'error.main' : undefined, fontWeight: overdue > 0 ? 600 : undefined }}
            >
              {t('viewer.acknowledgements.due', { date: formatDay(effective.due_date, locale) })}
            </Box>
          </>
        )}
      </Typography>
      {assignedToMe && (
        <Alert
          severity={data.mine ? 'success' : 'info'}
          variant="outlined"
          sx={{ py: 0 }}
          data-testid="viewer-acknowledgements-mine"
        >
          {t(data.mine ? 'viewer.acknowledgements.mine' : 'viewer.acknowledgements.todo')}
        </Alert>
      )}
    </Box>
  );
}

function People({ data }: { data: AcknowledgementList }) {
  const { t } = useTranslation();
  const { locale } = useViewer();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('viewer.acknowledgements.person')}</TableCell>
            <TableCell>{t('viewer.acknowledgements.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.people.map((p) => (
            <TableRow
              key={p.user.id}
              data-testid="viewer-acknowledgement-row"
              data-done={p.acknowledged_at !== null}
              data-overdue={p.overdue}
            >
              <TableCell>
                {p.user.name}
                {!p.assigned && (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    ({t('viewer.acknowledgements.notAssigned')})
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {p.acknowledged_at ? (
                  <Chip
                    size="small"
                    color="success"
                    variant="outlined"
                    icon={<CheckCircleIcon />}
                    label={formatTimestamp(p.acknowledged_at, locale)}
                  />
                ) : p.overdue ? (
                  <Chip
                    size="small"
                    color="error"
                    icon={<ErrorOutlineIcon />}
                    label={t('viewer.acknowledgements.overdue')}
                    data-testid="viewer-acknowledgement-overdue"
                  />
                ) : (
                  <Chip size="small" icon={<HourglassEmptyIcon />} label={t('viewer.acknowledgements.notYet')} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
