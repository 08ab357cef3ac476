import { lazy } from 'react';
import type { ScreenPages, ScreenPrefetch } from '../registry';

const loadPage = () => import('./ExplorerPage');
const loadPrefetch = () => import('./prefetch');

export const screens: ScreenPages = {
  explorer: lazy(loadPage),
  explorerCalendar: lazy(() => loadPage().then((m) => ({ default: m.ExplorerCalendarPage }))),
  search: lazy(() => loadPage().then((m) => ({ default: m.SearchPage }))),
};

// A chunk of its own (the URL parsing and the list's schemas), so that the entry stays as it was.
export const prefetch: ScreenPrefetch = {
  explorer: (params, scope) => void loadPrefetch().then((m) => m.prefetchExplorer(params, scope)),
};

/** The screen most sessions open first, with the table most business processes open on. */
export const warmUp = () => Promise.all([loadPage(), import('./views/TableView'), loadPrefetch()]);
