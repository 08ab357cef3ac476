import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  sso: lazy(() => import('./admin/SsoSettingsPage')),
};
