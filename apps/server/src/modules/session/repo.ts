import { type Kysely, type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
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

export async function insertToken(k: K, user: UserRow, keyHash: string, now: string): Promise<number> {
  const row = await k
    .insertInto('tokens')
    .values({ site_id: user.site_id, user_id: user.id, key_hash: keyHash, created_at: now, last_used_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
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

// --- attempt throttling (login, current password) -------------------------------
// `login_attempts` holds one row per counted attempt: (subject, time). Rows of one subject at
// one time are interchangeable, so undoing an attempt deletes any one of them.

export async function countAttempts(k: K, subject: string, since: string): Promise<number> {
  const row = await k
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('subject', '=', subject)
    .where('attempted_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function oldestAttemptSince(k: K, subject: string, since: string): Promise<string | undefined> {
  const row = await k
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.min('attempted_at').as('first'))
    .where('subject', '=', subject)
    .where('attempted_at', '>=', since)
    .executeTakeFirst();
  return (row?.first as string | null) ?? undefined;
}

export interface AttemptLimit {
  subject: string;
  max: number;
}

class LimitReached extends Error {
  constructor(readonly oldest: string | undefined) {
    super('limit reached');
  }
}

/**
 * Counts one attempt for every subject, unless that would take one of them over its limit;
 * then nothing is counted and the time of that subject's oldest attempt in the window is
 * returned. Atomic across requests and processes: the rows are written before they are
 * counted, within a transaction that holds the write lock (SQLite takes it at the first write,
 * PostgreSQL at the explicit table lock), so concurrent attempts are counted one after another.
 */
export async function reserveAttempts(
  db: Db,
  limits: readonly AttemptLimit[],
  now: string,
  windowStart: string,
): Promise<{ reserved: true } | { reserved: false; oldest: string | undefined }> {
  try {
    await db.k.transaction().execute(async (trx) => {
      if (db.kind === 'postgres') await sql`lock table login_attempts in share row exclusive mode`.execute(trx);
      await trx.deleteFrom('login_attempts').where('attempted_at', '<', windowStart).execute();
      await trx
        .insertInto('login_attempts')
        .values(limits.map(({ subject }) => ({ subject, attempted_at: now })))
        .execute();
      for (const { subject, max } of limits) {
        if ((await countAttempts(trx, subject, windowStart)) > max) {
          throw new LimitReached(await oldestAttemptSince(trx, subject, windowStart));
        }
      }
    });
    return { reserved: true };
  } catch (error) {
    if (error instanceof LimitReached) return { reserved: false, oldest: error.oldest };
    throw error;
  }
}

/** Takes back one attempt counted at `at` (a success that must not count against an address). */
export async function releaseAttempt(db: Db, subject: string, at: string): Promise<void> {
  await db.k
    .deleteFrom('login_attempts')
    .where('id', '=', (eb) =>
      eb
        .selectFrom('login_attempts')
        .select('id')
        .where('subject', '=', subject)
        .where('attempted_at', '=', at)
        .limit(1),
    )
    .execute();
}

export async function clearAttempts(k: K, subject: string): Promise<void> {
  await k.deleteFrom('login_attempts').where('subject', '=', subject).execute();
}
