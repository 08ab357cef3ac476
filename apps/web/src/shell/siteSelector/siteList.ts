import type { CentroSummary, SiteSummary } from '@qualium/contracts';

/** Rows of the site and centre selector (shell-and-admin §2.7): sites in tree order, each with its centros. */
export interface SiteGroup {
  site: SiteSummary;
  centros: CentroSummary[];
}

export interface SiteListFilter {
  /** Free text: matches names, paths and ids, ignoring case and accents. */
  search: string;
  /** The id dropdown: only this site, or all when null. */
  siteId: number | null;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Sorting by path puts every sub-company right under its parent: the list reads as a tree. */
const byPath = (a: SiteSummary, b: SiteSummary) => a.path.localeCompare(b.path);
const byPathStr = (a: CentroSummary, b: CentroSummary) => a.path_str.localeCompare(b.path_str) || a.id - b.id;

export function buildSiteList(
  sites: readonly SiteSummary[],
  centros: readonly CentroSummary[],
  filter: SiteListFilter,
): SiteGroup[] {
  const needle = fold(filter.search.trim());
  const matches = (...values: (string | number)[]) => values.some((v) => fold(String(v)).includes(needle));
  const groups: SiteGroup[] = [];
  for (const site of [...sites].sort(byPath)) {
    if (filter.siteId !== null && site.id !== filter.siteId) continue;
    const own = centros.filter((c) => c.site === site.id).sort(byPathStr);
    if (needle === '' || matches(site.name, site.path, site.id)) {
      groups.push({ site, centros: own });
      continue;
    }
    const hits = own.filter((c) => matches(c.name, c.path_str, c.id));
    if (hits.length > 0) groups.push({ site, centros: hits });
  }
  return groups;
}

/** shell-and-admin §2.7 "a dash indent by depth" for centros. */
export function centroIndent(depth: number): string {
  return depth > 0 ? `${'–'.repeat(depth)} ` : '';
}
