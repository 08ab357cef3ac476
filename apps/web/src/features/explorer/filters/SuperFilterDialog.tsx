import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendPart, changeOf, clearedDraft, draftOf, type FilterDraft } from '../logic/drafts';
import type { FilterKey, FilterSet } from '../state/filterSet';
import { FilterPanelFrame } from './FilterPanelFrame';
import { PanelIcon } from './PanelIcon';
import { PartEditor } from './PartEditor';
import type { FilterSources } from './useFilterSources';

/** records-explorer §9: the filter dialog is at most 400 px wide. */
export const FILTER_DIALOG_MAX_WIDTH_PX = 400;

/** The combined super-filter dialog (records-explorer §2): every panel of this list in one form. */
export function SuperFilterDialog({
  filters,
  sources,
  fullScreen,
  onApply,
  onClose,
}: {
  filters: FilterSet;
  sources: FilterSources;
  fullScreen: boolean;
  onApply(change: Partial<Pick<FilterSet, FilterKey>>): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(filters, sources.currentCentro));
  const apply = (next: FilterDraft) => {
    onApply(Object.assign({}, ...sources.panels.map((p) => changeOf(p, next, sources.currentCentro))));
    onClose();
  };
  const cleared = () => sources.panels.reduce((d, p) => clearedDraft(p, d), draft);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      slotProps={{
        paper: { sx: fullScreen ? {} : { width: FILTER_DIALOG_MAX_WIDTH_PX, maxWidth: FILTER_DIALOG_MAX_WIDTH_PX } },
      }}
    >
      <FilterPanelFrame
        title={t('explorer.filters.all')}
        testId="super-filter"
        fill={fullScreen}
        onClose={onClose}
        canSend={sources.panels.every((p) => canSendPart(p, draft))}
        onClear={() => apply(cleared())}
        onSend={() => apply(draft)}
      >
        {sources.panels.map((panel) => (
          <Box key={panel} sx={{ mb: 2 }}>
            <Typography
              variant="overline"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75, lineHeight: 2 }}
            >
              <PanelIcon panel={panel} />
              {t(`explorer.panels.${panel}`)}
            </Typography>
            <PartEditor panel={panel} draft={draft} onChange={setDraft} sources={sources} />
          </Box>
        ))}
      </FilterPanelFrame>
    </Dialog>
  );
}
