import { SUPPORT_CHAT_MESSAGES } from '@qualium/contracts';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import type { Scope } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { parseSupportLevel } from '../session/service.js';

/**
 * Who takes part in the support chat (docs/decisions.md "Support chat"): a user whose
 * support_level has the chat flag (shell-and-admin §2.8, §6); the company's support are, among
 * them, the administrators of the site (of it or of a company above it, as for every admin right).
 */

export const hasChat = (user: UserRow): boolean => parseSupportLevel(user.support_level).chat;

/** Refuses (403) a user without the chat flag: no button, and no API either. */
export function requireChat(scope: Scope): void {
  if (!hasChat(scope.user)) throw forbidden(SUPPORT_CHAT_MESSAGES.chatOff);
}

export const isSupport = (scope: Scope): boolean => scope.isSiteAdmin && hasChat(scope.user);

/** How the reader stands to `owner`'s thread: its owner, or the site's support; anyone else is refused. */
export function threadRole(scope: Scope, owner: number): 'owner' | 'support' {
  if (owner === scope.user.id) return 'owner';
  if (isSupport(scope)) return 'support';
  throw forbidden(SUPPORT_CHAT_MESSAGES.notYourThread);
}

/** "/demo/norte/" → ["/demo/", "/demo/norte/"]: the site's stored path and those of the companies above it. */
function pathAndAncestors(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}/`);
}

/** The ids of the site's support users (active admins with the chat flag of it or a company above it). */
export async function supportUserIds(db: Kysely<Database>, scope: Scope): Promise<number[]> {
  const admins = await db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .selectAll('users')
    .where('sites.path', 'in', pathAndAncestors(scope.site.path))
    .where('users.is_admin', '=', 1)
    .where('users.is_active', '=', 1)
    .execute();
  return admins.filter(hasChat).map((u) => u.id);
}
