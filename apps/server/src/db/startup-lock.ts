import { sql } from 'kysely';
import type { Db } from './database.js';

/** The advisory lock key the start-ups of every node take (any constant of our own). */
const STARTUP_LOCK = 7_215_004_211;

/**
 * Runs `prepare` (migrations, the first run's demo seed, the store check) while no other server
 * node does: several nodes started at once on one PostgreSQL database would otherwise both find
 * it unseeded and both seed it, the second failing. On PostgreSQL a session advisory lock held on
 * a connection of its own (a node that dies lets go with its connection); SQLite is one machine
 * and one `npm start`, whose primary prepares before any worker starts (main.ts).
 */
export async function oneStartupAtATime<T>(db: Db, prepare: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return prepare();
  return db.k.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn);
    try {
      return await prepare();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn);
    }
  });
}
