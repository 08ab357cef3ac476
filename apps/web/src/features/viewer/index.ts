/**
 * The viewer's public entry: what other features may use of it (docs/ARCHITECTURE.md, "Import
 * directions"). The explorer embeds the viewer and fills its related box; the audit log draws its
 * changes as the history does; notifications link to a unit.
 */
export { ActionIcons } from './actions/ActionIcons';
export { DiffLegend, DiffValue } from './boxes/DiffValue';
export { UnitHeader } from './boxes/UnitHeader';
export { unitExplorerHref } from './links';
export type { DiffLine } from './model/historyDiff';
export { RelatedListContext, type RelatedListProps } from './relatedList';
export { UnitDetailView } from './UnitDetailView';
export { UnitViewer } from './UnitViewer';
export { ViewerContext } from './ViewerContext';
export { ViewerError } from './ViewerStates';
