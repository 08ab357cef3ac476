import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@qualium/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../config';
import { CATALOGS } from './catalogs';
import { createLanguageDetector, languageOptions } from './detection';

/** The signed-in user's saved language, set by the session (session/session.ts); null for guests. */
let userLanguage: string | null = null;

/** Languages es (default), ca, en (spec §1), chosen in the order of ./detection.ts. */
void i18n
  .use(createLanguageDetector(() => userLanguage))
  .use(initReactI18next)
  .init({
    ...languageOptions(LANGUAGE_STORAGE_KEY),
    resources: {
      es: { translation: CATALOGS.es },
      ca: { translation: CATALOGS.ca },
      en: { translation: CATALOGS.en },
    },
  });

// <html lang> names the catalogue in use ("en"), not the browser's regional code it came from ("en-US").
function syncHtmlLang(): void {
  document.documentElement.lang = currentLanguage();
}
syncHtmlLang();
i18n.on('languageChanged', syncHtmlLang);

export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}

/** Asks the detectors again (no argument = detect) and switches every text if the answer changed. */
function redetect(): void {
  void i18n.changeLanguage();
}

/** The language menu: changes every text at once and remembers the choice in this browser. */
export function setLanguage(lng: Language): void {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  void i18n.changeLanguage(lng);
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
