/**
 * Route declarations of the administration screens (http/route-access.ts): reads let any user of
 * the site in and the service admits administrators and managers (site-admin/policy.ts); writes
 * are for site administrators.
 */
export const ADMIN_ROUTES = {
  readSite: { access: 'user', scope: 'site' },
  editSite: { access: 'admin', scope: 'site' },
  readCentro: { access: 'user', scope: 'centro' },
  editCentro: { access: 'admin', scope: 'centro' },
} as const;
