import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  directories: lazy(() => import('./directories/DirectoriesPage')),
  standards: lazy(() => import('./standards/StandardsPage')),
};
