/**
 * The route table of spec shell-and-admin §2.1 as one pure function. The router has a single
 * catch-all route; this decides what a pathname means so the table can be unit-tested
 * without a browser.
 */

/** Screens that require authentication and match with any prefix ("*\/processes", …). */
export const AUTH_SCREENS = [
  'processes',
  'processes_old',
  'preferences',
  'roles',
  'sites',
  'centros',
  'users',
  'locations',
  'explorer',
  'explorerCalendar',
  'menus',
  'directories',
  'vocabularies',
  'pdf',
  'todoList',
  'search',
  'bpexplorertable',
  'bp',
  // Not in the spec's table: where an admin configures the company's single sign-on (Admin menu).
  'sso',
  // Not in the spec's table either: the audit log of administrative changes (Admin menu, issue 6).
  'audit',
  // Not in the spec's table either: units past retention, their export and purge (Admin menu, issue 15 §4).
  'retention',
  // Not in the spec's table either: the company's standards tree and list (records-explorer §7 calls).
  'standards',
] as const;
export type AuthScreen = (typeof AUTH_SCREENS)[number];

/** Where a themed login page takes its look from. */
export type LoginScope = { kind: 'none' } | { kind: 'corp'; urlName: string } | { kind: 'sede'; urlName: string };

export type Route =
  | { kind: 'home' }
  | { kind: 'about' }
  | { kind: 'redirect'; to: string }
  | { kind: 'login'; scope: LoginScope }
  | { kind: 'logout' }
  | { kind: 'ssologin' }
  | { kind: 'ssocallback' }
  /** The signing window's return screen (a signature through the IdP, features/forms). */
  | { kind: 'ssosigned' }
  | { kind: 'ssologout' }
  | { kind: 'screen'; screen: AuthScreen; prefix: string }
  | { kind: 'notFound' };

const SCREEN_SET: ReadonlySet<string> = new Set(AUTH_SCREENS);

function isScreen(segment: string): segment is AuthScreen {
  return SCREEN_SET.has(segment);
}

/** Splits a pathname into non-empty, URI-decoded segments; a trailing slash means nothing. */
function segmentsOf(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

export function resolveRoute(pathname: string): Route {
  const seg = segmentsOf(pathname);
  const [first, second, third] = seg;

  if (seg.length === 0) return { kind: 'home' };
  if (seg.length === 1) {
    if (first === 'about') return { kind: 'about' };
    if (first === 'login') return { kind: 'login', scope: { kind: 'none' } };
    if (first === 'ssologin') return { kind: 'ssologin' };
    if (first === 'ssocallback') return { kind: 'ssocallback' };
    if (first === 'ssosigned') return { kind: 'ssosigned' };
  }

  // /sede/{sede}… and /corp/{corp}…: the company- or centre-branded entry points.
  if ((first === 'sede' || first === 'corp') && second !== undefined) {
    const base = `/${first}/${encodeURIComponent(second)}`;
    if (seg.length === 2) return { kind: 'redirect', to: `${base}/login` };
    if (seg.length === 3 && third === 'about') return { kind: 'about' };
    if (seg.length === 3 && third === 'login') {
      return {
        kind: 'login',
        scope: first === 'corp' ? { kind: 'corp', urlName: second } : { kind: 'sede', urlName: second },
      };
    }
  }

  // "*/x" routes: the last segment decides, whatever comes before it.
  const last = seg[seg.length - 1] as string;
  if (last === 'logout') return { kind: 'logout' };
  if (last === 'ssologout') return { kind: 'ssologout' };
  if (isScreen(last)) {
    const prefix = seg.length > 1 ? `/${seg.slice(0, -1).map(encodeURIComponent).join('/')}` : '';
    return { kind: 'screen', screen: last, prefix };
  }
  return { kind: 'notFound' };
}

/** Routes a guest may not see: they go to login with a redirect back. */
export function requiresAuth(route: Route): boolean {
  return route.kind === 'screen' || route.kind === 'logout';
}

/**
 * The login address for a guest who asked for `fullPath` (path + query + hash). The original
 * target rides along in `redirect` so login can send the user back to it.
 */
export function loginRedirectUrl(fullPath: string): string {
  if (fullPath === '' || fullPath === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Where to go after login. Only same-origin paths are accepted: an attacker-supplied
 * `redirect=https://evil` or `//evil` must not turn the login page into an open redirect.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  const route = resolveRoute(redirect.split(/[?#]/)[0] ?? '/');
  // Never bounce back into a login or logout page after signing in.
  if (route.kind === 'login' || route.kind === 'logout' || route.kind === 'ssologout') return '/';
  return redirect;
}
