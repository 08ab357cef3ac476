import type { Kysely } from 'kysely';
import type { DbKind } from '../dialect.js';

/**
 * The administration screens refuse a repeated name with "The value is not valid. Duplicate"
 * (shell-and-admin §5). The services check first, for the message; these indexes make the rule
 * hold when two requests race. Menu item roles need no site column: they are reached through
 * their menu item's site_id (docs/decisions.md).
 */
export async function up(db: Kysely<any>, _kind: DbKind): Promise<void> {
  await db.schema
    .createIndex('departments_site_name')
    .on('departments')
    .columns(['site_id', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('roles_department_name')
    .on('roles')
    .columns(['department_id', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('location_types_site_name')
    .on('location_types')
    .columns(['site_id', 'name'])
    .unique()
    .execute();
  await db.schema
    .createIndex('vocabularies_path_key')
    .on('vocabularies')
    .columns(['site_id', 'path', 'vocabulary', 'key'])
    .unique()
    .execute();
  // Locations are listed per type, menus per site and parent (0001 has menu_items_site).
  await db.schema.createIndex('locations_type').on('locations').columns(['site_id', 'location_type_id']).execute();
}
