import { sql } from 'kysely';
import type { Config } from '../config.js';
import { openDatabase } from './database.js';

/** How often the primary process copies SQLite's write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 100;

/**
 * SQLite with several server processes: the workers' connections leave the write-ahead log's
 * checkpoints to the primary (`openDatabase(…, { walCheckpoints: 'elsewhere' })`), which runs one
 * every CHECKPOINT_EVERY_MS on a connection of its own (opened here; nothing on PostgreSQL). Left
 * to SQLite, the commit that takes the log past 1,000 pages copies them into the database file and
 * syncs it inside the request's call, stopping that worker (every request it holds, reads too) for
 * tens of milliseconds every few dozen writes. A PASSIVE checkpoint takes no lock writers or
 * readers wait for; the primary serves no request. Returns the stop function.
 */
export function checkpointPeriodically(config: Config['db']): () => void {
  if (config.kind !== 'sqlite') return () => undefined;
  const db = openDatabase(config);
  // better-sqlite3 runs the checkpoint within the call: one cannot start before the last ended.
  const timer = setInterval(() => {
    sql`pragma wal_checkpoint(PASSIVE)`
      .execute(db.k)
      .catch((error: unknown) => console.error('Checkpointing the write-ahead log failed:', error));
  }, CHECKPOINT_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    void db.close();
  };
}
