import type { Kysely, Selectable } from 'kysely';
import type { CentrosTable, Database, SitesTable } from '../../db/schema.js';

export type SiteRow = Selectable<SitesTable>;
export type CentroRow = Selectable<CentrosTable>;
type K = Kysely<Database>;

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

export function findCentroByUrlName(k: K, urlName: string) {
  return k.selectFrom('centros').selectAll().where('url_name', '=', urlName).executeTakeFirst();
}

/** Centros where the user holds at least one role: the only ones they may browse. */
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
