import { DEFAULT_LANGUAGE, LANGUAGES } from '@qualium/contracts';
import type { InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';

/**
 * Which language the interface speaks, first match wins (docs/decisions.md, "Web shell"):
 * 1. a choice made in the language menu (kept in localStorage by this browser);
 * 2. the signed-in user's saved language (`lang` of user_data/me);
 * 3. the browser's languages, in the browser's order of preference, when one is supported;
 * 4. Spanish (shell-and-admin §1: "es unless the browser language is one of the supported ones").
 */
export const DETECTION_ORDER = ['localStorage', 'sessionUser', 'navigator'] as const;

/** The library's detectors plus one that asks the session for the signed-in user's language. */
export function createLanguageDetector(userLanguage: () => string | null): LanguageDetector {
  const detector = new LanguageDetector();
  detector.addDetector({ name: 'sessionUser', lookup: () => userLanguage() ?? undefined });
  return detector;
}

/** i18next options shared by the app and the tests of the precedence above. */
export function languageOptions(storageKey: string): InitOptions {
  return {
    supportedLngs: [...LANGUAGES],
    // "en-US" counts as "en", "ca-ES" as "ca".
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    // Resources are bundled: initialise synchronously so the first render already has the right language.
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: [...DETECTION_ORDER],
      lookupLocalStorage: storageKey,
      // Only a choice made in the language menu is stored (see setLanguage), never a detected one.
      caches: [],
    },
  };
}
