import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';

export type UserRow = Selectable<UsersTable>;
type K = Kysely<Database>;

export function findUserByUsername(k: K, username: string) {
  return k.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findUserById(k: K, id: number) {
  return k.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function managerOfCentros(k: K, userId: number): Promise<number[]> {
  const rows = await k
    .selectFrom('centro_managers')
    .select('centro_id')
    .where('user_id', '=', userId)
    .orderBy('centro_id')
    .execute();
  return rows.map((r) => r.centro_id);
}

// --- tokens -------------------------------------------------------------------

export async function insertToken(k: K, user: UserRow, keyHash: string, now: string): Promise<void> {
  await k
    .insertInto('tokens')
    .values({ site_id: user.site_id, user_id: user.id, key_hash: keyHash, created_at: now, last_used_at: now })
    .execute();
}

/** The token and its active user; inactive users' tokens do not authenticate. */
export function findActiveToken(k: K, keyHash: string) {
  return k
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .select(['tokens.id as token_id', 'tokens.last_used_at'])
    .selectAll('users')
    .where('tokens.key_hash', '=', keyHash)
    .where('users.is_active', '=', 1)
    .executeTakeFirst();
}

export async function touchToken(k: K, tokenId: number, now: string): Promise<void> {
  await k.updateTable('tokens').set({ last_used_at: now }).where('id', '=', tokenId).execute();
}

export async function deleteToken(k: K, tokenId: number): Promise<void> {
  await k.deleteFrom('tokens').where('id', '=', tokenId).execute();
}

export async function deleteOtherTokens(k: K, userId: number, keepTokenId: number): Promise<void> {
  await k.deleteFrom('tokens').where('user_id', '=', userId).where('id', '!=', keepTokenId).execute();
}

export async function updatePassword(k: K, userId: number, passwordHash: string, now: string): Promise<void> {
  await k
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function recordLogin(k: K, userId: number, now: string): Promise<void> {
  await k.updateTable('users').set({ last_login: now }).where('id', '=', userId).execute();
}

// --- login throttling -----------------------------------------------------------

export async function countFailures(k: K, subject: string, since: string): Promise<number> {
  const row = await k
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('subject', '=', subject)
    .where('failed_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function oldestFailureSince(k: K, subject: string, since: string): Promise<string | undefined> {
  const row = await k
    .selectFrom('login_failures')
    .select((eb) => eb.fn.min('failed_at').as('first'))
    .where('subject', '=', subject)
    .where('failed_at', '>=', since)
    .executeTakeFirst();
  return (row?.first as string | null) ?? undefined;
}

export async function recordFailures(k: K, subjects: string[], now: string, purgeBefore: string): Promise<void> {
  await k.deleteFrom('login_failures').where('failed_at', '<', purgeBefore).execute();
  await k
    .insertInto('login_failures')
    .values(subjects.map((subject) => ({ subject, failed_at: now })))
    .execute();
}

export async function clearFailures(k: K, subject: string): Promise<void> {
  await k.deleteFrom('login_failures').where('subject', '=', subject).execute();
}
