import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { configureApiClient } from './api/client';
import { errorText } from './api/errorText';
import { queryClient } from './api/queryClient';
import { currentLanguage, i18n, i18nReady } from './i18n';
import { followPrerenderedLogin } from './pages/login/prerenderedInput';
import { session } from './session/session';
import { navigateTo } from './shell/navigation';
import { loginRedirectUrl, resolveRoute } from './shell/routing/resolveRoute';
import { configureChunkLoadMessage, reportChunkLoadFailure } from './ui/chunkLoad';
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

// records-explorer §8: a chunk gone after a deploy reloads the page once, then says so (ui/chunkLoad.ts).
configureChunkLoadMessage(() =>
  globalMessage.set({ severity: 'error', text: i18n.t('globalMessage.chunkLoadFailed'), timeout: -1 }),
);
// Vite's own event for a failed module or CSS preload: prevented only when the page reloads, so that
// otherwise the failure reaches the part of the page that asked for the chunk.
window.addEventListener('vite:preloadError', (event) => {
  if (reportChunkLoadFailure(event.payload) === 'reload') event.preventDefault();
});
// An import() nobody catches (route and feature chunks loaded outside React).
window.addEventListener('unhandledrejection', (event) => {
  if (reportChunkLoadFailure(event.reason)) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// /login arrives prerendered: what the visitor types into it before the app runs is kept.
followPrerenderedLogin(root);
// Texts first (Catalan and English arrive in their own chunks); a failed load still renders, in Spanish.
await i18nReady.catch((error: unknown) => console.warn('Interface language not loaded', error));
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
