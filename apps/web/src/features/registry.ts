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
