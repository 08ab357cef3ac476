/**
 * A second, small public entry of the viewer (docs/ARCHITECTURE.md, "Import directions"): how a
 * change is drawn — the history's coloured values and legend — which the audit log shares without
 * loading the viewer itself.
 */
export type { DiffLine } from '../model/historyDiff';
export { DiffLegend, DiffValue } from './DiffValue';
