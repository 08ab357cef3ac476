import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import type { Auth } from '../../http/context.js';
import { deleteToken, findActiveToken, touchToken, type UserRow } from './repo.js';
import { hashTokenKey, isWellFormedTokenKey } from './tokens.js';

const TOUCH_EVERY_MS = 60_000;

/**
 * The signed-in user a token key stands for, or null. A token unused for TOKEN_IDLE_MINUTES is
 * deleted; use refreshes its idle clock, at most once a minute (docs/decisions.md, tokens).
 */
export async function authenticateKey(
  { db, config }: { db: Db; config: Pick<Config, 'tokenIdleMinutes'> },
  key: string,
): Promise<Auth | null> {
  if (!isWellFormedTokenKey(key)) return null;
  const row = await findActiveToken(db.k, hashTokenKey(key));
  if (!row) return null;
  const idleMs = Date.now() - Date.parse(row.last_used_at);
  if (idleMs > config.tokenIdleMinutes * 60_000) {
    await deleteToken(db.k, row.token_id);
    return null;
  }
  if (idleMs > TOUCH_EVERY_MS) await touchToken(db.k, row.token_id, nowIso());
  const { token_id, last_used_at: _used, ...user } = row;
  return { user: user as UserRow, tokenId: token_id };
}
