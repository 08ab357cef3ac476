import type { Language } from '@qualium/contracts';
import es from './es.json';

/**
 * The translation catalogues: the shell's (this folder) plus one per feature folder
 * (`features/<name>/i18n/<lang>.json`, texts under the key `<name>`), so features add texts
 * without touching each other's files. Spanish, the default, is bundled with the app; Catalan and
 * English are separate chunks fetched when first used, so the login page does not carry three
 * languages (docs/performance.md, bundle budget).
 */
export type Catalogue = Record<string, unknown>;
type Module = { default: Catalogue };

const spanishFeatures = import.meta.glob<Module>('../features/*/i18n/es.json', { eager: true });
const lazyShell = import.meta.glob<Module>(['./ca.json', './en.json']);
const lazyFeatures = import.meta.glob<Module>(['../features/*/i18n/ca.json', '../features/*/i18n/en.json']);

const featureName = (file: string) => /features\/([^/]+)\/i18n\//.exec(file)?.[1] ?? file;

function merge(base: Catalogue, features: Array<[string, Module]>): Catalogue {
  const merged: Catalogue = { ...base };
  for (const [file, module] of features) merged[featureName(file)] = module.default;
  return merged;
}

export const SPANISH: Catalogue = merge(es, Object.entries(spanishFeatures));

/** A language's whole catalogue: Spanish at once, the others from their chunks. */
export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  if (lang === 'es') return SPANISH;
  const ofLang = <T>(entries: Array<[string, T]>) => entries.filter(([file]) => file.endsWith(`/${lang}.json`));
  const [shell] = ofLang(Object.entries(lazyShell));
  if (!shell) throw new Error(`No catalogue for ${lang}`);
  const [base, ...features] = await Promise.all([
    shell[1](),
    ...ofLang(Object.entries(lazyFeatures)).map(async ([file, load]) => [file, await load()] as [string, Module]),
  ]);
  return merge((base as Module).default, features as Array<[string, Module]>);
}
