import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@qualium/contracts';
import i18n from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, SESSION_STORAGE_KEY } from '../config';
import { parseSession } from '../session/persist';
import { loadFeatureCatalogues, loadShellCatalogue, SPANISH_SHELL } from './catalogs';
import { createLanguageDetector, languageOptions } from './detection';

/**
 * The signed-in user's saved language, kept up to date by the session (session/session.ts); null
 * for guests. Read from the stored session at start so that the first language loaded is already
 * the user's: a reload never detours through the browser's language.
 */
let userLanguage: string | null = parseSession(window.localStorage.getItem(SESSION_STORAGE_KEY)).user?.lang ?? null;

/** Fetches a language's shell texts the first time i18next switches to it (Spanish is bundled). */
const catalogueBackend = {
  type: 'backend' as const,
  init() {},
  read(lng: string, _ns: string, done: (error: unknown, data: Record<string, unknown> | null) => void) {
    const lang = (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
    loadShellCatalogue(lang).then(
      (catalogue) => done(null, catalogue),
      (error: unknown) => done(error, null),
    );
  },
};

/**
 * Languages es (default), ca, en (shell-and-admin §1), chosen in the order of ./detection.ts. Resolves once
 * the detected language's texts are there: main.tsx renders after it, so no text flashes in
 * another language.
 */
export const i18nReady = i18n
  .use(catalogueBackend)
  .use(createLanguageDetector(LANGUAGE_STORAGE_KEY, () => userLanguage))
  .use(initReactI18next)
  .init({
    ...languageOptions(),
    resources: { es: { translation: SPANISH_SHELL } },
    partialBundledLanguages: true,
  });

// <html lang> names the catalogue in use ("en"), not the browser's regional code it came from ("en-US").
// (No document when the login page is prerendered at build time: build/prerender-login.ts.)
function syncHtmlLang(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentLanguage();
}
syncHtmlLang();
i18n.on('languageChanged', syncHtmlLang);

export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}

function onLanguageChange(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/**
 * The interface language, re-rendering when it changes: for components that format values but
 * show no text of their own (a table's cells), where react-i18next's useTranslation, with its
 * translation function and namespaces, would be paid once per cell.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}

/** Asks the detectors again (no argument = detect) and switches every text if the answer changed. */
function redetect(): void {
  void i18n.changeLanguage();
}

/**
 * A language picked in the menu, told to the server too (a cookie), which answers the prerendered
 * login page in it. Also run at start, for a choice made before the cookie existed.
 */
function shareLanguageChoice(lng: string | null): void {
  if (typeof document === 'undefined' || !lng || !(LANGUAGES as readonly string[]).includes(lng)) return;
  writeLanguageCookie(lng, 31_536_000);
}

function writeLanguageCookie(value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4; the value is a language code.
  document.cookie = `${LANGUAGE_COOKIE}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
shareLanguageChoice(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));

/** The language menu: changes every text at once and remembers the choice in this browser. */
export function setLanguage(lng: Language): void {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  shareLanguageChoice(lng);
  void i18n.changeLanguage(lng);
}

/** Drops the language picked in the menu (and the server's copy): detection decides again. */
export function forgetLanguageChoice(): Promise<unknown> {
  window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  writeLanguageCookie('', 0);
  return i18n.changeLanguage();
}

/** Sign-in, start-up, sign-out: the user's saved language applies unless one was chosen in the menu. */
export function setUserLanguage(lang: string | null): void {
  if (lang === userLanguage) return;
  userLanguage = lang;
  redetect();
}

// A choice made in another tab applies here too.
window.addEventListener('storage', (event) => {
  if (event.storageArea === window.localStorage && (event.key === LANGUAGE_STORAGE_KEY || event.key === null)) {
    redetect();
  }
});

export { i18n };

const featureTextsLoaded = new Map<Language, Promise<void>>();

/**
 * The features' texts in a language, fetched once and added to i18next: signed-in pages wait for
 * them (ui/FeatureTexts.tsx), the login page never needs them.
 */
export function featureTexts(lang: Language): Promise<void> {
  let loaded = featureTextsLoaded.get(lang);
  if (!loaded) {
    loaded = loadFeatureCatalogues(lang).then((catalogue) => {
      i18n.addResourceBundle(lang, 'translation', catalogue, true, false);
    });
    featureTextsLoaded.set(lang, loaded);
    // A failed fetch may be tried again by the next page that needs the texts.
    loaded.catch(() => featureTextsLoaded.delete(lang));
  }
  return loaded;
}
