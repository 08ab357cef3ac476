import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  audit: lazy(() => import('./AuditPage')),
  retention: lazy(() => import('./retention/RetentionPage')),
};
