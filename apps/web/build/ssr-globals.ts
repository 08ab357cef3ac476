/**
 * The few browser globals the app's modules read when they load (the stored session and settings,
 * listeners for other tabs), for rendering the login page in Node at build time: an empty
 * localStorage (a first visit) and a desktop window. `document` is left undefined on purpose:
 * Emotion tells server from browser by it, and on the server it writes each style inline beside
 * its element, which is what a prerendered page needs. Returns a function that removes them.
 */
export function installBrowserGlobals(): () => void {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
    key: (i: number) => [...store.keys()][i] ?? null,
    get length() {
      return store.size;
    },
  };
  const window = {
    localStorage,
    sessionStorage: localStorage,
    innerWidth: 1366,
    innerHeight: 800,
    location: { pathname: '/login', search: '', hash: '', href: 'http://localhost/login', origin: 'http://localhost' },
    addEventListener() {},
    removeEventListener() {},
    matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
  };
  const globals = globalThis as Record<string, unknown>;
  const saved = { window: globals.window, localStorage: globals.localStorage };
  globals.window = window;
  globals.localStorage = localStorage;
  return () => {
    globals.window = saved.window;
    globals.localStorage = saved.localStorage;
  };
}
