import Divider from '@mui/material/Divider';
import { SelectionBar } from '../selection/SelectionBar';
import { Pagination } from './Pagination';
import type { ViewProps } from './types';

/** Below a list: what is selected (when units can be ticked) and the paging controls. */
export function ListFooter({
  list,
  filters,
  selection,
  mobile,
  mode,
  businessProcess,
  query,
  onPage,
  onPageSize,
}: ViewProps) {
  const count = list.data?.count ?? 0;
  if (!list.data || count === 0) return null;
  const exact = list.data.count_exact;
  return (
    <>
      {selection && (
        <SelectionBar
          control={selection}
          count={count}
          exact={exact}
          docked={mobile}
          // Acting on the selection needs the business process's filters (the explorer's own list).
          actOn={mode === 'explorer' && businessProcess !== null ? { businessProcess, query } : null}
        />
      )}
      <Divider />
      <Pagination
        count={count}
        exact={exact}
        more={list.data.next_cursor !== null}
        shown={list.data.units.length}
        page={filters.page}
        perPage={filters.units_per_page}
        compact={mobile}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </>
  );
}
