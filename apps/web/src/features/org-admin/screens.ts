import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  sites: lazy(() => import('./sites/SitesPage')),
  centros: lazy(() => import('./centros/CentrosPage')),
};
