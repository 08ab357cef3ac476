import { sql } from 'kysely';
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
});
