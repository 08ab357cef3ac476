import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  bpexplorertable: lazy(() => import('./explorer/BpExplorerPage')),
  bp: lazy(() => import('./creator/BpCreatorPage')),
};
