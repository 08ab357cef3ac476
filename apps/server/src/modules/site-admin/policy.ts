import { ADMIN_MESSAGES } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { findSiteById } from '../org/repo.js';

/**
 * Who may do what on the administration screens (users, departments and roles, menus,
 * vocabularies, locations), in one place:
 * - site administrators (admin of the scope's company or of a company above it) read and change;
 * - managers of the same reach read (the screens show them read-only);
 * - other users get 403.
 * Writes are declared `access: 'admin'` on their routes; reads call `assertCanReadAdmin`.
 */
export async function isSiteManager(db: Db, scope: Scope): Promise<boolean> {
  if (scope.user.is_manager !== 1) return false;
  const home = await findSiteById(db.k, scope.user.site_id);
  return home !== undefined && scope.site.path.startsWith(home.path);
}

export async function assertCanReadAdmin(db: Db, scope: Scope): Promise<void> {
  if (scope.isSiteAdmin || (await isSiteManager(db, scope))) return;
  throw forbidden(ADMIN_MESSAGES.readOnlyAccess);
}

/** A company is within the scope when it is the scope's company or one of its sub-companies. */
export const isWithinScopeSite = (scope: Scope, site: { path: string }) => site.path.startsWith(scope.site.path);
