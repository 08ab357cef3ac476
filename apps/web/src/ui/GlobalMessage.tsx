import { lazy, Suspense, useSyncExternalStore } from 'react';
import { globalMessage } from './globalMessage';

// The snackbar (with its copy button's tooltip) loads with the first message, not with every page.
const GlobalMessageSnackbar = lazy(() => import('./GlobalMessageSnackbar'));

/** The global message of shell-and-admin §8, mounted once by the shell. */
export function GlobalMessage() {
  // Also the server's snapshot: the login page is prerendered at build time (build/prerender-login.ts).
  const message = useSyncExternalStore(globalMessage.subscribe, globalMessage.get, globalMessage.get);
  return message ? (
    <Suspense fallback={null}>
      <GlobalMessageSnackbar />
    </Suspense>
  ) : null;
}
