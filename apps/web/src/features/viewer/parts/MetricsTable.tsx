import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { MetricRow } from '../model/fieldDisplay';
import { UnitTargetLink } from './UnitTargetLink';

/**
 * An indicator's metrics, each with number, weight, name and type (records-explorer §2 Other), and
 * its value; a sub-indicator's value is the indicator it scores, which the link opens.
 */
export function MetricsTable({ metrics }: { metrics: readonly MetricRow[] }) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="viewer-metrics-table">
      <TableHead>
        <TableRow>
          <TableCell>{t('viewer.metrics.number')}</TableCell>
          <TableCell>{t('viewer.metrics.name')}</TableCell>
          <TableCell>{t('viewer.metrics.type')}</TableCell>
          <TableCell align="right">{t('viewer.metrics.weight')}</TableCell>
          <TableCell align="right">{t('viewer.metrics.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {metrics.map((m) => (
          <TableRow key={m.number}>
            <TableCell>{m.number}</TableCell>
            <TableCell>{m.name}</TableCell>
            <TableCell>{t(`viewer.metrics.types.${m.type}`)}</TableCell>
            <TableCell align="right">{m.weight}</TableCell>
            <TableCell align="right">
              {m.indicator ? (
                <UnitTargetLink target={m.indicator} testId="metric-indicator-link">
                  {t('viewer.metrics.openIndicator')}
                </UnitTargetLink>
              ) : (
                m.value || '—'
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
