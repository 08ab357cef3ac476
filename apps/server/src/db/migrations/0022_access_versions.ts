import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * A version of each company's access grants, raised by the database on every write that can change
 * the process roles a user holds in a centro (modules/access/policy.ts): a site role given or taken
 * (user_centro_roles), a grant to a role or department (process_permissions), a process enabled or
 * disabled in a centro (centro_processes), a role moved to another department (roles). The token's
 * statement reads it with the URL's company, so each server process keeps users' roles while it
 * holds and reads them again on the very next request after a change, whichever node made it.
 *
 * A company without a row has version 0; its first change writes 1. A role may be used by the
 * companies below its own (inherited roles), so moving one raises every company's version: a rare
 * administrative change. No foreign key: a row outliving its company is never read.
 */
const GRANT_TABLES = ['user_centro_roles', 'process_permissions', 'centro_processes'] as const;

export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await db.schema
    .createTable('access_versions')
    .addColumn('site_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  if (kind === 'postgres') {
    const raise = (row: 'NEW' | 'OLD') =>
      `INSERT INTO access_versions (site_id, version) VALUES (${row}.site_id, 1)
         ON CONFLICT (site_id) DO UPDATE SET version = access_versions.version + 1`;
    await sql
      .raw(`CREATE FUNCTION access_versions_raise() RETURNS trigger AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${raise('OLD')}; END IF;
        IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.site_id <> OLD.site_id) THEN ${raise('NEW')}; END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`)
      .execute(db);
    for (const table of GRANT_TABLES) {
      await sql
        .raw(`CREATE TRIGGER ${table}_access AFTER INSERT OR UPDATE OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION access_versions_raise()`)
        .execute(db);
    }
    await sql
      .raw(`CREATE FUNCTION access_versions_raise_all() RETURNS trigger AS $$
      BEGIN UPDATE access_versions SET version = version + 1; RETURN NULL; END $$ LANGUAGE plpgsql`)
      .execute(db);
    await sql`CREATE TRIGGER roles_access AFTER UPDATE OF department_id ON roles
      FOR EACH ROW WHEN (OLD.department_id IS DISTINCT FROM NEW.department_id)
      EXECUTE FUNCTION access_versions_raise_all()`.execute(db);
    return;
  }
  const raise = (row: 'new' | 'old') =>
    `INSERT OR IGNORE INTO access_versions (site_id, version) VALUES (${row}.site_id, 0);
     UPDATE access_versions SET version = version + 1 WHERE site_id = ${row}.site_id;`;
  for (const table of GRANT_TABLES) {
    await sql.raw(`CREATE TRIGGER ${table}_access_ai AFTER INSERT ON ${table} BEGIN ${raise('new')} END`).execute(db);
    await sql
      .raw(`CREATE TRIGGER ${table}_access_au AFTER UPDATE ON ${table} BEGIN ${raise('old')} ${raise('new')} END`)
      .execute(db);
    await sql.raw(`CREATE TRIGGER ${table}_access_ad AFTER DELETE ON ${table} BEGIN ${raise('old')} END`).execute(db);
  }
  await sql`CREATE TRIGGER roles_access_au AFTER UPDATE OF department_id ON roles
    WHEN old.department_id IS NOT new.department_id
    BEGIN UPDATE access_versions SET version = version + 1; END`.execute(db);
}
