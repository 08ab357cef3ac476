import type { Kysely } from 'kysely';
import { type DbKind, idColumn } from '../dialect.js';

/**
 * Document control (modules/document-control): the version number an approved file version was
 * published as, and the periodic review job's claims — one row per unit, due date and step
 * (`notice`, `open`), so that of several nodes running the job exactly one acts on each.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await db.schema.alterTable('file_versions').addColumn('document_version', 'text').execute();

  await idColumn(kind, db.schema.createTable('document_review_claims'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('document_review_claims_once', ['unit_id', 'due_date', 'step'])
    .execute();
}
