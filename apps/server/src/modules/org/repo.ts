import type { Kysely } from 'kysely';
import { allColumns } from '../../db/columns.js';
import type { CentroRow, Database, SiteRow } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';

export type { CentroRow, SiteRow } from '../../db/schema.js';

type K = Kysely<Database>;

/** The columns of a site and a centro row, for a statement that reads them beside other rows (session/repo.ts). */
export const SITE_COLUMNS = allColumns<SiteRow>()([
  'id',
  'name',
  'url_name',
  'parent_id',
  'path',
  'qualium_product',
  'storage_type',
  'max_users_number',
  'logo',
  'process_map_image',
  'background_image',
  'reports_footer_text',
  'allow_password_change',
  'password_strength',
  'help_url',
  'contact_email',
  'sso_config',
  'created_at',
]);
export const CENTRO_COLUMNS = allColumns<CentroRow>()([
  'id',
  'site_id',
  'name',
  'url_name',
  'parent_id',
  'path',
  'path_str',
  'logo',
  'process_map_image',
  'background_image',
  'created_at',
]);

/** '/demo/norte' (URL form) -> '/demo/norte/' (stored form). */
export const storedSitePath = (urlPath: string) => `${urlPath.replace(/\/+$/, '')}/`;
/** '/demo/norte/' -> '/demo/norte' */
export const urlSitePath = (stored: string) => stored.replace(/\/+$/, '');
/** Spec: depth = segments minus 2, on the slash-separated path without trailing slash. */
export const siteDepth = (stored: string) => urlSitePath(stored).split('/').length - 2;
/** '/3/7/12/' -> [3, 7, 12] */
export const centroPathIds = (path: string) => path.split('/').filter(Boolean).map(Number);

export function findSiteByPath(k: K, urlPath: string) {
  return k.selectFrom('sites').selectAll().where('path', '=', storedSitePath(urlPath)).executeTakeFirst();
}

export function findSiteById(k: K, id: number) {
  return k.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSiteByUrlName(k: K, urlName: string) {
  return k.selectFrom('sites').selectAll().where('url_name', '=', urlName).executeTakeFirst();
}

/**
 * A centro by its (globally unique) url_name, found only together with the site that owns it:
 * the public look-up behind the centre login page, which names no site.
 */
export async function findCentroWithSiteByUrlName(
  k: K,
  urlName: string,
): Promise<{ site: SiteRow; centro: Pick<CentroRow, 'id' | 'name' | 'logo'> } | undefined> {
  const row = await k
    .selectFrom('centros')
    .innerJoin('sites', 'sites.id', 'centros.site_id')
    .selectAll('sites')
    .select(['centros.id as centro_id', 'centros.name as centro_name', 'centros.logo as centro_logo'])
    .where('centros.url_name', '=', urlName)
    .executeTakeFirst();
  if (!row) return undefined;
  const { centro_id, centro_name, centro_logo, ...site } = row;
  return { site, centro: { id: centro_id, name: centro_name, logo: centro_logo } };
}

/** Centros where the user holds at least one role: the only ones they may browse, on every site. */
export function listBrowsableCentros(k: K, userId: number): Promise<CentroRow[]> {
  return k
    .selectFrom('centros')
    .selectAll('centros')
    .where('centros.id', 'in', (q) =>
      q.selectFrom('user_centro_roles').select('centro_id').where('user_id', '=', userId),
    )
    .orderBy('centros.site_id')
    .orderBy('centros.path_str')
    .execute();
}

/** The centros of the scope's site its user may browse, sorted by path_str. */
export function listBrowsableCentrosOfSite(k: K, scope: Scope): Promise<CentroRow[]> {
  return k
    .selectFrom('centros')
    .selectAll('centros')
    .where('centros.site_id', '=', scope.site.id)
    .where('centros.id', 'in', (q) =>
      q
        .selectFrom('user_centro_roles')
        .select('centro_id')
        .where('user_id', '=', scope.user.id)
        .where('site_id', '=', scope.site.id),
    )
    .orderBy('centros.path_str')
    .execute();
}

/** Sites with at least one browsable centro, parents first. */
export function listBrowsableSites(k: K, userId: number): Promise<SiteRow[]> {
  return k
    .selectFrom('sites')
    .selectAll('sites')
    .where('sites.id', 'in', (q) =>
      q
        .selectFrom('user_centro_roles')
        .innerJoin('centros', 'centros.id', 'user_centro_roles.centro_id')
        .select('centros.site_id')
        .where('user_centro_roles.user_id', '=', userId),
    )
    .orderBy('sites.path')
    .execute();
}

export async function userHasRoleInSite(k: K, userId: number, siteId: number): Promise<boolean> {
  const row = await k
    .selectFrom('user_centro_roles')
    .select('centro_id')
    .where('user_id', '=', userId)
    .where('site_id', '=', siteId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findBrowsableCentro(k: K, userId: number, siteId: number, centroId: number) {
  return k
    .selectFrom('centros')
    .selectAll('centros')
    .where('centros.id', '=', centroId)
    .where('centros.site_id', '=', siteId)
    .where('centros.id', 'in', (q) =>
      q.selectFrom('user_centro_roles').select('centro_id').where('user_id', '=', userId),
    )
    .executeTakeFirst();
}
