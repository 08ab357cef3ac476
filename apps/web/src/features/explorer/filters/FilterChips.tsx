import CancelIcon from '@mui/icons-material/Cancel';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { localeOf } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { formatDay } from '../../../ui/format';
import type { ChipId, ChipValue, Chip as FilterChip } from '../logic/chips';
import type { PanelId } from '../logic/drafts';
import { PanelIcon } from './PanelIcon';

const PANEL_OF: Partial<Record<ChipId, PanelId>> = {
  search: 'search',
  centro_list: 'centro',
  processes_ids: 'process',
  filter_dates: 'dates',
  current_workflow_responsible: 'user',
};

function ChipContent({ value }: { value: ChipValue }) {
  const { t } = useTranslation();
  const locale = localeOf(currentLanguage());
  switch (value.kind) {
    case 'text':
      return <>{value.text}</>;
    case 'list':
      return <>{value.items.join(', ') + (value.more > 0 ? ` +${value.more}` : '')}</>;
    case 'count':
      return <>{t('explorer.chips.selected', { count: value.count })}</>;
    case 'dates':
      return <>{value.dates.map((d) => (d ? formatDay(d, locale) : '…')).join(' – ')}</>;
    case 'logos':
      return (
        <AvatarGroup max={value.centros.length} sx={{ display: 'inline-flex', verticalAlign: 'middle' }}>
          {value.centros.map((c) => (
            <Tooltip key={c.id} title={c.name}>
              <Avatar alt={c.name} src={c.logo ?? undefined} sx={{ width: 20, height: 20, fontSize: 11 }}>
                {c.name.slice(0, 1)}
              </Avatar>
            </Tooltip>
          ))}
        </AvatarGroup>
      );
  }
}

/** The applied filters as chips (records-explorer §4): deleting one clears that filter. */
export function FilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: FilterChip[];
  onRemove(id: ChipId): void;
  onClearAll(): void;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="filter-chips">
      {chips.map((chip) => {
        const panel = chip.id.startsWith('advanced_filters.') ? 'advanced' : PANEL_OF[chip.id];
        return (
          <Chip
            key={chip.id}
            size="small"
            color="primary"
            variant="outlined"
            icon={panel ? <PanelIcon panel={panel} /> : undefined}
            data-testid={`chip-${chip.id}`}
            label={
              <>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {chip.label ?? t(`explorer.chips.${chip.id}`)}:
                </Box>{' '}
                <ChipContent value={chip.value} />
              </>
            }
            onDelete={() => onRemove(chip.id)}
            deleteIcon={<CancelIcon aria-label={t('explorer.chips.remove')} data-testid={`chip-remove-${chip.id}`} />}
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
      <Button size="small" onClick={onClearAll} data-testid="chips-clear-all">
        {t('explorer.chips.clearAll')}
      </Button>
    </Box>
  );
}
