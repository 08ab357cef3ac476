import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { TrackingTable as Tracking } from '../model/fieldDisplay';
import { UnitTargetLink } from './UnitTargetLink';

/**
 * An indicator's tracked periods (rows) against its metrics (columns); a sub-indicator's column
 * opens the indicator it follows (records-explorer §2 route).
 */
export function TrackingTable({ table }: { table: Tracking }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="viewer-tracking-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('viewer.tracking.period')}</TableCell>
            {table.metrics.map((m) => (
              <TableCell key={m.id} align="right">
                {m.indicator ? (
                  <UnitTargetLink target={m.indicator} testId="tracking-indicator-link">
                    {m.name}
                  </UnitTargetLink>
                ) : (
                  m.name
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((r) => (
            <TableRow key={r.period}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.period}</TableCell>
              {r.values.map((v, i) => (
                <TableCell key={table.metrics[i]!.id} align="right">
                  {v || '—'}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
