import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * The audit screen reads a site's log newest first, whole or by entity or by user, and its
 * filters list the entities and people the log holds. Each of those walks one of these indexes
 * in order instead of sorting every entry of the site (a busy site writes one per unit change).
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema.createIndex('audit_log_site_id').on('audit_log').columns(['site_id', 'id']).execute();
  await db.schema
    .createIndex('audit_log_site_entity_id')
    .on('audit_log')
    .columns(['site_id', 'entity', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_site_user_id').on('audit_log').columns(['site_id', 'user_id', 'id']).execute();
}
