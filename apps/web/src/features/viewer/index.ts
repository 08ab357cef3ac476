/**
 * The viewer's public entry: what other features may use of it (docs/ARCHITECTURE.md, "Import
 * directions"). The explorer embeds the viewer and fills its related box. How changes are drawn
 * has an entry of its own, `viewer/diff`.
 */
export { ActionIcons } from './actions/ActionIcons';
export { UnitHeader } from './boxes/UnitHeader';
export { LazyUnitViewer as UnitViewer, preloadUnitViewer } from './LazyUnitViewer';
export { RelatedListContext, type RelatedListProps } from './relatedList';
export { UnitDetailView } from './UnitDetailView';
export { ViewerContext } from './ViewerContext';
export { ViewerError } from './ViewerStates';
