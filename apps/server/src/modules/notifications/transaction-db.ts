import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * The notification writes run inside the caller's transaction: on SQLite the one connection is
 * held by it, so the look-ups they share must use it rather than reach for the pool.
 */

/** The transaction as the `Db` that scope-taking look-ups (BPs, process roles) expect. */
export function transactionDb(trx: Kysely<Database>, kind: Db['kind']): Db {
  return { kind, k: trx, close: async () => {} };
}
