import Popover from '@mui/material/Popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSendPart, changeOf, clearedDraft, draftOf, type PanelId } from '../logic/drafts';
import type { FilterKey, FilterSet } from '../state/filterSet';
import { FilterPanelFrame } from './FilterPanelFrame';
import { PartEditor } from './PartEditor';
import type { FilterSources } from './useFilterSources';

/** One filter panel under its button: edits a draft, applies it on Send, empties it on Clear. */
export function FilterPanelPopover({
  panel,
  anchor,
  filters,
  sources,
  onApply,
  onClose,
}: {
  panel: PanelId;
  anchor: HTMLElement;
  filters: FilterSet;
  sources: FilterSources;
  onApply(change: Partial<Pick<FilterSet, FilterKey>>): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(filters, sources.currentCentro));
  const apply = (next: typeof draft) => {
    onApply(changeOf(panel, next, sources.currentCentro));
    onClose();
  };
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <FilterPanelFrame
        title={t(`explorer.panels.${panel}`)}
        testId={`panel-${panel}`}
        canSend={canSendPart(panel, draft)}
        onClear={() => apply(clearedDraft(panel, draft))}
        onSend={() => apply(draft)}
      >
        <PartEditor panel={panel} draft={draft} onChange={setDraft} sources={sources} />
      </FilterPanelFrame>
    </Popover>
  );
}
