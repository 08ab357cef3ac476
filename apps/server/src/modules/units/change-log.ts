import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Reading the log of unit writes (unit_changes, migration 0021): which units of some BPs were
 * written since a position, so that an answer kept from many units (a charts view) is brought up
 * to date from those few instead of computed again.
 */

/**
 * A position every write not yet seen will reach or pass: SQLite's next rowid (writes commit one
 * at a time, in rowid order), PostgreSQL's oldest transaction still running (every transaction
 * that commits later has that id or a newer one). Taken before reading what it stands for.
 */
export async function logHorizon(db: Db): Promise<number> {
  const horizon =
    db.kind === 'postgres'
      ? sql<{ h: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as h`
      : sql<{ h: number }>`select coalesce(max(pos), 0) + 1 as h from unit_changes`;
  const { rows } = await horizon.execute(db.k);
  return Number(rows[0]!.h);
}

/**
 * The units of these BPs in the site written at or after `from` (a horizon read earlier), or null
 * when more than `limit` were, or the log no longer reaches back to `from`: then the caller
 * computes whole. A unit may come back again next time (PostgreSQL re-reads transactions that
 * were running at the horizon): the caller's upkeep of a unit must not depend on seeing it once.
 */
export async function unitsWrittenSince(
  db: Db,
  siteId: number,
  businessProcessIds: readonly number[],
  from: number,
  limit: number,
): Promise<number[] | null> {
  if (businessProcessIds.length === 0) return [];
  const rows = await db.k
    .selectFrom('unit_changes')
    .select('unit_id')
    .distinct()
    .where('site_id', '=', siteId)
    .where('business_process_id', 'in', businessProcessIds)
    .where('pos', '>=', from)
    .limit(limit + 1)
    .execute();
  // Read after the rows: a pruning that ran in between is seen here.
  const mark = await db.k.selectFrom('unit_changes_mark').select('pruned_below').executeTakeFirstOrThrow();
  if (Number(mark.pruned_below) > from || rows.length > limit) return null;
  return rows.map((r) => r.unit_id);
}

/**
 * How often the log is pruned: it then holds between one and two periods of writes, and a kept
 * view not asked for longer than one period may have to be computed whole.
 */
export const PRUNE_EVERY_MS = 15 * 60_000;

/**
 * Deletes the log below the horizon the previous run noted, and notes the current one: a reader
 * that resumed within one period still finds every write since. Both in one transaction, so a
 * reader sees the rows gone only with the mark that says so. Several nodes may run it.
 */
export async function pruneUnitChanges(db: Db): Promise<void> {
  const horizon = await logHorizon(db);
  await db.k.transaction().execute(async (trx) => {
    const mark = await trx
      .selectFrom('unit_changes_mark')
      .select(['pruned_below', 'next_below'])
      .$if(db.kind === 'postgres', (q) => q.forUpdate())
      .executeTakeFirstOrThrow();
    const below = Math.max(Number(mark.pruned_below), Number(mark.next_below));
    await trx.deleteFrom('unit_changes').where('pos', '<', below).execute();
    await trx
      .updateTable('unit_changes_mark')
      .set({ pruned_below: below, next_below: Math.max(below, horizon) })
      .execute();
  });
}
