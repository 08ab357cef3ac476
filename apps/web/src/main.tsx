import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { configureApiClient } from './api/client';
import { errorText } from './api/errorText';
import { queryClient } from './api/queryClient';
import { currentLanguage, i18n, i18nReady } from './i18n';
import { session } from './session/session';
import { navigateTo } from './shell/navigation';
import { loginRedirectUrl, resolveRoute } from './shell/routing/resolveRoute';
import { globalMessage } from './ui/globalMessage';

// The previous user's cached data must never show for the next one.
session.onPurge(() => queryClient.clear());
// What the server named (business processes, columns, states, menus) is read again in the new language.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());

// shell-and-admin §4: any 401 (except the token check, which opts out) resets the session and sends the
// user to login, coming back here afterwards; any other failure raises the global message.
configureApiClient({
  getToken: () => session.get().persisted.token,
  getLanguage: currentLanguage,
  onUnauthorized() {
    session.purge();
    const { pathname, search, hash } = window.location;
    if (resolveRoute(pathname).kind !== 'login')
      navigateTo(loginRedirectUrl(`${pathname}${search}${hash}`), { replace: true });
  },
  onError(error) {
    globalMessage.set({
      severity: 'error',
      text: errorText(error, (key, values) => i18n.t(key, values)),
      details: { data: error.data, status: error.status, params: error.params ?? null, url: error.url },
    });
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// Texts first (Catalan and English arrive in their own chunks); a failed load still renders, in Spanish.
await i18nReady.catch((error: unknown) => console.warn('Interface language not loaded', error));
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
