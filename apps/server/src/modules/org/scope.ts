import { LANGUAGES, type Language } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { ScopeInUrl } from '../../http/scope-url.js';
import type { UserRow } from '../session/repo.js';
import {
  type CentroRow,
  findBrowsableCentro,
  findSiteById,
  findSiteByPath,
  type SiteRow,
  userHasRoleInSite,
} from './repo.js';

/**
 * What the database says about the site and centro a URL names, for one user: everything a Scope
 * is decided on. Read by the token's own statement on every request (session/repo.ts), or by the
 * separate look-ups of `resolveScope`.
 */
export interface ScopeFacts {
  /** The site at the URL's path, if there is one. */
  site: SiteRow | undefined;
  /** The URL's centro, if it is of that site and the user holds a role in it. */
  centro: CentroRow | undefined;
  /** The stored path of the user's home site. */
  homeSitePath: string | undefined;
  /** The user holds a role in some centro of the site. */
  hasSiteRole: boolean;
  /** The site's access grants' version (migration 0022), when read with the token. */
  accessVersion: number | null;
  /** The version of BPs, people's and centros' names (migration 0023), when read with the token. */
  catalogVersion: number | null;
}

/**
 * The one place a Scope is made: the site and centro named in the URL as this user may reach
 * them. A site or centro the user holds no role in answers 404, exactly like one that does not exist.
 */
export function scopeFromFacts(user: UserRow, inUrl: ScopeInUrl, facts: ScopeFacts, lang: Language): Scope | null {
  if (!inUrl.sitePath) return null;
  const { site, homeSitePath } = facts;
  if (!site) throw notFound();
  // Administrators reach every company at or below their own without a role in it: a new
  // sub-company has no centros, roles or people until they set it up (Companies screen).
  const isSiteAdmin = user.is_admin === 1 && homeSitePath !== undefined && site.path.startsWith(homeSitePath);
  if (!isSiteAdmin && !facts.hasSiteRole) throw notFound();
  if (inUrl.centroId !== null && !facts.centro) throw notFound();
  return {
    site,
    centro: facts.centro ?? null,
    user,
    lang,
    isSiteAdmin,
    accessVersion: facts.accessVersion,
    catalogVersion: facts.catalogVersion,
  } as Scope;
}

const userLanguage = (user: UserRow): Language =>
  (LANGUAGES as readonly string[]).includes(user.lang) ? (user.lang as Language) : 'es';

/**
 * scopeFromFacts with the facts looked up one by one: for callers without a token (the demo seed).
 * The versions are read first, as the token's statement reads them before anything kept under
 * them is read: the roles and catalog a write looks up are then kept per process (access/policy.ts,
 * catalog), as a request's are, rather than read again by each of the demo's ten thousand steps.
 */
export async function resolveScope(
  { db }: { db: Db },
  user: UserRow,
  inUrl: ScopeInUrl,
  lang: Language = userLanguage(user),
): Promise<Scope | null> {
  if (!inUrl.sitePath) return null;
  const site = await findSiteByPath(db.k, inUrl.sitePath);
  const versions = site ? await readVersions(db, site.id) : { accessVersion: null, catalogVersion: null };
  const home = user.is_admin === 1 ? await findSiteById(db.k, user.site_id) : undefined;
  const hasSiteRole = site !== undefined && (await userHasRoleInSite(db.k, user.id, site.id));
  const centro =
    site && inUrl.centroId !== null ? await findBrowsableCentro(db.k, user.id, site.id, inUrl.centroId) : undefined;
  const facts = { site, centro, homeSitePath: home?.path, hasSiteRole, ...versions };
  return scopeFromFacts(user, inUrl, facts, lang);
}

/** The site's access version and the catalog's, as the token's statement reads them (session/repo.ts). */
async function readVersions(db: Db, siteId: number): Promise<Pick<ScopeFacts, 'accessVersion' | 'catalogVersion'>> {
  const row = await db.k
    .selectNoFrom((eb) => [
      eb.selectFrom('access_versions').select('version').where('site_id', '=', siteId).as('access'),
      eb.selectFrom('catalog_version').select('version').where('id', '=', 1).as('catalog'),
    ])
    .executeTakeFirstOrThrow();
  return { accessVersion: Number(row.access ?? 0), catalogVersion: Number(row.catalog ?? 0) };
}
