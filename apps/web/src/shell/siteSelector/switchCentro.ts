import { i18n } from '../../i18n';
import { session } from '../../session/session';
import { globalMessage } from '../../ui/globalMessage';
import { loadingLocks } from '../../ui/loadingLocks';

/**
 * Spec §2.7: the current centre does nothing; another one becomes current (with its site) and
 * the page reloads so every screen starts over in the new scope. A centre outside the user's
 * list is refused with "Can't browse to centre {id} because user has no access to it".
 */
export function chooseCentro(centroId: number, reload: () => void = () => window.location.reload()): void {
  try {
    if (session.switchCentro(centroId)) {
      // Keep the loading screen up until the reload replaces the page.
      loadingLocks.acquire('switch-centro');
      reload();
    }
  } catch (error) {
    globalMessage.set({
      severity: 'error',
      text: i18n.t('siteSelector.centreNoAccess', { id: centroId }),
    });
    console.error(error);
  }
}
