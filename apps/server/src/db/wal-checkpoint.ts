import { sql } from 'kysely';
import type { Db } from './database.js';

/** How often the primary process copies SQLite's write-ahead log into the database file. */
export const CHECKPOINT_EVERY_MS = 100;

/**
 * SQLite with several server processes: the workers' connections leave the write-ahead log's
 * checkpoints to the primary (`openDatabase(…, { walCheckpoints: 'elsewhere' })`), which runs one
 * every CHECKPOINT_EVERY_MS on its own connection. Left to SQLite, the commit that takes the log
 * past 1,000 pages copies them into the database file and syncs it inside the request's call,
 * stopping that worker (every request it holds, reads too) for tens of milliseconds every few
 * dozen writes. A PASSIVE checkpoint takes no lock writers or readers wait for; the primary serves
 * no request. Returns the stop function.
 */
export function checkpointPeriodically(db: Db): () => void {
  if (db.kind !== 'sqlite') return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sql`pragma wal_checkpoint(PASSIVE)`
      .execute(db.k)
      .catch((error: unknown) => console.error('Checkpointing the write-ahead log failed:', error))
      .finally(() => {
        running = false;
      });
  }, CHECKPOINT_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
