import { type AdminUser, LANGUAGES, type Language } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { centroNames, rolesOfUsers, type UserWithSite } from './repo.js';

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'es';

function supportLevelOf(text: string): AdminUser['support_level'] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const level = parsed as Record<string, unknown>;
      return { ...level, chat: level.chat === true };
    }
  } catch {
    // A malformed stored value reads as no support level.
  }
  return { chat: false };
}

/** The Users screen's records (never the password hash), with the roles each holds per centro. */
export async function presentUsers(k: Kysely<Database>, rows: UserWithSite[]): Promise<AdminUser[]> {
  const [roles, centros] = await Promise.all([
    rolesOfUsers(
      k,
      rows.map((r) => r.id),
    ),
    centroNames(k, [...new Set(rows.flatMap((r) => (r.preferred_centro_id === null ? [] : [r.preferred_centro_id])))]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    lang: languageOf(row.lang),
    is_active: row.is_active === 1,
    email_notifications: row.email_notifications === 1,
    internal_notifications: row.internal_notifications === 1,
    isManager: row.is_manager === 1,
    isAdmin: row.is_admin === 1,
    support_level: supportLevelOf(row.support_level),
    preferred_centro: row.preferred_centro_id,
    preferred_centro_name: row.preferred_centro_id === null ? null : (centros.get(row.preferred_centro_id) ?? null),
    photo: row.photo,
    roles: roles
      .filter((r) => r.user_id === row.id)
      .map((r) => ({
        centro: r.centro_id,
        centro_name: r.centro_name,
        role: r.role_id,
        role_name: r.role_name,
        department_name: r.department_name,
      })),
    site: row.site_id,
    site_name: row.site_name,
    last_login: row.last_login,
  }));
}

export async function presentUser(k: Kysely<Database>, row: UserWithSite): Promise<AdminUser> {
  const [user] = await presentUsers(k, [row]);
  return user as AdminUser;
}

/** What the audit keeps of a user: the record without its roles (managed elsewhere). */
export const auditedUser = ({ roles: _roles, ...user }: AdminUser) => user;
