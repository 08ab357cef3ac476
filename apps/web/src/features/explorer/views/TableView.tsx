import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { UnitListItem } from '@qualium/contracts';
import {
  type CellContext,
  type ColumnDef,
  type ExpandedState,
  functionalUpdate,
  rowExpandingFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcons } from '../../viewer';
import { UnitCell } from './cells';
import { columnText } from './columns';
import { ExpandedUnit } from './ExpandedUnit';
import { ListFooter } from './ListFooter';
import { isSelected, NO_SELECTION, togglePage, toggleUnit } from './selection';
import type { ViewProps } from './types';
import { UnitActionsScope } from './UnitActionsScope';

const features = tableFeatures({ rowSortingFeature, rowExpandingFeature });
type Column = ColumnDef<typeof features, UnitListItem>;
const NO_UNITS: UnitListItem[] = [];
/** Short values that read badly when broken; longer texts wrap (they are cut at 50 characters anyway). */
const NO_WRAP = new Set([
  'reference',
  'current_workflow_state',
  'current_workflow_limit',
  'fecha_creacion',
  'fecha_cierre',
]);
/** A plain style rather than `sx`: one per cell of every page, so no Emotion class is worked out for each. */
const NO_WRAP_STYLE = { whiteSpace: 'nowrap' } as const;

/** One cell; a module-level component, so new column definitions never remount the cells. */
function ColumnCell({ row, column }: CellContext<typeof features, UnitListItem, unknown>) {
  return <UnitCell unit={row.original} column={column.id} />;
}

/**
 * The table view (records-explorer §2): the business process's columns, sortable headers (the
 * server sorts: `sort_by field:asc|desc`), expandable rows (every value and the unit's actions), multi-select with "all matching", and
 * paging. A row click opens the unit.
 */
export default function TableView(props: ViewProps) {
  const { list, selection, onOpenUnit, onSort } = props;
  const ticked = selection?.value ?? NO_SELECTION;
  const { t } = useTranslation();
  const data = list.data;
  const units = data?.units ?? NO_UNITS;
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const shown = props.columns;
  const columns = useMemo<Column[]>(
    () =>
      (data?.columns ?? [])
        .filter((c) => !shown || shown.includes(c.name))
        .map((c) => ({
          id: c.name,
          header: c.label,
          // The server sorts; an accessor is what makes a column sortable for the table.
          accessorFn: (unit) => columnText(unit, c.name),
          enableSorting: c.sortable,
          cell: ColumnCell,
        })),
    [data?.columns, shown],
  );
  const sorting = useMemo<SortingState>(() => (data ? [{ id: data.sort.field, desc: data.sort.desc }] : []), [data]);

  const table = useTable({
    features,
    columns,
    data: units,
    getRowId: (unit) => unit.uid,
    state: { sorting, expanded },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onSort({ field: next.id, desc: next.desc });
    },
    getRowCanExpand: () => true,
    onExpandedChange: setExpanded,
    // Expansion is by uid and ours: a new page of data must not fold a row the user just opened.
    autoResetExpanded: false,
  });

  const pageUids = units.map((u) => u.uid);
  const pageChecked = pageUids.length > 0 && pageUids.every((uid) => isSelected(ticked, uid));
  const pageSome = !pageChecked && pageUids.some((uid) => isSelected(ticked, uid));
  const span = columns.length + (selection ? 2 : 1);

  return (
    <Box sx={{ position: 'relative' }}>
      {list.fetching && data && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />}
      <TableContainer>
        <Table size="small" data-testid="explorer-table" aria-busy={list.fetching}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={pageChecked}
                      indeterminate={pageSome}
                      disabled={pageUids.length === 0}
                      onChange={() => selection.onChange(togglePage(ticked, pageUids))}
                      slotProps={{
                        input: { 'aria-label': t('explorer.selection.page'), 'data-testid': 'select-page' } as object,
                      }}
                    />
                  </TableCell>
                )}
                <TableCell padding="checkbox" />
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = String(header.column.columnDef.header ?? header.id);
                  return (
                    <TableCell
                      key={header.id}
                      sortDirection={sorted || false}
                      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                      data-testid={`column-${header.id}`}
                    >
                      {header.column.getCanSort() ? (
                        <TableSortLabel
                          active={sorted !== false}
                          direction={sorted || 'asc'}
                          onClick={header.column.getToggleSortingHandler()}
                          data-testid={`sort-${header.id}`}
                        >
                          {label}
                        </TableSortLabel>
                      ) : (
                        label
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {!data &&
              Array.from({ length: 5 }, (_, i) => (
                // Loading: placeholder rows of the table's height (designed, not a blank page).
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <TableRow key={i}>
                  <TableCell colSpan={span}>
                    <Skeleton height={28} />
                  </TableCell>
                </TableRow>
              ))}
            {table.getRowModel().rows.map((row) => (
              <Fragment key={row.id}>
                <TableRow
                  hover
                  selected={isSelected(ticked, row.id)}
                  onClick={() => onOpenUnit(row.id)}
                  data-testid="unit-row"
                  data-uid={row.id}
                  sx={{ cursor: 'pointer', '& > td': { borderBottom: row.getIsExpanded() ? 0 : undefined } }}
                >
                  {selection && (
                    <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                      <Checkbox
                        size="small"
                        checked={isSelected(ticked, row.id)}
                        onChange={() => selection.onChange(toggleUnit(ticked, row.id))}
                        slotProps={{
                          input: {
                            'aria-label': t('explorer.selection.row', { reference: row.original.reference }),
                          } as object,
                        }}
                      />
                    </TableCell>
                  )}
                  <TableCell padding="checkbox" onClick={(e) => e.stopPropagation()}>
                    <IconButton
                      size="small"
                      onClick={row.getToggleExpandedHandler()}
                      aria-expanded={row.getIsExpanded()}
                      aria-label={t(row.getIsExpanded() ? 'explorer.table.collapse' : 'explorer.table.expand')}
                      data-testid="expand-row"
                    >
                      {row.getIsExpanded() ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
                    </IconButton>
                  </TableCell>
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id} style={NO_WRAP.has(cell.column.id) ? NO_WRAP_STYLE : undefined}>
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
                {row.getIsExpanded() && data && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ bgcolor: 'action.hover', px: 4, py: 2 }}>
                      {/* The unit's actions, as a card's action bar and the calendar's popup carry them. */}
                      <UnitActionsScope
                        uid={row.id}
                        onOpenUnit={onOpenUnit}
                        fullError={false}
                        loading={<Skeleton width={160} height={36} aria-label={t('loading')} />}
                      >
                        {(handlers) => <ActionIcons fullPage={false} {...handlers} />}
                      </UnitActionsScope>
                      <ExpandedUnit unit={row.original} collection={data} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListFooter {...props} />
    </Box>
  );
}
