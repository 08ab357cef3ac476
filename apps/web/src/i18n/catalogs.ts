import type { Language } from '@qualium/contracts';
import es from './es.json';

/**
 * The translation catalogues: the shell's (this folder) plus one per feature folder
 * (`features/<folder>/i18n/<lang>.json`), so features add texts without touching each other's
 * files. A feature's texts sit under its folder's name in camelCase (`processes` → `processes.*`,
 * `bp-admin` → `bpAdmin.*`, `org-admin` → `orgAdmin.*`), a key the shell's catalogue must not use.
 * Only the shell's Spanish texts are bundled with the app; Catalan and English, and every
 * feature's texts, are chunks fetched when first needed, so the login page carries neither other
 * languages nor the features' words (docs/performance.md, bundle budget); signed-in pages wait
 * for them under ui/FeatureTexts.tsx.
 */
export type Catalogue = Record<string, unknown>;
type Module = { default: Catalogue };

export const SPANISH_SHELL: Catalogue = es;
const lazyShell = import.meta.glob<Module>(['./ca.json', './en.json']);
// One chunk per language holding every feature's texts (i18n/features/<lang>.ts).
const lazyFeatures = import.meta.glob<Module>('./features/??.ts');
const ofLanguage = <T>(loaders: Record<string, T>, lang: Language, extension: string) =>
  Object.entries(loaders).filter(([file]) => file.endsWith(`/${lang}${extension}`));

/** The shell's texts in a language: Spanish at once, the others from their chunks. */
export async function loadShellCatalogue(lang: Language): Promise<Catalogue> {
  if (lang === 'es') return SPANISH_SHELL;
  const [shell] = ofLanguage(lazyShell, lang, '.json');
  if (!shell) throw new Error(`No catalogue for ${lang}`);
  return (await shell[1]()).default;
}

/** Every feature's texts in a language, each under its feature's key (i18n/features/gather.ts). */
export async function loadFeatureCatalogues(lang: Language): Promise<Catalogue> {
  const [features] = ofLanguage(lazyFeatures, lang, '.ts');
  if (!features) throw new Error(`No feature texts for ${lang}`);
  return (await features[1]()).default;
}

/** A language's whole catalogue, shell and features (what the interface ends up with). */
export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  const [shell, features] = await Promise.all([loadShellCatalogue(lang), loadFeatureCatalogues(lang)]);
  return { ...shell, ...features };
}
