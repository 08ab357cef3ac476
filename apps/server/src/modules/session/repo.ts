import { type Kysely, sql } from 'kysely';
import { unprefixed, withoutPrefixed } from '../../db/columns.js';
import { compiledOnce } from '../../db/compiled-once.js';
import type { Db } from '../../db/database.js';
import type { CentroRow, Database, SiteRow, UserRow } from '../../db/schema.js';
import type { ScopeInUrl } from '../../http/scope-url.js';
import { CENTRO_COLUMNS, SITE_COLUMNS, storedSitePath } from '../org/repo.js';
import type { ScopeFacts } from '../org/scope.js';

export type { UserRow } from '../../db/schema.js';

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

/**
 * findActiveToken and, in the same statement, what the Scope of the URL's site and centro is
 * decided on (org/scope.ts): one round trip where token, site, home site, role in the site and
 * centro were five, and the version of the company's access grants the user's process roles are
 * kept under (access/policy.ts). Nothing of it is cached, so a revoked token, a disabled user or a
 * removed role takes effect on the very next request, whichever node it was changed through. Every
 * request sends it: compiled once (db/compiled-once.ts).
 */
const tokenWithScope = compiledOnce((k: K, keyHash: string, storedPath: string, centroId: number) =>
  k
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .leftJoin('sites as home', 'home.id', 'users.site_id')
    .leftJoin('sites as s', (j) => j.on('s.path', '=', storedPath))
    .leftJoin('access_versions as av', 'av.site_id', 's.id')
    .leftJoin('catalog_version as cv', (j) => j.on('cv.id', '=', 1))
    .leftJoin('centros as c', (j) =>
      j
        .onRef('c.site_id', '=', 's.id')
        .on('c.id', '=', centroId)
        .on((eb) =>
          eb.exists(
            eb
              .selectFrom('user_centro_roles as cr')
              .select('cr.centro_id')
              .whereRef('cr.user_id', '=', 'users.id')
              .whereRef('cr.centro_id', '=', 'c.id'),
          ),
        ),
    )
    .select([
      'tokens.id as token_id',
      'tokens.last_used_at',
      'home.path as scope__home_site_path',
      'av.version as scope__access_version',
      'cv.version as scope__catalog_version',
    ])
    .selectAll('users')
    .select((eb) => [
      ...SITE_COLUMNS.map((c) => eb.ref(`s.${c}`).as(`site__${c}`)),
      ...CENTRO_COLUMNS.map((c) => eb.ref(`c.${c}`).as(`centro__${c}`)),
      eb
        .exists(
          eb
            .selectFrom('user_centro_roles as sr')
            .select('sr.centro_id')
            .whereRef('sr.user_id', '=', 'users.id')
            .whereRef('sr.site_id', '=', 's.id'),
        )
        .as('scope__has_site_role'),
    ])
    .where('tokens.key_hash', '=', keyHash)
    .where('users.is_active', '=', 1),
);

