import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface AdminColumn {
  key: string;
  label?: string;
  align?: TableCellProps['align'];
  /** Besides the headings' weight. */
  sx?: Record<string, unknown>;
  /** A cell without heading, as narrow as its content (an expand arrow). */
  padding?: TableCellProps['padding'];
}

/**
 * The table of an administration screen: compact rows, bold headings ending with "Actions" on the
 * right, and the rows the screen gives. Headings can be left out (a phone shows each row's own
 * labels); `contained` false for a table nested in another's row.
 */
export function AdminTable({
  testId,
  columns,
  head = true,
  contained = true,
  sx,
  children,
}: {
  testId: string;
  columns: readonly AdminColumn[];
  head?: boolean;
  contained?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const table = (
    <Table size="small" data-testid={testId} sx={sx}>
      {head && (
        <TableHead>
          <TableRow>
            {columns.map((c) =>
              c.padding ? (
                <TableCell key={c.key} padding={c.padding} />
              ) : (
                <TableCell key={c.key} sx={{ fontWeight: 600, ...c.sx }} align={c.align}>
                  {c.label}
                </TableCell>
              ),
            )}
            <TableCell sx={{ fontWeight: 600 }} align="right">
              {t('admin.common.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
      )}
      <TableBody>{children}</TableBody>
    </Table>
  );
  return contained ? <TableContainer>{table}</TableContainer> : table;
}

/** The actions cell that ends every row. */
export function ActionsCell({ children, sx }: { children: ReactNode; sx?: Record<string, unknown> }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...sx }}>
      {children}
    </TableCell>
  );
}
