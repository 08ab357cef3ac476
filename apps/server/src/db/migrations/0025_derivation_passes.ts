import type { Kysely } from 'kysely';

/**
 * The passes that bring a BP's units to a replaced definition (modules/units/rederive.ts), kept
 * in the database so that a pass a stopped server left half done is taken up again, by any node:
 * the definition the pass works for (the BP's update time), how far it got (units are taken in id
 * order) and until when the process running it holds it. The replacement writes the row in its
 * own transaction; each batch moves it on; the last one deletes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('derivation_passes')
    .addColumn('business_process_id', 'integer', (c) =>
      c.primaryKey().references('business_processes.id').onDelete('cascade'),
    )
    .addColumn('definition_updated_at', 'text', (c) => c.notNull())
    .addColumn('after_unit_id', 'integer', (c) => c.notNull())
    .addColumn('held_until', 'text', (c) => c.notNull())
    .execute();
}
