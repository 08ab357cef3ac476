import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * Which units were written, in the order a reader can follow (issue 13: charts upkept from the
 * units that changed instead of computed again on every write; modules/units/change-log.ts).
 * Written by the database itself, like unit_counts, on every insert, update and delete of a unit,
 * in the write's own transaction, so no write path can forget it.
 *
 * `pos` is what a reader resumes from. SQLite commits one write at a time, so its autoincrement
 * rowid grows in commit order. PostgreSQL's sequences do not (a transaction can take a number,
 * commit after a later one, and be skipped by a reader in between): there `pos` is the writing
 * transaction's id, and a reader resumes from the oldest transaction still running when it read
 * (change-log.ts), which every later commit's id reaches or passes.
 *
 * unit_changes_mark is one row: rows below `pruned_below` are gone (a reader resuming from below
 * recomputes whole); the pruning job deletes, one run later, below the horizon it noted in
 * `next_below`, so a log of at least one period of changes is always there.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  let table = db.schema.createTable('unit_changes');
  table =
    kind === 'postgres'
      ? table.addColumn('pos', 'bigint', (c) => c.notNull())
      : table.addColumn('pos', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('business_process_id', 'integer', (c) => c.notNull())
    .addColumn('unit_id', 'integer', (c) => c.notNull())
    .execute();
  // A reader asks for one site's BPs from a position on; unit_id makes it an index-only read.
  await db.schema
    .createIndex('unit_changes_read')
    .on('unit_changes')
    .columns(['site_id', 'business_process_id', 'pos', 'unit_id'])
    .execute();
  await db.schema
    .createTable('unit_changes_mark')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('pruned_below', 'bigint', (c) => c.notNull())
    .addColumn('next_below', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('unit_changes_mark').values({ id: 1, pruned_below: 0, next_below: 0 }).execute();

  const log = (row: 'new' | 'old', pos: string) =>
    `INSERT INTO unit_changes (${pos ? 'pos, ' : ''}site_id, business_process_id, unit_id)
       VALUES (${pos ? `${pos}, ` : ''}${row}.site_id, ${row}.business_process_id, ${row}.id)`;
  if (kind === 'postgres') {
    const xid = 'pg_current_xact_id()::text::bigint';
    await sql
      .raw(`CREATE FUNCTION unit_changes_log() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN ${log('old', xid)}; ELSE ${log('new', xid)}; END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`)
      .execute(db);
    await sql`CREATE TRIGGER unit_changes_log AFTER INSERT OR DELETE OR UPDATE ON units
      FOR EACH ROW EXECUTE FUNCTION unit_changes_log()`.execute(db);
    return;
  }
  await sql.raw(`CREATE TRIGGER unit_changes_ai AFTER INSERT ON units BEGIN ${log('new', '')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER unit_changes_au AFTER UPDATE ON units BEGIN ${log('new', '')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER unit_changes_ad AFTER DELETE ON units BEGIN ${log('old', '')}; END`).execute(db);
}
