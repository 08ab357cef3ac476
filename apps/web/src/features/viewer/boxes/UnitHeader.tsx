import EventIcon from '@mui/icons-material/Event';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format';
import { StateLabel } from '../../../ui/StateDot';
import { CopyButton } from '../parts/CopyButton';
import { useViewer } from '../ViewerContext';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>{children}</Box>
    </Box>
  );
}

/**
 * The data box's header (records-explorer §2): reference with the copy-uid button, title, state
 * dot, responsible and limit date — in red with an alert icon once passed.
 */
export function UnitHeader() {
  const { t } = useTranslation();
  const { unit, locale } = useViewer();
  const limit = unit.current_workflow_limit;
  const overdue = unit.is_overdue;
  return (
    <Box data-testid="viewer-header" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 0.5 }}>
        <Typography
          data-testid="viewer-reference"
          sx={{
            fontWeight: 700,
            color: 'primary.main',
            letterSpacing: 0.3,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {unit.reference}
        </Typography>
        <CopyButton text={unit.uid} label={t('viewer.header.copyUid')} testId="viewer-copy-uid" />
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', maxWidth: '100%' }} noWrap>
          {unit.business_process_name} · {unit.centro.name}
        </Typography>
      </Box>
      <Typography
        component="h2"
        variant="h6"
        data-testid="viewer-title"
        sx={{ fontWeight: 700, lineHeight: 1.3, mb: 1.5 }}
      >
        {unit.title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 5,
          rowGap: 1.5,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <Fact label={t('viewer.header.state')} testId="viewer-state">
          <StateLabel color={unit.state_color} label={unit.current_workflow_state.label} />
        </Fact>
        <Fact label={t('viewer.header.responsible')} testId="viewer-responsible">
          <PersonOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} />
          {unit.current_workflow_responsible?.name ?? (
            <Typography color="text.secondary">{t('viewer.header.noResponsible')}</Typography>
          )}
        </Fact>
        <Fact label={t('viewer.header.limit')} testId="viewer-limit">
          {overdue ? (
            <ReportProblemIcon fontSize="small" color="error" titleAccess={t('viewer.header.overdue')} />
          ) : (
            <EventIcon fontSize="small" sx={{ color: 'text.secondary' }} />
          )}
          <Typography
            component="span"
            data-overdue={overdue || undefined}
            sx={{ color: overdue ? 'error.main' : 'text.primary', fontWeight: overdue ? 700 : 500 }}
          >
            {limit ? formatDay(limit, locale) : t('viewer.header.noLimit')}
          </Typography>
        </Fact>
        {unit.fecha_cierre && (
          <Fact label={t('viewer.header.closedOn')} testId="viewer-closed">
            <EventIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            {formatDay(unit.fecha_cierre.slice(0, 10), locale)}
          </Fact>
        )}
      </Box>
    </Box>
  );
}
