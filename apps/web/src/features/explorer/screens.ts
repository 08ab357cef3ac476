import { preloadableLazy } from '../../ui/preloadableLazy';
import type { ScreenPages, ScreenPrefetch } from '../registry';

const loadPage = () => import('./ExplorerPage');
let prefetchCode: typeof import('./prefetch') | undefined;
const loadPrefetch = () => import('./prefetch').then((m) => (prefetchCode = m));

export const screens = {
  explorer: preloadableLazy(loadPage),
  explorerCalendar: preloadableLazy(() => loadPage().then((m) => ({ default: m.ExplorerCalendarPage }))),
  search: preloadableLazy(() => loadPage().then((m) => ({ default: m.SearchPage }))),
} satisfies ScreenPages;

// A chunk of its own (the URL parsing and the list's schemas), so that the entry stays as it was.
// Once warmed up it runs at once, so its requests leave before those of the page it precedes.
export const prefetch: ScreenPrefetch = {
  explorer: (params, scope) =>
    prefetchCode
      ? prefetchCode.prefetchExplorer(params, scope)
      : void loadPrefetch().then((m) => m.prefetchExplorer(params, scope)),
};

/**
 * The screen most sessions open first, with the table most business processes open on: loaded so
 * that opening it renders at once, without a loading state in between.
 */
export const warmUp = () =>
  Promise.all([
    screens.explorer.preload(),
    import('./views/registry').then((m) => m.VIEWS.table.Component?.preload()),
    loadPrefetch(),
    loadPage().then((m) => m.preloadViewer()),
  ]);
