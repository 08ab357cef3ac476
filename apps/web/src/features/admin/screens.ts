import { lazy } from 'react';
import type { ScreenPages } from '../registry';

/** The administration screens of shell-and-admin §2.9 built here (companies and centros: features/org-admin). */
export const screens: ScreenPages = {
  users: lazy(() => import('./users/UsersPage')),
  roles: lazy(() => import('./roles/RolesPage')),
  menus: lazy(() => import('./menus/MenusPage')),
  vocabularies: lazy(() => import('./vocabularies/VocabulariesPage')),
  locations: lazy(() => import('./locations/LocationsPage')),
};
