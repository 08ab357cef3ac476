import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AuthScreen } from '../shell/routing/resolveRoute';

/**
 * Feature folders plug into the shell without editing it: each `features/<name>/screens.ts`
 * exports `screens` (route screen → lazy page) and each `features/<name>/i18n/{es,ca,en}.json`
 * holds the texts under the top-level key `<name>` in camelCase (i18n/catalogs.ts). Screens
 * nobody provides yet show the placeholder page. A `screens.ts` may also export `prefetch`
 * (route screen → what starts its data while its page's code loads; light: it is in the entry)
 * and `warmUp` (fetches its code once a user is signed in, before anyone opens it).
 */
export type ScreenPages = Partial<Record<AuthScreen, ComponentType>>;

/** Starts a screen's data for its address, in the session's site and centro. */
export type ScreenPrefetch = Partial<
  Record<AuthScreen, (params: URLSearchParams, scope: { site: string; centro: number }) => void>
>;

const modules = import.meta.glob<{ screens: ScreenPages; prefetch?: ScreenPrefetch; warmUp?: () => Promise<unknown> }>(
  './*/screens.ts',
  { eager: true },
);

export const SCREEN_PAGES: ScreenPages = Object.assign({}, ...Object.values(modules).map((m) => m.screens));

export const SCREEN_PREFETCH: ScreenPrefetch = Object.assign({}, ...Object.values(modules).map((m) => m.prefetch));

export const SCREEN_WARM_UPS = Object.values(modules).flatMap((m) => (m.warmUp ? [m.warmUp] : []));

/**
 * Components a feature mounts once for the whole signed-in app (`features/<name>/host.tsx`,
 * default export), e.g. the dialog that any page may open. Each is a chunk of its own, loaded with
 * the signed-in chrome, so the login page does not carry them.
 */
const hosts = import.meta.glob<{ default: ComponentType }>('./*/host.tsx');

export const FEATURE_HOSTS: Array<{ name: string; Host: LazyExoticComponent<ComponentType> }> = Object.entries(
  hosts,
).map(([file, load]) => ({ name: file, Host: lazy(load) }));
