import { DIRECTORY_MESSAGES } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { CentroScope } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { managerOfCentros } from '../session/repo.js';
import { isSiteManager } from '../site-admin/policy.js';

/**
 * Who may create, edit and delete a centro's folders (records-explorer §6, shell-and-admin §6):
 * an administrator of the company, a manager of it, or a user whose manager_of_centros holds this
 * centro. Everyone who reaches the centro reads them.
 */
export async function canManageFolders(db: Db, scope: CentroScope): Promise<boolean> {
  if (scope.isSiteAdmin || (await isSiteManager(db, scope))) return true;
  return (await managerOfCentros(db.k, scope.user.id)).includes(scope.centro.id);
}

export async function assertCanManageFolders(db: Db, scope: CentroScope): Promise<void> {
  if (!(await canManageFolders(db, scope))) throw forbidden(DIRECTORY_MESSAGES.notAllowed);
}
