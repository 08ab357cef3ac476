import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
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
  type ColumnDef,
  functionalUpdate,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnText } from './columns';
import { ListFooter } from './ListFooter';
import { isSelected, NO_SELECTION, togglePage, toggleUnit } from './selection';
import type { ViewProps } from './types';
import { type UnitRowActions, UnitTableRow } from './UnitTableRow';

const features = tableFeatures({ rowSortingFeature });
type Column = ColumnDef<typeof features, UnitListItem>;
const NO_UNITS: UnitListItem[] = [];

/**
 * The table view (records-explorer §2): the business process's columns, sortable headers (the
 * server sorts: `sort_by field:asc|desc`), expandable rows (every value and the unit's actions), multi-select with "all matching", and
 * paging. A row click opens the unit. The rows are UnitTableRow's (memoised).
 */
export default function TableView(props: ViewProps) {
  const { list, selection, onOpenUnit, onSort } = props;
  const ticked = selection?.value ?? NO_SELECTION;
  const { t } = useTranslation();
  const data = list.data;
  const units = data?.units ?? NO_UNITS;
  // Expanded rows by uid: a new page of data must not fold a row the user just opened.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const shown = props.columns;
  // The shown columns' names: one array while the list's columns stay, so the rows keep theirs.
  const columnIds = useMemo(
    () => (data?.columns ?? []).map((c) => c.name).filter((name) => !shown || shown.includes(name)),
    [data?.columns, shown],
  );
  const columns = useMemo<Column[]>(
    () =>
      (data?.columns ?? [])
        .filter((c) => columnIds.includes(c.name))
        .map((c) => ({
          id: c.name,
          header: c.label,
          // The server sorts; an accessor is what makes a column sortable for the table.
          accessorFn: (unit) => columnText(unit, c.name),
          enableSorting: c.sortable,
        })),
    [data?.columns, columnIds],
  );
  const sorting = useMemo<SortingState>(() => (data ? [{ id: data.sort.field, desc: data.sort.desc }] : []), [data]);

  const table = useTable({
    features,
    columns,
    data: units,
    getRowId: (unit) => unit.uid,
    state: { sorting },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onSort({ field: next.id, desc: next.desc });
    },
  });

  // The rows' actions read the latest props through a ref, so the one object stays the same.
  const latest = useRef({ onOpenUnit, selection, ticked });
  useLayoutEffect(() => {
    latest.current = { onOpenUnit, selection, ticked };
  });
  const actions = useMemo<UnitRowActions>(
    () => ({
      open: (uid) => latest.current.onOpenUnit(uid),
      toggleExpanded: (uid) =>
        setExpanded((previous) => {
          const next = new Set(previous);
          if (!next.delete(uid)) next.add(uid);
          return next;
        }),
      toggleSelected: (uid) => {
        const { selection: control, ticked: value } = latest.current;
        control?.onChange(toggleUnit(value, uid));
      },
    }),
    [],
  );

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
            {data &&
              units.map((unit) => (
                <UnitTableRow
                  key={unit.uid}
                  unit={unit}
                  columns={columnIds}
                  collection={data}
                  expanded={expanded.has(unit.uid)}
                  selected={selection ? isSelected(ticked, unit.uid) : undefined}
                  span={span}
                  actions={actions}
                />
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListFooter {...props} />
    </Box>
  );
}
