import type { Insertable, Kysely } from 'kysely';
import type { Database, SsoLoginCodesTable, SsoSessionsTable, UsersTable } from '../../db/schema.js';

type K = Kysely<Database>;

/** Expired rows go when new ones of the same kind are written: the tables stay small. */
async function purgeExpired(
  k: K,
  table: 'sso_requests' | 'sso_used_assertions' | 'sso_login_codes',
  now: string,
): Promise<void> {
  await k.deleteFrom(table).where('expires_at', '<=', now).execute();
}

// --- settings ---------------------------------------------------------------------------------

export async function saveSsoConfig(k: K, siteId: number, config: string): Promise<void> {
  await k.updateTable('sites').set({ sso_config: config }).where('id', '=', siteId).execute();
}

/** Every centro of the site, for the just-in-time default (admins may lack a role in some). */
export function listSiteCentros(k: K, siteId: number) {
  return k
    .selectFrom('centros')
    .select(['id', 'name', 'path_str'])
    .where('site_id', '=', siteId)
    .orderBy('path_str')
    .execute();
}

/** Roles the site uses: its own and those it inherits from its parent company. */
function siteRoles(k: K, siteId: number) {
  return k
    .selectFrom('roles')
    .innerJoin('departments', 'departments.id', 'roles.department_id')
    .select(['roles.id', 'roles.name', 'departments.name as department_name'])
    .where((eb) =>
      eb.or([
        eb('roles.site_id', '=', siteId),
        eb(
          'roles.id',
          'in',
          eb.selectFrom('site_inherited_roles').select('role_id').where('site_inherited_roles.site_id', '=', siteId),
        ),
      ]),
    );
}

export function listSiteRoles(k: K, siteId: number) {
  return siteRoles(k, siteId).orderBy('departments.name').orderBy('roles.name').execute();
}

export function findSiteRole(k: K, siteId: number, roleId: number) {
  return siteRoles(k, siteId).where('roles.id', '=', roleId).executeTakeFirst();
}

// --- AuthnRequests and replays ----------------------------------------------------------------

export async function insertRequest(
  k: K,
  row: { id: string; site_id: number; redirect: string; created_at: string; expires_at: string },
): Promise<void> {
  await purgeExpired(k, 'sso_requests', row.created_at);
  await k.insertInto('sso_requests').values(row).execute();
}

/** Takes the request once: the answer of a second use, or of an expired request, is none. */
export async function consumeRequest(
  k: K,
  siteId: number,
  id: string,
  now: string,
): Promise<{ redirect: string } | undefined> {
  return k
    .deleteFrom('sso_requests')
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('expires_at', '>', now)
    .returning('redirect')
    .executeTakeFirst();
}

/** Records an accepted assertion; false when it was already recorded (a replay). */
export async function markAssertionUsed(
  k: K,
  row: { site_id: number; assertion_id: string; expires_at: string },
  now: string,
): Promise<boolean> {
  await purgeExpired(k, 'sso_used_assertions', now);
  const result = await k
    .insertInto('sso_used_assertions')
    .values(row)
    .onConflict((oc) => oc.columns(['site_id', 'assertion_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

// --- one-time codes and SSO sessions -----------------------------------------------------------

export async function insertLoginCode(k: K, row: Insertable<SsoLoginCodesTable>, now: string): Promise<void> {
  await purgeExpired(k, 'sso_login_codes', now);
  await k.insertInto('sso_login_codes').values(row).execute();
}

/** Takes the code once (concurrent exchanges: exactly one gets the row). */
export function consumeLoginCode(k: K, codeHash: string, now: string) {
  return k
    .deleteFrom('sso_login_codes')
    .where('code_hash', '=', codeHash)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

export async function insertSsoSession(k: K, row: Insertable<SsoSessionsTable>): Promise<void> {
  await k.insertInto('sso_sessions').values(row).execute();
}

export function findSsoSession(k: K, tokenId: number) {
  return k.selectFrom('sso_sessions').selectAll().where('token_id', '=', tokenId).executeTakeFirst();
}

/**
 * Ends the sessions an IdP-initiated logout names: the subject's, narrowed to one IdP session
 * when the request gives its index. Their SSO rows go with the tokens.
 */
export async function deleteTokensOfIdpSession(
  k: K,
  siteId: number,
  nameId: string,
  sessionIndex: string | undefined,
): Promise<number> {
  let sessions = k
    .selectFrom('sso_sessions')
    .select('token_id')
    .where('site_id', '=', siteId)
    .where('name_id', '=', nameId);
  if (sessionIndex) sessions = sessions.where('session_index', '=', sessionIndex);
  const result = await k.deleteFrom('tokens').where('id', 'in', sessions).executeTakeFirst();
  return Number(result.numDeletedRows);
}

// --- users --------------------------------------------------------------------------------------

/** Users of this company only (home site): another tenant's account is never matched. */
export function findSiteUserByUsername(k: K, siteId: number, username: string) {
  return k
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('username', '=', username)
    .executeTakeFirst();
}

export function findSiteUsersByEmail(k: K, siteId: number, email: string) {
  return k
    .selectFrom('users')
    .selectAll()
    .where('site_id', '=', siteId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .limit(2)
    .execute();
}

export async function usernameTaken(k: K, username: string): Promise<boolean> {
  const row = await k.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined;
}

export function findSiteCentro(k: K, siteId: number, centroId: number) {
  return k
    .selectFrom('centros')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', '=', centroId)
    .executeTakeFirst();
}

export function insertUser(k: K, row: Insertable<UsersTable>) {
  return k.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function grantCentroRole(
  k: K,
  row: { site_id: number; centro_id: number; user_id: number; role_id: number },
): Promise<void> {
  await k.insertInto('user_centro_roles').values(row).execute();
}
