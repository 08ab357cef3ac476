import { sql } from 'kysely';
import type { Db } from './database.js';

/** Rows ANALYZE reads per index at most (`analysis_limit`): enough for the shape, fast on any size. */
const SAMPLED_ROWS = 400;
/** Statistics are taken again once the units table has grown or shrunk this many times over. */
const DRIFT = 4;

/**
 * Keeps SQLite's planner statistics of the units table (sqlite_stat1). Without them SQLite guesses
 * that `site_id = ?` picks ten rows, as few as a look-up of ten ids, and a page of units fetched
 * by id within the company (`site_id = ? AND id IN (…)`: every list page served from a kept
 * window, the units a charts view is brought up to date with) walked the company's every unit
 * through an index on site_id: 86 ms instead of half a millisecond on a million units, which held
 * the kept field sort, the to-do list and the searches to some 25 requests a second
 * (docs/performance.md). Statistics taken at any size tell it that a company holds many units.
 * Taken when the table has none or has grown or shrunk fourfold since; each taking samples at most
 * SAMPLED_ROWS rows per index (under a second on a million units). Answers whether it took them.
 * PostgreSQL keeps its own statistics (autovacuum).
 */
export async function keepPlannerStatistics(db: Db): Promise<boolean> {
  if (db.kind !== 'sqlite') return false;
  const units = Number(
    (
      await db.k
        .selectFrom('unit_counts')
        .select((eb) => eb.fn.sum<number>('n').as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const sampled = await statisticsRowCount(db);
  if (sampled !== null && units <= sampled * DRIFT && units >= sampled / DRIFT) return false;
  await sql.raw(`PRAGMA analysis_limit = ${SAMPLED_ROWS}`).execute(db.k);
  await sql`ANALYZE units`.execute(db.k);
  return true;
}

/** The units table's row count when its statistics were taken; null: none taken. */
async function statisticsRowCount(db: Db): Promise<number | null> {
  const table = await sql<{ n: number }>`select count(*) as n from sqlite_master where name = 'sqlite_stat1'`.execute(
    db.k,
  );
  if (Number(table.rows[0]?.n ?? 0) === 0) return null;
  const { rows } = await sql<{ stat: string }>`select stat from sqlite_stat1 where tbl = 'units' limit 1`.execute(db.k);
  return rows[0] ? Number(rows[0].stat.split(' ')[0]) : null;
}
