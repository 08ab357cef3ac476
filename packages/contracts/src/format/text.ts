import type { BpLocalizedText } from '../bp/common.js';
import type { Language } from '../constants.js';

/** The locale each interface language formats dates and numbers in (docs/decisions.md "Unit viewer"). */
const LOCALES: Readonly<Record<Language, string>> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

/** The locale of a language; Spanish's for any language the product does not have. */
export function localeOf(lang: string): string {
  return LOCALES[lang as Language] ?? LOCALES.es;
}

/**
 * A definition text in the reader's language, Spanish when that one is missing (Spanish is the one
 * text a definition must have, records-explorer §1); no text at all reads as ''.
 */
export function localizedText(text: BpLocalizedText | undefined, lang: string): string {
  if (!text) return '';
  return text[lang as Language] ?? text.es;
}
