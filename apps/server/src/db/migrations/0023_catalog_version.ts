import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * One version of the rows every list reads besides its units: business processes, the names of
 * people and the names and logos of centros. The database raises it on every write that can
 * change what a list shows of them, whichever node made it; the token's statement reads it, so each
 * server process keeps those rows while it holds and reads them again on the very next request
 * after a change (modules/shared/catalog.ts). One row for every company: these are rare
 * administrative writes, and a process keeps little enough to read it all again.
 *
 * A unit's creation moves its BP's `next_number` and nothing else: that column is left out, so
 * creating units never raises the version. A column added later to one of these tables and shown
 * in lists must be added to its trigger.
 */
const WATCHED = {
  business_processes: [
    'site_id',
    'reference',
    'name',
    'type',
    'description',
    'process_id',
    'is_shared',
    'has_charts',
    'path',
    'definition',
    'updated_at',
    'created_at',
  ],
  users: ['first_name', 'last_name'],
  centros: ['site_id', 'name', 'logo'],
} as const;

export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('catalog_version').values({ id: 1, version: 0 }).execute();

  if (kind === 'postgres') {
    await sql
      .raw(`CREATE FUNCTION catalog_version_raise() RETURNS trigger AS $$
      BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$ LANGUAGE plpgsql`)
      .execute(db);
  }
  await watchForCatalog(db, kind, WATCHED);
}

/**
 * Triggers raising the catalog version on every insert and delete in these tables, and on updates
 * of these columns (catalog_version_raise, created above, on PostgreSQL). Migration 0026 adds one.
 */
export async function watchForCatalog(
  db: Kysely<any>,
  kind: DbKind,
  watched: Readonly<Record<string, readonly string[]>>,
): Promise<void> {
  if (kind === 'postgres') {
    for (const [table, columns] of Object.entries(watched)) {
      await sql
        .raw(`CREATE TRIGGER ${table}_catalog AFTER INSERT OR DELETE OR UPDATE OF ${columns.join(', ')} ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_raise()`)
        .execute(db);
    }
    return;
  }
  const raise = 'UPDATE catalog_version SET version = version + 1 WHERE id = 1;';
  for (const [table, columns] of Object.entries(watched)) {
    await sql.raw(`CREATE TRIGGER ${table}_catalog_ai AFTER INSERT ON ${table} BEGIN ${raise} END`).execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_catalog_ad AFTER DELETE ON ${table} BEGIN ${raise} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_catalog_au AFTER UPDATE OF ${columns.join(', ')} ON ${table} BEGIN ${raise} END`)
      .execute(db);
  }
}
