import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { GroupedChartData } from '@qualium/contracts';
import { localeOf } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { formatValue } from '../logic/format';
import { tableModel } from '../logic/table';

function Dot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-block', width: 9, height: 9, borderRadius: '50%', bgcolor: color, mr: 1, flexShrink: 0 }}
    />
  );
}

/**
 * The table chart: rows by the definition's `rows`, a column per `columns` value (each with its
 * colour), totals per row and per column. Zeros are shown faint so the counts stand out.
 */
export function TableChart({
  chartId,
  data,
  averages,
}: {
  chartId: string;
  data: GroupedChartData;
  averages: boolean;
}) {
  const { t } = useTranslation();
  const locale = localeOf(currentLanguage());
  const model = tableModel(data, averages);
  const number = (value: number | null, testId: string, strong = false) => (
    <TableCell
      key={testId}
      align="right"
      data-testid={testId}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        fontWeight: strong ? 700 : 400,
        color: (value === 0 || value === null) && !strong ? 'text.disabled' : 'text.primary',
      }}
    >
      {formatValue(value, locale)}
    </TableCell>
  );
  // Cells by the stored keys of their row and column ('*' for a total), for tests and tools to read.
  const cellId = (row: string, column: string) => `chart-cell-${chartId}-${row}-${column}`;

  return (
    <Box sx={{ overflow: 'auto', height: '100%' }}>
      <Table size="small" stickyHeader data-testid={`chart-table-${chartId}`}>
        <TableHead>
          <TableRow>
            <TableCell />
            {model.columns.map((c) => (
              <TableCell key={c.key} align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'inline-flex', alignItems: 'center' }}>
                  {model.columns.length > 1 && <Dot color={c.colorShown} />}
                  {c.label}
                </Box>
              </TableCell>
            ))}
            {model.rowTotals && (
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {t('charts.total')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {model.rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell component="th" scope="row">
                <Box sx={{ display: 'flex', alignItems: 'center' }}>
                  <Dot color={row.color} />
                  {row.label}
                </Box>
              </TableCell>
              {row.cells.map((value, i) => number(value, cellId(row.key, model.columns[i]!.key)))}
              {model.rowTotals && number(row.total, cellId(row.key, '*'), true)}
            </TableRow>
          ))}
          {model.totalRow && (
            <TableRow sx={{ '& > *': { borderBottom: 0, bgcolor: 'action.hover' } }}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, borderBottom: 0 }}>
                {t('charts.total')}
              </TableCell>
              {model.columnTotals.map((value, i) => number(value, cellId('*', model.columns[i]!.key), true))}
              {model.rowTotals && number(model.total, cellId('*', '*'), true)}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
