import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@qualium/contracts';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY } from '../config';
import { CATALOGS } from './catalogs';

/**
 * Languages es (default), ca, en (spec §1). An explicit choice is kept in localStorage; without
 * one the browser language is used when supported, otherwise Spanish.
 */
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      es: { translation: CATALOGS.es },
      ca: { translation: CATALOGS.ca },
      en: { translation: CATALOGS.en },
    },
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Only a choice made in the language menu is stored (see setLanguage), not the detected one.
      caches: [],
    },
  });

function syncHtmlLang(lng: string): void {
  document.documentElement.lang = lng;
}
syncHtmlLang(currentLanguage());
i18n.on('languageChanged', syncHtmlLang);

export function currentLanguage(): Language {
  const lng = (i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE).slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(lng) ? (lng as Language) : DEFAULT_LANGUAGE;
}

/** Changes every text at once and remembers the choice for the next visit. */
export function setLanguage(lng: Language): void {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  void i18n.changeLanguage(lng);
}

export { i18n };
