import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPanelActive, type PanelId } from '../logic/drafts';
import type { FilterKey, FilterSet } from '../state/filterSet';
import { FilterPanelPopover } from './FilterPanelPopover';
import { PanelIcon } from './PanelIcon';
import { SearchField } from './SearchField';
import { SuperFilterDialog } from './SuperFilterDialog';
import type { FilterSources } from './useFilterSources';

/**
 * The filter area (records-explorer §2): the search box, a button per filter panel (the panel
 * opens under it) and the combined filter dialog. On mobile the panels live in the dialog only.
 */
export function FilterBar({
  filters,
  sources,
  mobile,
  onApply,
}: {
  filters: FilterSet;
  sources: FilterSources;
  mobile: boolean;
  onApply(change: Partial<Pick<FilterSet, FilterKey>>): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ panel: PanelId; anchor: HTMLElement } | null>(null);
  const [superOpen, setSuperOpen] = useState(false);
  const active = sources.panels.filter((p) => isPanelActive(p, filters, sources.currentCentro)).length;
  const buttons = mobile ? [] : sources.panels.filter((p) => p !== 'search');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }} data-testid="filter-bar">
      <SearchField value={filters.search} onApply={(search) => onApply({ search })} />
      {buttons.map((panel) => {
        const on = isPanelActive(panel, filters, sources.currentCentro);
        return (
          <Button
            key={panel}
            size="small"
            variant={on ? 'contained' : 'outlined'}
            color={on ? 'primary' : 'inherit'}
            disableElevation
            startIcon={<PanelIcon panel={panel} />}
            onClick={(e) => setOpen({ panel, anchor: e.currentTarget })}
            data-testid={`filter-button-${panel}`}
            aria-pressed={on}
            sx={{ height: 40, borderColor: on ? undefined : 'divider' }}
          >
            {t(`explorer.panels.${panel}`)}
          </Button>
        );
      })}
      <Badge badgeContent={active} color="primary" overlap="rectangular">
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          startIcon={<TuneIcon fontSize="small" />}
          onClick={() => setSuperOpen(true)}
          data-testid="filter-button-all"
          sx={{ height: 40, borderColor: 'divider' }}
        >
          {t('explorer.filters.all')}
        </Button>
      </Badge>
      {open && (
        <FilterPanelPopover
          key={open.panel}
          panel={open.panel}
          anchor={open.anchor}
          filters={filters}
          sources={sources}
          onApply={onApply}
          onClose={() => setOpen(null)}
        />
      )}
      {superOpen && (
        <SuperFilterDialog
          filters={filters}
          sources={sources}
          fullScreen={mobile}
          onApply={onApply}
          onClose={() => setSuperOpen(false)}
        />
      )}
    </Box>
  );
}