export async function findActiveTokenWithScope(k: K, keyHash: string, inUrl: ScopeInUrl & { sitePath: string }) {
  // Ids start at 1: a URL without a centro joins none.
  const [row] = await tokenWithScope(k, keyHash, storedSitePath(inUrl.sitePath), inUrl.centroId ?? 0);
  if (!row) return undefined;
  const all = row as unknown as Record<string, unknown>;
  const facts: ScopeFacts = {
    site: unprefixed<SiteRow>(all, 'site__', SITE_COLUMNS),
    centro: unprefixed<CentroRow>(all, 'centro__', CENTRO_COLUMNS),
    homeSitePath: row.scope__home_site_path ?? undefined,
    // PostgreSQL answers a boolean, SQLite 0 or 1.
    hasSiteRole: Boolean(Number(row.scope__has_site_role)),
    // A company whose grants never changed has no row yet: version 0.
    accessVersion: Number(row.scope__access_version ?? 0),
    catalogVersion: Number(row.scope__catalog_version ?? 0),
  };
  const token = withoutPrefixed(all, ['site__', 'centro__', 'scope__']) as Awaited<ReturnType<typeof findActiveToken>> &
    object;
  return { token, facts };
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

/**
 * A subject that is slowed rather than stopped: `free` attempts per window at full speed, then
 * each further one waits for a slot of its own, `stepMs` longer after the subject's latest slot
 * for every attempt over `free` (at most `maxSpacingMs`). A slot further away than `maxWaitMs`
 * is not given: the attempt is refused, to come back later.
 */
export interface AttemptPace {
  subject: string;
  free: number;
  stepMs: number;
  maxSpacingMs: number;
  maxWaitMs: number;
}

export type Reservation = { reserved: true; slot: string } | { reserved: false; freeAt: number };

class LimitReached extends Error {
  constructor(readonly freeAt: number) {
    super('limit reached');
  }
}

async function latestAttempt(k: K, subject: string): Promise<string | undefined> {
  const row = await k
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('attempted_at').as('last'))
    .where('subject', '=', subject)
    .executeTakeFirst();
  return (row?.last as string | null) ?? undefined;
}

/** The paced subject's slot for one more attempt, as a time in ms. */
async function paceSlot(k: K, pace: AttemptPace, nowMs: number, windowStart: string): Promise<number> {
  const over = (await countAttempts(k, pace.subject, windowStart)) - pace.free + 1;
  if (over <= 0) return nowMs;
  const latest = Date.parse((await latestAttempt(k, pace.subject)) ?? new Date(nowMs).toISOString());
  return Math.max(nowMs, latest + Math.min(over * pace.stepMs, pace.maxSpacingMs));
}

/**
 * Counts one attempt for every limited subject, unless that would take one of them over its
 * limit, and gives the paced subject (if any) its slot; when a limit is reached or the slot is too
 * far, nothing is counted and the answer says when to come back. Atomic across requests and
 * processes: the rows are written before they are counted, within a transaction that holds the
 * write lock (SQLite takes it at the first write, PostgreSQL at the explicit table lock), so
 * concurrent attempts are counted, and slotted, one after another. A slot is stored as its
 * attempt's time, which may lie ahead: until then it is the subject's latest.
 */
export async function reserveAttempts(
  db: Db,
  { limits, pace }: { limits: readonly AttemptLimit[]; pace?: AttemptPace },
  nowMs: number,
  windowMs: number,
): Promise<Reservation> {
  const now = new Date(nowMs).toISOString();
  const windowStart = new Date(nowMs - windowMs).toISOString();
  try {
    const slot = await db.k.transaction().execute(async (trx) => {
      if (db.kind === 'postgres') await sql`lock table login_attempts in share row exclusive mode`.execute(trx);
      await trx.deleteFrom('login_attempts').where('attempted_at', '<', windowStart).execute();
      await trx
        .insertInto('login_attempts')
        .values(limits.map(({ subject }) => ({ subject, attempted_at: now })))
        .execute();
      for (const { subject, max } of limits) {
        if ((await countAttempts(trx, subject, windowStart)) > max) {
          const oldest = await oldestAttemptSince(trx, subject, windowStart);
          throw new LimitReached(Date.parse(oldest ?? now) + windowMs);
        }
      }
      if (!pace) return now;
      const slotMs = await paceSlot(trx, pace, nowMs, windowStart);
      if (slotMs - nowMs > pace.maxWaitMs) throw new LimitReached(slotMs - pace.maxWaitMs);
      const at = new Date(slotMs).toISOString();
      await trx.insertInto('login_attempts').values({ subject: pace.subject, attempted_at: at }).execute();
      return at;
    });
    return { reserved: true, slot };
  } catch (error) {
    if (error instanceof LimitReached) return { reserved: false, freeAt: error.freeAt };
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
