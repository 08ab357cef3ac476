import { MESSAGES } from '@qualium/contracts';
import { i18n } from '../i18n';
import { globalMessage } from '../ui/globalMessage';

/**
 * shell-and-admin §2.7, §8: "Can't browse to centre {id} because user has no access to it", in the global
 * error alert: for a switch the selector refuses, and for a centre the session was in when the
 * user's access to it ended (found when user_data/me is loaded again).
 */
export function reportCentreNoAccess(centroId: number): void {
  globalMessage.set({ severity: 'error', text: i18n.t('siteSelector.centreNoAccess', { id: centroId }) });
  console.error(MESSAGES.centreNoAccess(centroId).en);
}
