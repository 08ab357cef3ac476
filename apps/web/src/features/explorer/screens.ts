import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  explorer: lazy(() => import('./ExplorerPage')),
  explorerCalendar: lazy(() => import('./ExplorerPage').then((m) => ({ default: m.ExplorerCalendarPage }))),
  search: lazy(() => import('./ExplorerPage').then((m) => ({ default: m.SearchPage }))),
};
