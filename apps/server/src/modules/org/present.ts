import type { CentroSummary, Product, SitePathResponse, SiteSummary } from '@qualium/contracts';
import { PRODUCTS } from '@qualium/contracts';
import { isSsoEnabled } from '../sso/settings.js';
import { type CentroRow, centroPathIds, type SiteRow, siteDepth, urlSitePath } from './repo.js';

const product = (value: string): Product =>
  (PRODUCTS as readonly string[]).includes(value) ? (value as Product) : 'default';

export function presentSite(row: SiteRow): SiteSummary {
  return {
    id: row.id,
    name: row.name,
    url_name: row.url_name,
    path: urlSitePath(row.path),
    depth: siteDepth(row.path),
    parent: row.parent_id,
    qualium_product: product(row.qualium_product),
    logo: row.logo,
    background_image: row.background_image,
    process_map_image: row.process_map_image,
    allow_password_change: row.allow_password_change === 1,
    password_strength: row.password_strength === 1,
    help_url: row.help_url,
    contact_email: row.contact_email,
  };
}

export function presentCentro(row: CentroRow): CentroSummary {
  const path = centroPathIds(row.path);
  return {
    id: row.id,
    name: row.name,
    url_name: row.url_name,
    site: row.site_id,
    parent: row.parent_id,
    path,
    path_str: row.path_str,
    depth: Math.max(0, path.length - 1),
    logo: row.logo,
  };
}

/** What an anonymous login page may learn about a site: enough to theme itself. */
export function presentSiteTheme(row: SiteRow): SitePathResponse {
  return {
    id: row.id,
    name: row.name,
    path: urlSitePath(row.path),
    qualium_product: product(row.qualium_product),
    logo: row.logo,
    background_image: row.background_image,
    sso_enabled: isSsoEnabled(row.sso_config),
    help_url: row.help_url,
    contact_email: row.contact_email,
  };
}
