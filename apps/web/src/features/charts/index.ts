import { preloadableLazy } from '../../ui/preloadableLazy';

/**
 * The charts feature's public entry (docs/ARCHITECTURE.md, "Import directions"): the explorer's
 * charts view, a lazy chunk — it and ECharts load only when the view is shown.
 */
export const ChartsView = preloadableLazy(() => import('./ChartsView'));
