import type { ListMode } from '../state/apiQuery';
import type { PanelId } from './drafts';

/** What there is to choose from, which decides whether a panel appears. */
export interface PanelChoices {
  /** The business process is shared between centres (the BP map's is_shared). */
  isShared: boolean;
  /** Centres of the company the user may browse. */
  centros: number;
  /** Processes of the centre the user takes part in. */
  processes: boolean;
  /** The state and the business process's filterable fields. */
  advancedFields: boolean;
  /** People the user filter offers. */
  users: boolean;
}

/**
 * The filter panels a list offers, in the filter bar's order (records-explorer §2, §5): the
 * centro filter only for a shared business process with more than one centre (the global search
 * and the to-do list, which span business processes, whenever there are several centres); the
 * global search filters by centre and text only; the to-do list needs no responsible filter (it is
 * the user's own); the viewer's related box is "filtered by process, text search and date range";
 * the notifications dialog has "filters search, date range, advanced".
 */
export function panelsFor(mode: ListMode, choices: PanelChoices): PanelId[] {
  if (mode === 'notifications') return choices.advancedFields ? ['search', 'dates', 'advanced'] : ['search', 'dates'];
  const panels: PanelId[] = [];
  const severalCentros = choices.centros > 1;
  if (mode === 'explorer' ? choices.isShared && severalCentros : mode !== 'related' && severalCentros) {
    panels.push('centro');
  }
  if (mode !== 'search' && choices.processes) panels.push('process');
  panels.push('search');
  if (mode !== 'search') panels.push('dates');
  if ((mode === 'explorer' || mode === 'todo') && choices.advancedFields) panels.push('advanced');
  if (mode === 'explorer' && choices.users) panels.push('user');
  return panels;
}
