import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Chip } from '../logic/chips';
import { withoutChip } from '../logic/chips';
import type { FilterControls } from '../state/controls';
import { withoutFilters } from '../state/filterSet';
import { FilterBar } from './FilterBar';
import { FilterChips } from './FilterChips';
import type { FilterSources } from './useFilterSources';

/**
 * A list's filter area (records-explorer §2): the page's own controls if any, the search box and
 * the filter panels, then the applied filters as chips; removing a chip clears its filter.
 */
export function FilterArea({
  controls,
  sources,
  chips,
  mobile,
  toolbar,
}: {
  controls: FilterControls;
  sources: FilterSources;
  chips: Chip[];
  mobile: boolean;
  toolbar?: ReactNode;
}) {
  const { filters } = controls;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 2 }}>
      {toolbar}
      <FilterBar filters={filters} sources={sources} mobile={mobile} onApply={controls.applyFilters} />
      <FilterChips
        chips={chips}
        onRemove={(id) => controls.replaceFilters(withoutChip(filters, id))}
        onClearAll={() => controls.replaceFilters(withoutFilters(filters))}
      />
    </Box>
  );
}
