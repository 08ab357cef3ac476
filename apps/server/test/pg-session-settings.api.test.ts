import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.js';

/**
 * The server's PostgreSQL connections run without JIT compilation and without parallel workers
 * (db/database.ts): both cost a list's query more than they save (docs/performance.md). They stay
 * open through a working day's pauses: a new one costs the next request its cold caches.
 */
const ctx = useTestApp();

describe('PostgreSQL session settings', () => {
  // A PostgreSQL setting: the SQLite project has no such session to look at.
  it.skipIf(process.env.QUALIUM_TEST_DB !== 'postgres')(
    'turn JIT and parallel workers off on every connection',
    async () => {
      const shown = async (name: string) =>
        (await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(ctx.db.k)).rows[0]!.setting;
      expect(await shown('jit')).toBe('off');
      expect(await shown('max_parallel_workers_per_gather')).toBe('0');
    },
  );

  it.skipIf(process.env.QUALIUM_TEST_DB !== 'postgres')('keep an idle connection for minutes, not 10 s', () => {
    expect(ctx.db.pgOptions?.idleTimeoutMillis).toBe(5 * 60_000);
  });

  it.skipIf(process.env.QUALIUM_TEST_DB !== 'postgres')(
    'lose an idle connection without ending the process, and open another for the next statement',
    async () => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(ctx.db.k);
      const pid = rows[0]!.pid;
      // Ended from outside, as a restart or an administrator would: the pool's idle client errors.
      const admin = new pg.Client(ctx.db.pgOptions);
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [pid]);
        for (let i = 0; i < 100; i++) {
          const left = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
          if (left.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await admin.end();
      }
      // The client's socket closes after the backend is gone: give its 'error' event a moment.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(ctx.db.k);
      expect(again.rows[0]!.pid).not.toBe(pid);
    },
  );
});
