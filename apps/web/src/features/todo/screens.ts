import { lazy } from 'react';
import type { ScreenPages } from '../registry';

export const screens: ScreenPages = {
  todoList: lazy(() => import('./TodoPage')),
};
