import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BpRecord } from '@qualium/contracts';
import {
  type ColumnDef,
  type ExpandedState,
  rowExpandingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BpExpandedRow } from './BpExpandedRow';
import { type BpActionHandlers, BpRowActions } from './BpRowActions';

const features = tableFeatures({ rowExpandingFeature });
type Column = ColumnDef<typeof features, BpRecord>;

/**
 * The BP explorer table (shell-and-admin §2.9): Reference, Name, Type, Site and Actions, and an
 * expand toggle that opens the definition's description and JSON tree under the row. Desktop;
 * a phone gets BpCards.
 */
export function BpTable({ records, actions }: { records: BpRecord[]; actions: BpActionHandlers }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const columns = useMemo<Column[]>(
    () => [
      { id: 'reference', header: t('bpAdmin.columns.reference'), accessorFn: (r) => r.reference },
      { id: 'name', header: t('bpAdmin.columns.name'), accessorFn: (r) => r.name },
      { id: 'type', header: t('bpAdmin.columns.type'), accessorFn: (r) => r.type },
      { id: 'site', header: t('bpAdmin.columns.site'), accessorFn: (r) => r.site_name },
      {
        id: 'actions',
        header: t('bpAdmin.columns.actions'),
        cell: ({ row }) => <BpRowActions record={row.original} handlers={actions} />,
      },
    ],
    [t, actions],
  );

  const table = useTable({
    features,
    columns,
    data: records,
    getRowId: (r) => String(r.id),
    state: { expanded },
    getRowCanExpand: () => true,
    onExpandedChange: setExpanded,
    autoResetExpanded: false,
  });
  const span = columns.length + 1;

  return (
    <TableContainer>
      <Table size="small" data-testid="bp-table">
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              <TableCell padding="checkbox" />
              {group.headers.map((header) => (
                <TableCell
                  key={header.id}
                  align={header.id === 'actions' ? 'right' : undefined}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {String(header.column.columnDef.header ?? header.id)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <Fragment key={row.id}>
              <TableRow
                hover
                data-testid="bp-row"
                data-reference={row.original.reference}
                sx={{ '& > td': { borderBottom: row.getIsExpanded() ? 0 : undefined } }}
              >
                <TableCell padding="checkbox">
                  <IconButton
                    size="small"
                    onClick={row.getToggleExpandedHandler()}
                    aria-expanded={row.getIsExpanded()}
                    aria-label={t(row.getIsExpanded() ? 'bpAdmin.collapse' : 'bpAdmin.expand', {
                      reference: row.original.reference,
                    })}
                    data-testid="bp-expand"
                  >
                    {row.getIsExpanded() ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                  </IconButton>
                </TableCell>
                {row.getAllCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    align={cell.column.id === 'actions' ? 'right' : undefined}
                    sx={{
                      whiteSpace: cell.column.id === 'reference' || cell.column.id === 'actions' ? 'nowrap' : undefined,
                      fontWeight: cell.column.id === 'reference' ? 600 : undefined,
                    }}
                  >
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
              {row.getIsExpanded() && (
                <TableRow data-testid="bp-expanded">
                  <TableCell colSpan={span} sx={{ bgcolor: 'action.hover', px: { xs: 1.5, md: 4 }, py: 2 }}>
                    <BpExpandedRow record={row.original} />
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
