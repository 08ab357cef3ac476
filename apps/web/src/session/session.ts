import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY } from '../config';
import { setUserLanguage } from '../i18n';
import { rememberCompany } from './lastCompany';
import { createSessionStore, type SessionState } from './store';

/** The browser's one session store, bound to localStorage and synced across tabs (shell-and-admin §4). */
export const session = createSessionStore(window.localStorage, SESSION_STORAGE_KEY);

// Other tabs write the same key: a login or logout there shows up here (the event never fires in the writing tab).
window.addEventListener('storage', (event) => {
  if (event.storageArea === window.localStorage && (event.key === SESSION_STORAGE_KEY || event.key === null)) {
    session.adoptExternal(event.key === null ? null : event.newValue);
  }
});

// The signed-in user's saved language speaks for them unless a language was picked in the menu
// (i18n/detection.ts); set before the first render, so a reload shows no other language first.
const applyUserLanguage = () => setUserLanguage(session.get().persisted.user?.lang ?? null);
applyUserLanguage();
session.subscribe(applyUserLanguage);
// The company in use is remembered for the next sign-in on this browser (its single sign-on).
session.subscribe(() => rememberCompany(session.get().persisted.site));

export function useSession<T>(select: (state: SessionState) => T): T {
  const snapshot = () => select(session.get());
  // Also the server's snapshot: the login page is prerendered at build time (build/prerender-login.ts).
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}
