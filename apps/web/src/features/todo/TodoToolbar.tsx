import EventIcon from '@mui/icons-material/Event';
import ListAltIcon from '@mui/icons-material/ListAlt';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useBpChoices } from '../../api/bpMeta';
import { currentLanguage } from '../../i18n';
import { localDay } from '../../ui/days';
import { useExplorerUrl, useUnitList } from '../explorer';
import { type FilterSet, listQuery } from '../explorer/state';
import { activeQuickFilter, QUICK_FILTERS, type QuickFilter, quickFilterDates } from './quickFilters';

const ICONS: Record<QuickFilter, ReactElement> = {
  all: <ListAltIcon />,
  overdue: <WarningAmberIcon />,
  week: <EventIcon />,
};

/** How many open units of the user a quick filter finds, with the other filters applied. */
function useQuickCount(filters: FilterSet, choice: QuickFilter, today: string): number | null {
  const query = { ...listQuery({ ...filters, filter_dates: quickFilterDates(choice, today), page: 1 }, 'todo') };
  // One unit is enough to read the count.
  query.items_per_page = '1';
  const list = useUnitList('todo', query, true);
  return list.data?.count ?? null;
}

function QuickFilterChip({
  choice,
  filters,
  today,
  active,
  onChoose,
}: {
  choice: QuickFilter;
  filters: FilterSet;
  today: string;
  active: boolean;
  onChoose(choice: QuickFilter): void;
}) {
  const { t } = useTranslation();
  const count = useQuickCount(filters, choice, today);
  const label = t(`todo.quick.${choice}`);
  return (
    <Chip
      icon={ICONS[choice]}
      label={count === null ? label : `${label} · ${count}`}
      color={choice === 'overdue' && (count ?? 0) > 0 ? 'error' : 'primary'}
      variant={active ? 'filled' : 'outlined'}
      onClick={() => onChoose(choice)}
      aria-pressed={active}
      data-testid={`todo-quick-${choice}`}
      data-count={count ?? undefined}
      sx={{ fontWeight: 600 }}
    />
  );
}

/**
 * The to-do list's own controls above the explorer's filters: the business process it is narrowed
 * to (all of them by default), and the quick filters "all", "overdue" and "due this week" with how
 * many units each finds.
 */
export function TodoToolbar() {
  const { t } = useTranslation();
  const url = useExplorerUrl();
  const lang = currentLanguage();
  const choices = useBpChoices(lang);
  const today = localDay();
  const active = activeQuickFilter(url.filters.filter_dates, today);
  const bp = url.filters.business_process;
  const options = choices.data ?? [];
  // A business process named in the URL stays choosable while the list loads or if it is not offered.
  const listed = bp === null || options.some((o) => o.reference === bp);

  return (
    <Box
      data-testid="todo-toolbar"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1.5 }}
    >
      <TextField
        select
        size="small"
        label={t('todo.businessProcess')}
        value={bp ?? ''}
        onChange={(e) => url.setBusinessProcess(e.target.value || null)}
        slotProps={{
          inputLabel: { shrink: true },
          select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'todo-business-process' } as object },
        }}
        sx={{ minWidth: 240 }}
      >
        <MenuItem value="" data-testid="todo-bp-all">
          {t('todo.allProcesses')}
        </MenuItem>
        {!listed && bp !== null && <MenuItem value={bp}>{bp}</MenuItem>}
        {options.map((o) => (
          <MenuItem key={o.reference} value={o.reference} data-testid={`todo-bp-${o.reference}`}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <Box role="group" aria-label={t('todo.quick.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {QUICK_FILTERS.map((choice) => (
          <QuickFilterChip
            key={choice}
            choice={choice}
            filters={url.filters}
            today={today}
            active={active === choice}
            onChoose={(next) => url.applyFilters({ filter_dates: quickFilterDates(next, today) })}
          />
        ))}
      </Box>
    </Box>
  );
}
