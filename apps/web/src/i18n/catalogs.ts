import type { Language } from '@qualium/contracts';
import ca from './ca.json';
import en from './en.json';
import es from './es.json';

/**
 * The translation catalogues: the shell's (this folder) plus one per feature folder
 * (`features/<name>/i18n/<lang>.json`, texts under the key `<name>`), so features add texts
 * without touching each other's files.
 */
type Catalogue = Record<string, unknown>;

const featureFiles = import.meta.glob<{ default: Catalogue }>('../features/*/i18n/*.json', { eager: true });

function withFeatures(lang: Language, base: Catalogue): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [file, module] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/i18n\/([a-z]{2})\.json$/.exec(file);
    if (match?.[2] === lang) merged[match[1]!] = module.default;
  }
  return merged;
}

export const CATALOGS: Record<Language, Catalogue> = {
  es: withFeatures('es', es),
  ca: withFeatures('ca', ca),
  en: withFeatures('en', en),
};
