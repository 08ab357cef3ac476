import type { ComponentType, LazyExoticComponent } from 'react';
import type { AuthScreen } from '../shell/routing/resolveRoute';

/**
 * Feature folders plug into the shell without editing it: each `features/<name>/screens.ts`
 * exports `screens` (route screen → lazy page) and each `features/<name>/i18n/{es,ca,en}.json`
 * holds the texts under the top-level key `<name>`. Screens nobody provides yet show the
 * placeholder page.
 */
export type ScreenPages = Partial<Record<AuthScreen, LazyExoticComponent<ComponentType>>>;

const modules = import.meta.glob<{ screens: ScreenPages }>('./*/screens.ts', { eager: true });

export const SCREEN_PAGES: ScreenPages = Object.assign({}, ...Object.values(modules).map((m) => m.screens));

/**
 * Components a feature mounts once for the whole signed-in app (`features/<name>/host.tsx`,
 * default export), e.g. the dialog that any page may open.
 */
const hosts = import.meta.glob<{ default: ComponentType }>('./*/host.tsx', { eager: true });

export const FEATURE_HOSTS: Array<{ name: string; Host: ComponentType }> = Object.entries(hosts).map(([file, m]) => ({
  name: file,
  Host: m.default,
}));
