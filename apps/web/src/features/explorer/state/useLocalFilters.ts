import { useMemo, useState } from 'react';
import type { FilterControls } from './controls';
import { EMPTY_FILTER_SET, withFilters, withPage, withPageSize, withSort } from './filterSet';

/**
 * A filter set held by the component itself, for a list embedded in another view (the viewer's
 * related box): it starts on page 1 with the server's default order (records-explorer §2, §9) and is gone
 * when the component is.
 */
export function useLocalFilters(): FilterControls {
  const [filters, setFilters] = useState(EMPTY_FILTER_SET);
  return useMemo(
    () => ({
      filters,
      applyFilters: (change) => setFilters((f) => withFilters(f, change)),
      replaceFilters: setFilters,
      setPage: (page) => setFilters((f) => withPage(f, page)),
      setPageSize: (size) => setFilters((f) => withPageSize(f, size)),
      setSort: (sort) => setFilters((f) => withSort(f, sort)),
    }),
    [filters],
  );
}
