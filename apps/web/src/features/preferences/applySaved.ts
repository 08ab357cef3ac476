import { fetchMe } from '../../api/session';
import { forgetLanguageChoice } from '../../i18n';
import { session } from '../../session/session';

/**
 * After a save: the session takes the user's new record (language, preferred centro, photo in the
 * user menu), and the saved language speaks at once. A language picked in the menu would outrank
 * it (docs/decisions.md "Interface language"), so that browser choice is dropped: the user has
 * just said, for their account, which language they want.
 */
export async function applySavedPreferences(): Promise<void> {
  const token = session.get().persisted.token;
  if (!token) return;
  const me = await fetchMe();
  session.applyMe(token, me);
  await forgetLanguageChoice();
}
