import { DEFAULT_LANGUAGE, LANGUAGES } from '@qualium/contracts';
import type { InitOptions, LanguageDetectorModule } from 'i18next';

/*
 * Which language the interface speaks, first match wins (docs/decisions.md, "Web shell"):
 * 1. a choice made in the language menu (kept in localStorage by this browser);
 * 2. the signed-in user's saved language (`lang` of user_data/me);
 * 3. the browser's languages, in the browser's order of preference, when one is supported;
 * 4. Spanish (shell-and-admin §1: "es unless the browser language is one of the supported ones").
 */

/** The browser's languages, in its order of preference. */
function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? [...navigator.languages] : navigator.language ? [navigator.language] : [];
}

/** The language chosen in the language menu, if this browser keeps one (storage may be refused). */
function chosenLanguage(storageKey: string): string | null {
  try {
    return window.localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/**
 * The candidates in the order above, most wanted first: i18next takes the first it supports
 * ("en-US" as "en"), so an unsupported stored value is skipped, not obeyed. A few lines of ours
 * rather than i18next-browser-languagedetector: the login page's JavaScript has a budget
 * (docs/performance.md), and the library's other detectors (cookies, query, path) were unused.
 */
export function createLanguageDetector(storageKey: string, userLanguage: () => string | null): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    detect: () =>
      [chosenLanguage(storageKey), userLanguage(), ...browserLanguages()].filter((lng): lng is string => Boolean(lng)),
    // Only a choice made in the language menu is stored (see setLanguage), never a detected one.
    cacheUserLanguage: () => {},
  };
}

/** i18next options shared by the app and the tests of the precedence above. */
export function languageOptions(): InitOptions {
  return {
    supportedLngs: [...LANGUAGES],
    // "en-US" counts as "en", "ca-ES" as "ca".
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    // Resources are bundled: initialise synchronously so the first render already has the right language.
    initAsync: false,
    interpolation: { escapeValue: false },
  };
}
