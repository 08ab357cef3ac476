import { foldText, isValidSiteUrlName } from '@qualium/contracts';

const MAX_BASE = 50;

/**
 * A company url_name made from its name when none is given: accents dropped, lower case, runs of
 * other characters turned into one hyphen. It always starts with a letter and is never a resource
 * name (`isValidSiteUrlName`), so it can sit in an API path.
 */
export function slugFromName(name: string): string {
  const base = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE)
    .replace(/^-+|-+$/g, '');
  const lettered = /^[a-z]/.test(base) ? base : `c-${base}`.replace(/-+$/, '');
  return isValidSiteUrlName(lettered) ? lettered : `${lettered}-co`;
}

/** The first of `base`, `base-2`, `base-3`… that `taken` does not hold. */
export function firstFree(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
