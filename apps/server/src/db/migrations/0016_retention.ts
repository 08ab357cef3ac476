import { type Kysely, sql } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * Retention and purge (issue 15 §4; modules/retention). A purge removes a unit's signatures with
 * the rest of its content, yet `unit_signatures` stays append-only for everything else: its delete
 * trigger now lets a row go only while `purge_permits` names its unit. The purge writes that
 * permit, deletes, and removes the permit again in its one transaction, so the table is empty
 * outside a purge; updates stay refused always.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await db.schema
    .createTable('purge_permits')
    .addColumn('unit_id', 'integer', (c) => c.primaryKey())
    .execute();
  if (kind === 'postgres') {
    await sql`CREATE OR REPLACE FUNCTION unit_signatures_append_only() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND EXISTS (SELECT 1 FROM purge_permits WHERE unit_id = OLD.unit_id) THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'unit_signatures is append-only';
      END $$ LANGUAGE plpgsql`.execute(db);
  } else {
    await sql`DROP TRIGGER unit_signatures_no_delete`.execute(db);
    await sql`CREATE TRIGGER unit_signatures_no_delete BEFORE DELETE ON unit_signatures
      WHEN NOT EXISTS (SELECT 1 FROM purge_permits WHERE unit_id = OLD.unit_id)
      BEGIN SELECT RAISE(ABORT, 'unit_signatures is append-only'); END`.execute(db);
  }
}
