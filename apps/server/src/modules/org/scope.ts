import { LANGUAGES, type Language } from '@qualium/contracts';
import type { Db } from '../../db/database.js';
import type { Scope } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { ScopeInUrl } from '../../http/scope-url.js';
import type { UserRow } from '../session/repo.js';
import { findBrowsableCentro, findSiteById, findSiteByPath, userHasRoleInSite } from './repo.js';

async function isAdminOf(db: Db, user: UserRow, sitePath: string): Promise<boolean> {
  if (user.is_admin !== 1) return false;
  const home = await findSiteById(db.k, user.site_id);
  return home !== undefined && sitePath.startsWith(home.path);
}

/**
 * Resolves the site and centro named in the URL for this user: the one place a Scope is made. A
 * site or centro the user holds no role in answers 404, exactly like one that does not exist.
 */
export async function resolveScope(
  { db }: { db: Db },
  user: UserRow,
  inUrl: ScopeInUrl,
  lang: Language = (LANGUAGES as readonly string[]).includes(user.lang) ? (user.lang as Language) : 'es',
): Promise<Scope | null> {
  if (!inUrl.sitePath) return null;
  const site = await findSiteByPath(db.k, inUrl.sitePath);
  if (!site) throw notFound();
  const isSiteAdmin = await isAdminOf(db, user, site.path);
  // Administrators reach every company at or below their own without a role in it: a new
  // sub-company has no centros, roles or people until they set it up (Companies screen).
  if (!isSiteAdmin && !(await userHasRoleInSite(db.k, user.id, site.id))) throw notFound();
  let centro = null;
  if (inUrl.centroId !== null) {
    centro = await findBrowsableCentro(db.k, user.id, site.id, inUrl.centroId);
    if (!centro) throw notFound();
  }
  return { site, centro: centro ?? null, user, lang, isSiteAdmin } as Scope;
}
