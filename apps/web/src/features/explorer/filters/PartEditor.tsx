import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SEARCH_MIN_LENGTH } from '@qualium/contracts';
import { useTranslation } from 'react-i18next';
import type { FilterDraft, PanelId } from '../logic/drafts';
import { searchToApply } from '../logic/search';
import { AdvancedEditor } from './AdvancedEditor';
import { CentroEditor } from './CentroEditor';
import { DateRangeEditor } from './DateRangeEditor';
import { ProcessEditor } from './ProcessEditor';
import { UserEditor } from './UserEditor';
import type { FilterSources } from './useFilterSources';

/** The editor of one panel's part of the draft. */
export function PartEditor({
  panel,
  draft,
  onChange,
  sources,
}: {
  panel: PanelId;
  draft: FilterDraft;
  onChange(next: FilterDraft): void;
  sources: FilterSources;
}) {
  const { t } = useTranslation();
  const set = <K extends PanelId>(key: K, value: FilterDraft[K]) => onChange({ ...draft, [key]: value });
  switch (panel) {
    case 'centro':
      return <CentroEditor centros={sources.centros} value={draft.centro} onChange={(v) => set('centro', v)} />;
    case 'process':
      return sources.tree.length > 0 ? (
        <ProcessEditor tree={sources.tree} value={draft.process} onChange={(v) => set('process', v)} />
      ) : (
        <Typography color="text.secondary">{t('explorer.filters.nothingToChoose')}</Typography>
      );
    case 'search': {
      const tooShort = draft.search.trim() !== '' && searchToApply(draft.search) === null;
      return (
        <TextField
          size="small"
          fullWidth
          value={draft.search}
          onChange={(e) => set('search', e.target.value)}
          placeholder={t('explorer.search.placeholder')}
          error={tooShort}
          helperText={tooShort ? t('explorer.search.minLength', { count: SEARCH_MIN_LENGTH }) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'filter-search', maxLength: 200 } }}
          sx={{ mt: 1 }}
        />
      );
    }
    case 'dates':
      return <DateRangeEditor fields={sources.dateFields} value={draft.dates} onChange={(v) => set('dates', v)} />;
    case 'advanced':
      return <AdvancedEditor fields={sources.fields} value={draft.advanced} onChange={(v) => set('advanced', v)} />;
    case 'user':
      return <UserEditor users={sources.users} value={draft.user} onChange={(v) => set('user', v)} />;
  }
}
