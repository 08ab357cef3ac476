import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import type { Auth } from '../../http/context.js';
import type { ScopeInUrl } from '../../http/scope-url.js';
import type { ScopeFacts } from '../org/scope.js';
import { deleteToken, findActiveToken, findActiveTokenWithScope, touchToken, type UserRow } from './repo.js';
import { hashTokenKey, isWellFormedTokenKey } from './tokens.js';

const TOUCH_EVERY_MS = 60_000;

type Deps = { db: Db; config: Pick<Config, 'tokenIdleMinutes'> };

/**
 * The signed-in user a token key stands for, or null. A token unused for TOKEN_IDLE_MINUTES is
 * deleted; use refreshes its idle clock, at most once a minute (docs/decisions.md, tokens).
 */
export async function authenticateKey(deps: Deps, key: string): Promise<Auth | null> {
  return (await authenticateKeyIn(deps, key, { sitePath: null, centroId: null }))?.auth ?? null;
}

/**
 * authenticateKey and, when the URL names a site, the facts its Scope is decided on, read in the
 * token's own statement (docs/decisions.md, "PostgreSQL at par").
 */
export async function authenticateKeyIn(
  { db, config }: Deps,
  key: string,
  inUrl: ScopeInUrl,
): Promise<{ auth: Auth; facts: ScopeFacts | null } | null> {
  if (!isWellFormedTokenKey(key)) return null;
  const keyHash = hashTokenKey(key);
  const { sitePath } = inUrl;
  const found = sitePath
    ? await findActiveTokenWithScope(db.k, keyHash, { ...inUrl, sitePath })
    : { token: await findActiveToken(db.k, keyHash), facts: null };
  if (!found?.token) return null;
  const row = found.token;
  const idleMs = Date.now() - Date.parse(row.last_used_at);
  if (idleMs > config.tokenIdleMinutes * 60_000) {
    await deleteToken(db.k, row.token_id);
    return null;
  }
  if (idleMs > TOUCH_EVERY_MS) await touchToken(db.k, row.token_id, nowIso());
  const { token_id, last_used_at: _used, ...user } = row;
  return { auth: { user: user as UserRow, tokenId: token_id }, facts: found.facts };
}
