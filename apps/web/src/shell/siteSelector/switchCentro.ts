import { reportCentreNoAccess } from '../../session/centreNoAccess';
import { session } from '../../session/session';
import { loadingLocks } from '../../ui/loadingLocks';

/**
 * shell-and-admin §2.7: the current centre does nothing; another one becomes current (with its site) and
 * the page reloads so every screen starts over in the new scope. A centre outside the user's
 * list is refused with "Can't browse to centre {id} because user has no access to it".
 */
export function chooseCentro(centroId: number, reload: () => void = () => window.location.reload()): void {
  let switched: boolean;
  try {
    switched = session.switchCentro(centroId);
  } catch {
    reportCentreNoAccess(centroId);
    return;
  }
  if (switched) {
    // Keep the loading screen up until the reload replaces the page.
    loadingLocks.acquire('switch-centro');
    reload();
  }
}
