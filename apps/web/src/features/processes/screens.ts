import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  processes: lazy(() => import('./ProcessMapPage')),
  processes_old: lazy(() => import('./ProcessListPage')),
};
