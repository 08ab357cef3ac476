import type { Kysely } from 'kysely';
import { type DbKind, idColumn } from '../dialect.js';

/**
 * Read and understood, and controlled copies (issue 15 §3; docs/compliance.md).
 * `unit_acknowledgements`: one row per person and version in force of a unit — the task given when
 * the version came into force (`assigned`), and its signed acknowledgement once made. The version
 * is the history row of the transition that put it in force. `download_tracker` learns what kind of
 * copy a PDF download was, and a controlled copy's number (per file version, one number once).
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await idColumn(kind, db.schema.createTable('unit_acknowledgements'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id'))
    .addColumn('effective_history_id', 'integer', (c) => c.notNull().references('workflow_history.id'))
    // No foreign key: the record keeps who was asked and who acknowledged if the user is deleted later.
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('assigned', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('signature_id', 'integer', (c) => c.references('unit_signatures.id'))
    .addUniqueConstraint('unit_acknowledgements_once', ['unit_id', 'effective_history_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('unit_acknowledgements_site')
    .on('unit_acknowledgements')
    .columns(['site_id', 'unit_id'])
    .execute();

  await db.schema.alterTable('download_tracker').addColumn('copy_kind', 'text').execute();
  await db.schema.alterTable('download_tracker').addColumn('copy_number', 'integer').execute();
  // Two controlled copies of one version never share a number (NULLs, the other downloads, are distinct).
  await db.schema
    .createIndex('download_tracker_copy_number')
    .on('download_tracker')
    .columns(['file_version_id', 'copy_number'])
    .unique()
    .execute();
}
