import { type Kysely, sql } from 'kysely';
import { type DbKind, idColumn } from '../dialect.js';

/**
 * Electronic signatures on transitions and reasons for change (issue 15; docs/compliance.md).
 * `unit_signatures` is append-only like audit_log: a signature, once written, is neither changed
 * nor moved to another unit, nor removed. `tokens.signed_at` marks a session that has signed
 * (its first signature asks the user name too); `workflow_history.reason` keeps a reason for change.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await idColumn(kind, db.schema.createTable('unit_signatures'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('history_id', 'integer', (c) => c.notNull().references('workflow_history.id'))
    // The unit version the signed transition wrote: one signature per version.
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('transition_id', 'text', (c) => c.notNull())
    // The definition's meaning as JSON {es, ca?, en?}: the record keeps it whatever the BP becomes.
    .addColumn('meaning', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    // No foreign key: the record keeps who signed even if the user is deleted later.
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('printed_name', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // The unit's fields after the transition, canonical JSON: what the hash binds.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('unit_signatures_version')
    .on('unit_signatures')
    .columns(['unit_id', 'version'])
    .unique()
    .execute();
  await db.schema.createIndex('unit_signatures_site').on('unit_signatures').columns(['site_id', 'unit_id']).execute();
  if (kind === 'postgres') {
    await sql`CREATE FUNCTION unit_signatures_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'unit_signatures is append-only'; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER unit_signatures_no_change BEFORE UPDATE OR DELETE ON unit_signatures
      FOR EACH ROW EXECUTE FUNCTION unit_signatures_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER unit_signatures_no_update BEFORE UPDATE ON unit_signatures
      BEGIN SELECT RAISE(ABORT, 'unit_signatures is append-only'); END`.execute(db);
    await sql`CREATE TRIGGER unit_signatures_no_delete BEFORE DELETE ON unit_signatures
      BEGIN SELECT RAISE(ABORT, 'unit_signatures is append-only'); END`.execute(db);
  }
  await db.schema.alterTable('tokens').addColumn('signed_at', 'text').execute();
  await db.schema.alterTable('workflow_history').addColumn('reason', 'text').execute();
}
