import type { Kysely } from 'kysely';
import { type DbKind, idColumn } from '../dialect.js';

/**
 * Report templates (records-explorer §7 report calls; docs/decisions.md "Reports"): the files a
 * business process's `reports` section names, uploaded per company by its administrators. The
 * bytes live in the content-addressed blob store (DATA_DIR/blobs, by SHA-256); a row says which
 * company's template of which BP reference and definition file name they are. A sub-company
 * without a row of its own uses the nearest ancestor company's.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  await idColumn(kind, db.schema.createTable('report_templates'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('bp_reference', 'text', (c) => c.notNull())
    // The definition's file name (`reports.list[].template`, `reports.unit[].template`).
    .addColumn('name', 'text', (c) => c.notNull())
    // 'xlsx' (list reports) or 'docx' (unit reports), identified from the bytes.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // The name the file had on the uploader's disk, for the admin list.
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('report_templates_site_bp_name', ['site_id', 'bp_reference', 'name'])
    .execute();
}
