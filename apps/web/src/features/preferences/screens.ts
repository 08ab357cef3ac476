import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  preferences: lazy(() => import('./PreferencesPage')),
};
