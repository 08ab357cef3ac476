import type { Catalogue } from '../catalogs';

/** The key of a feature's texts: its folder's name in camelCase (`bp-admin` → `bpAdmin`). */
export function featureKey(file: string): string {
  const folder = /features\/([^/]+)\/i18n\//.exec(file)?.[1] ?? file;
  return folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** One language's feature files (path → texts) as one catalogue, each under its feature's key. */
export function gatherFeatureTexts(files: Record<string, Catalogue>): Catalogue {
  return Object.fromEntries(Object.entries(files).map(([file, texts]) => [featureKey(file), texts]));
}
