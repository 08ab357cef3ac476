import type { Language } from '../constants.js';
import type { Localized } from './catalog.js';

/** Joins already-localized parts (the reasons of a refusal) in each language. */
export function joinLocalized(parts: readonly Localized[], separator = '; '): Localized {
  const join = (lang: Language) => parts.map((part) => part[lang]).join(separator);
  return { es: join('es'), ca: join('ca'), en: join('en') };
}
