import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { bool, type DbKind, idColumn } from '../dialect.js';

/**
 * The whole schema of both specifications (records-explorer §3, shell-and-admin §3). Later issues fill the
 * behaviour; the tables and the indexes the explorer filters and sorts on are here.
 * Every tenant-owned table carries `site_id`; most also carry `centro_id`.
 */
export async function up(db: Kysely<any>, kind: DbKind): Promise<void> {
  const table = (name: string) => idColumn(kind, db.schema.createTable(name));
  const tenant = <T extends string>(t: CreateTableBuilder<T, never>) =>
    t.addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'));
  const created = <T extends string>(t: CreateTableBuilder<T, never>) =>
    t.addColumn('created_at', 'text', (c) => c.notNull());

  // --- Organisation -------------------------------------------------------
  await created(
    table('sites')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url_name', 'text', (c) => c.notNull().unique())
      .addColumn('parent_id', 'integer', (c) => c.references('sites.id').onDelete('cascade'))
      // '/demo/norte/' — trailing slash so that prefix matching never confuses '/demo/' with '/demox/'.
      .addColumn('path', 'text', (c) => c.notNull().unique())
      .addColumn('qualium_product', 'text', (c) => c.notNull().defaultTo('default'))
      .addColumn('storage_type', 'text', (c) => c.notNull().defaultTo('filesystem'))
      .addColumn('max_users_number', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('logo', 'text')
      .addColumn('process_map_image', 'text')
      .addColumn('background_image', 'text')
      .addColumn('reports_footer_text', 'text')
      .addColumn('allow_password_change', 'integer', (c) => bool(c, 1))
      // SAML settings (issue 6): IdP metadata, certificate, attribute mapping as JSON text.
      .addColumn('sso_config', 'text'),
  ).execute();

  await created(
    tenant(table('centros'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('url_name', 'text', (c) => c.unique())
      .addColumn('parent_id', 'integer', (c) => c.references('centros.id').onDelete('restrict'))
      // Ancestor ids root first, the centro last: '/3/7/12/'.
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('path_str', 'text', (c) => c.notNull())
      .addColumn('logo', 'text')
      .addColumn('process_map_image', 'text')
      .addColumn('background_image', 'text'),
  ).execute();
  await db.schema.createIndex('centros_site_path').on('centros').columns(['site_id', 'path_str']).execute();

  await created(
    tenant(table('departments'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();

  await created(
    tenant(table('roles'))
      .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('parent_id', 'integer', (c) => c.references('roles.id').onDelete('set null'))
      .addColumn('path', 'text', (c) => c.notNull().defaultTo('/')),
  ).execute();
  await db.schema.createIndex('roles_site').on('roles').columns(['site_id', 'department_id']).execute();

  // Roles a site inherits from its parent site (spec shell-and-admin §7, Role inheritance).
  await db.schema
    .createTable('site_inherited_roles')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('site_inherited_roles_pk', ['site_id', 'role_id'])
    .execute();

  await created(
    tenant(table('users'))
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('password_hash', 'text')
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('es'))
      .addColumn('is_active', 'integer', (c) => bool(c, 1))
      .addColumn('email_notifications', 'integer', (c) => bool(c, 1))
      .addColumn('internal_notifications', 'integer', (c) => bool(c, 1))
      .addColumn('is_manager', 'integer', (c) => bool(c, 0))
      .addColumn('is_admin', 'integer', (c) => bool(c, 0))
      .addColumn('support_level', 'text', (c) => c.notNull().defaultTo('{"chat":false}'))
      .addColumn('preferred_centro_id', 'integer', (c) => c.references('centros.id').onDelete('set null'))
      .addColumn('photo', 'text')
      .addColumn('phone', 'text')
      .addColumn('password_changed_at', 'text')
      .addColumn('last_login', 'text'),
  ).execute();
  await db.schema.createIndex('users_site').on('users').column('site_id').execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();

  // Session tokens: only a SHA-256 of the key is stored.
  await created(
    tenant(table('tokens'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('last_used_at', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('tokens_user').on('tokens').column('user_id').execute();

  // Attempts counted for throttling (logins per username and per address, current passwords per
  // user), shared by every server process. Old ones are purged by time.
  await table('login_attempts')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_subject')
    .on('login_attempts')
    .columns(['subject', 'attempted_at'])
    .execute();
  await db.schema.createIndex('login_attempts_time').on('login_attempts').column('attempted_at').execute();

  await db.schema
    .createTable('user_centro_roles')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('centro_id', 'integer', (c) => c.notNull().references('centros.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_centro_roles_pk', ['centro_id', 'user_id', 'role_id'])
    .execute();
  await db.schema
    .createIndex('user_centro_roles_user')
    .on('user_centro_roles')
    .columns(['user_id', 'centro_id'])
    .execute();

  await db.schema
    .createTable('centro_managers')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('centro_id', 'integer', (c) => c.notNull().references('centros.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('centro_managers_pk', ['centro_id', 'user_id'])
    .execute();
  await db.schema.createIndex('centro_managers_user').on('centro_managers').column('user_id').execute();

  // --- Process map --------------------------------------------------------
  await created(
    tenant(table('standards'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('parent_id', 'integer', (c) => c.references('standards.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull().defaultTo('/')),
  ).execute();

  await created(
    tenant(table('processes'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('parent_id', 'integer', (c) => c.references('processes.id').onDelete('cascade'))
      .addColumn('path', 'text', (c) => c.notNull().defaultTo('/'))
      .addColumn('standard_id', 'integer', (c) => c.references('standards.id').onDelete('set null'))
      .addColumn('process_type', 'text', (c) => c.notNull().defaultTo('core'))
      .addColumn('internal_type', 'text', (c) => c.notNull().defaultTo('public'))
      .addColumn('inherit_permissions', 'integer', (c) => bool(c, 1))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('entries', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('outputs', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('activities', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('objective', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('scope', 'text', (c) => c.notNull().defaultTo('')),
  ).execute();
  await db.schema.createIndex('processes_site_parent').on('processes').columns(['site_id', 'parent_id']).execute();

  await db.schema
    .createTable('centro_processes')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('centro_id', 'integer', (c) => c.notNull().references('centros.id').onDelete('cascade'))
    .addColumn('process_id', 'integer', (c) => c.notNull().references('processes.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('centro_processes_pk', ['centro_id', 'process_id'])
    .execute();

  // A process role (responsible, creator, …) granted to a site role or a whole department.
  await tenant(table('process_permissions'))
    .addColumn('process_id', 'integer', (c) => c.notNull().references('processes.id').onDelete('cascade'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.references('roles.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('process_permissions_process')
    .on('process_permissions')
    .columns(['process_id', 'permission'])
    .execute();

  // --- Business processes and units ---------------------------------------
  await created(
    tenant(table('business_processes'))
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('process_id', 'integer', (c) => c.references('processes.id').onDelete('set null'))
      .addColumn('is_shared', 'integer', (c) => bool(c, 0))
      .addColumn('has_charts', 'integer', (c) => bool(c, 0))
      // The site path the definition was uploaded at; editing is allowed only there.
      .addColumn('path', 'text', (c) => c.notNull())
      // The stored definition text {"business_process": {...}}, as uploaded.
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('next_number', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('business_processes_site_reference')
    .on('business_processes')
    .columns(['site_id', 'reference'])
    .unique()
    .execute();

  await created(
    tenant(table('directories'))
      .addColumn('centro_id', 'integer', (c) => c.notNull().references('centros.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull().defaultTo('#1976d2'))
      .addColumn('parent_id', 'integer', (c) => c.references('directories.id').onDelete('restrict'))
      .addColumn('path', 'text', (c) => c.notNull().defaultTo('/')),
  ).execute();
  await db.schema
    .createIndex('directories_centro')
    .on('directories')
    .columns(['site_id', 'centro_id', 'parent_id'])
    .execute();

  await created(
    tenant(table('units'))
      .addColumn('centro_id', 'integer', (c) => c.notNull().references('centros.id').onDelete('restrict'))
      .addColumn('business_process_id', 'integer', (c) =>
        c.notNull().references('business_processes.id').onDelete('restrict'),
      )
      .addColumn('bp_reference', 'text', (c) => c.notNull())
      .addColumn('number', 'integer', (c) => c.notNull())
      // 'QUnit#<BP reference>#<site id>#<number>'
      .addColumn('uid', 'text', (c) => c.notNull().unique())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('process_id', 'integer', (c) => c.references('processes.id').onDelete('set null'))
      .addColumn('directory_id', 'integer', (c) => c.references('directories.id').onDelete('set null'))
      .addColumn('parent_unit_id', 'integer', (c) => c.references('units.id').onDelete('set null'))
      .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('current_state', 'text', (c) => c.notNull())
      .addColumn('current_responsible_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('current_limit', 'text')
      .addColumn('fecha_cierre', 'text')
      .addColumn('is_closed', 'integer', (c) => bool(c, 0))
      .addColumn('fields', 'text', (c) => c.notNull().defaultTo('{}'))
      // Reference, title and searchable fields, lower-cased without accents, for the 3-character search.
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      // Optimistic concurrency: a transition updates only the version it read (409 otherwise).
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull()),
  ).execute();
  // The explorer's lists: one BP in a centro (or several: the _site variant), in the order of a sort
  // column with the id as tie-break. A date column sorts as (is null, value, id), nulls last, so
  // that both directions walk the index (descending is the exact reverse). centro_id and process_id
  // come last so the visibility check (the processes the user holds a role on in each centro) is
  // read from the index, not the row.
  const unitIndexes: Array<[string, string]> = [
    [
      'units_explorer_limit',
      'site_id, business_process_id, centro_id, (current_limit is null), current_limit, id, process_id',
    ],
    [
      'units_explorer_limit_site',
      'site_id, business_process_id, (current_limit is null), current_limit, id, centro_id, process_id',
    ],
    ['units_explorer_created', 'site_id, business_process_id, centro_id, created_at, id, process_id'],
    ['units_explorer_state', 'site_id, business_process_id, centro_id, current_state, process_id'],
    ['units_todo', 'site_id, current_responsible_id, is_closed, (current_limit is null), current_limit, id'],
    ['units_parent', 'parent_unit_id'],
    ['units_directory', 'directory_id'],
    ['units_process', 'site_id, process_id'],
    ['units_bp_number', 'business_process_id, number'],
  ];
  for (const [name, columns] of unitIndexes) {
    await sql`CREATE INDEX ${sql.id(name)} ON units (${sql.raw(columns)})`.execute(db);
  }
  await createUnitCounts(db, kind);
  if (kind === 'postgres') {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX units_search_trgm ON units USING gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    // Trigram FTS5 index kept in step with units.search_text by triggers.
    await sql`CREATE VIRTUAL TABLE units_search USING fts5(search_text, content='units', content_rowid='id', tokenize='trigram')`.execute(
      db,
    );
    await sql`CREATE TRIGGER units_search_ai AFTER INSERT ON units BEGIN
      INSERT INTO units_search(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
    await sql`CREATE TRIGGER units_search_ad AFTER DELETE ON units BEGIN
      INSERT INTO units_search(units_search, rowid, search_text) VALUES ('delete', old.id, old.search_text); END`.execute(
      db,
    );
    await sql`CREATE TRIGGER units_search_au AFTER UPDATE OF search_text ON units BEGIN
      INSERT INTO units_search(units_search, rowid, search_text) VALUES ('delete', old.id, old.search_text);
      INSERT INTO units_search(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
  }

  // Typed copies of field values, so advanced filters and sorts on any field use an index.
  await db.schema
    .createTable('unit_field_values')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('text_value', 'text')
    .addColumn('number_value', 'double precision')
    .addColumn('date_value', 'text')
    .execute();
  // Covering: a chart grouping by a field, a field sort and a list column read the value from the
  // index without touching the table.
  await db.schema
    .createIndex('ufv_unit')
    .on('unit_field_values')
    .columns(['unit_id', 'field', 'text_value', 'number_value', 'date_value'])
    .execute();
  await db.schema.createIndex('ufv_text').on('unit_field_values').columns(['site_id', 'field', 'text_value']).execute();
  await db.schema
    .createIndex('ufv_number')
    .on('unit_field_values')
    .columns(['site_id', 'field', 'number_value'])
    .execute();
  await db.schema.createIndex('ufv_date').on('unit_field_values').columns(['site_id', 'field', 'date_value']).execute();

  await created(
    tenant(table('workflow_history'))
      .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
      .addColumn('transition_id', 'text', (c) => c.notNull())
      .addColumn('from_state', 'text')
      .addColumn('to_state', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('responsible_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('limit_date', 'text')
      // [{field, kind: new|changed|removed, old, new}]
      .addColumn('diff', 'text', (c) => c.notNull().defaultTo('[]')),
  ).execute();
  // A retried create with the same Idempotency-Key answers the unit the first attempt made.
  await created(
    tenant(table('idempotency_keys'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade')),
  ).execute();
  await db.schema
    .createIndex('idempotency_keys_user_key')
    .on('idempotency_keys')
    .columns(['user_id', 'key'])
    .unique()
    .execute();

  await db.schema.createIndex('workflow_history_unit').on('workflow_history').columns(['unit_id', 'id']).execute();

  await created(
    tenant(table('unit_relations'))
      .addColumn('from_unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
      .addColumn('to_unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
      .addColumn('field', 'text'),
  ).execute();
  await db.schema.createIndex('unit_relations_from').on('unit_relations').columns(['from_unit_id']).execute();
  await db.schema.createIndex('unit_relations_to').on('unit_relations').columns(['to_unit_id']).execute();

  // --- Files ----------------------------------------------------------------
  await created(
    tenant(table('file_versions'))
      .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
      .addColumn('attribute', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('mimetype', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      // Content address in the blob store.
      .addColumn('sha256', 'text', (c) => c.notNull())
      // draft | public | obsolete
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('modified_at', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('file_versions_unit')
    .on('file_versions')
    .columns(['unit_id', 'attribute', 'version'])
    .unique()
    .execute();

  await tenant(table('download_tracker'))
    .addColumn('unit_id', 'integer', (c) => c.notNull().references('units.id').onDelete('cascade'))
    .addColumn('file_version_id', 'integer', (c) => c.references('file_versions.id').onDelete('set null'))
    .addColumn('version', 'integer')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('downloaded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('download_tracker_unit')
    .on('download_tracker')
    .columns(['unit_id', 'downloaded_at'])
    .execute();

  await created(
    tenant(table('communications'))
      .addColumn('centro_id', 'integer', (c) => c.notNull().references('centros.id').onDelete('cascade'))
      .addColumn('unit_id', 'integer', (c) => c.references('units.id').onDelete('cascade'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('recipient_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('read_at', 'text')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('sent'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('internal')),
  ).execute();
  await db.schema.createIndex('communications_unit').on('communications').columns(['unit_id', 'created_at']).execute();

  // --- Configuration ----------------------------------------------------------
  await tenant(table('menu_items'))
    .addColumn('centro_id', 'integer', (c) => c.references('centros.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('order', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('parent_id', 'integer', (c) => c.references('menu_items.id').onDelete('restrict'))
    .addColumn('url', 'text')
    .addColumn('enabled', 'integer', (c) => bool(c, 1))
    .execute();
  await db.schema.createIndex('menu_items_site').on('menu_items').columns(['site_id', 'parent_id']).execute();

  await db.schema
    .createTable('menu_item_roles')
    .addColumn('menu_item_id', 'integer', (c) => c.notNull().references('menu_items.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    // allowed | blocked
    .addColumn('mode', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_item_roles_pk', ['menu_item_id', 'role_id', 'mode'])
    .execute();

  await tenant(table('vocabularies'))
    .addColumn('centro_id', 'integer', (c) => c.references('centros.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('vocabulary', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vocabularies_site')
    .on('vocabularies')
    .columns(['site_id', 'vocabulary', 'key'])
    .execute();

  await tenant(table('location_types'))
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await tenant(table('locations'))
    .addColumn('location_type_id', 'integer', (c) => c.notNull().references('location_types.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('longitude', 'double precision')
    .addColumn('latitude', 'double precision')
    .execute();

  // --- Audit log: append-only, enforced by the database itself --------------
  await created(
    table('audit_log')
      .addColumn('site_id', 'integer')
      .addColumn('user_id', 'integer')
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text'),
  ).execute();
  await db.schema.createIndex('audit_log_site').on('audit_log').columns(['site_id', 'entity', 'created_at']).execute();
  if (kind === 'postgres') {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
  }
}

/**
 * Units per (site, BP, centro, process, state), kept by the database itself on every insert,
 * delete and move of a unit, so no write path can forget it. An explorer list without text,
 * field, date or person filters (its most common call, the first page of a BP in a centro) is
 * counted from these few rows instead of its thousands of units. A unit without a process counts
 * under process_key 0. `changes` only grows, with every write to a unit of the row: the sum over a
 * BP is a version of its data, which says when a cached chart must be computed again.
 */
async function createUnitCounts(db: Kysely<any>, kind: DbKind): Promise<void> {
  await db.schema
    .createTable('unit_counts')
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('business_process_id', 'integer', (c) => c.notNull())
    .addColumn('centro_id', 'integer', (c) => c.notNull())
    .addColumn('process_key', 'integer', (c) => c.notNull())
    .addColumn('current_state', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('changes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('unit_counts_pk', [
      'site_id',
      'business_process_id',
      'centro_id',
      'process_key',
      'current_state',
    ])
    .execute();
  const key = 'site_id, business_process_id, centro_id, process_key, current_state';
  const match = (row: 'old' | 'new') =>
    `site_id = ${row}.site_id AND business_process_id = ${row}.business_process_id AND centro_id = ${row}.centro_id
       AND process_key = coalesce(${row}.process_id, 0) AND current_state = ${row}.current_state`;
  const add = (row: 'new') =>
    `INSERT INTO unit_counts (${key}, n, changes)
       VALUES (${row}.site_id, ${row}.business_process_id, ${row}.centro_id, coalesce(${row}.process_id, 0), ${row}.current_state, 1, 1)
       ON CONFLICT (${key}) DO UPDATE SET n = unit_counts.n + 1, changes = unit_counts.changes + 1`;
  const remove = (row: 'old') => `UPDATE unit_counts SET n = n - 1, changes = changes + 1 WHERE ${match(row)}`;
  const touch = (row: 'new') => `UPDATE unit_counts SET changes = changes + 1 WHERE ${match(row)}`;
  const moved = `old.site_id <> new.site_id OR old.business_process_id <> new.business_process_id
       OR old.centro_id <> new.centro_id OR coalesce(old.process_id, 0) <> coalesce(new.process_id, 0)
       OR old.current_state <> new.current_state`;
  if (kind === 'postgres') {
    await sql
      .raw(`CREATE FUNCTION unit_counts_keep() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${add('new')};
        ELSIF TG_OP = 'DELETE' THEN ${remove('old')};
        ELSIF ${moved} THEN ${remove('old')}; ${add('new')};
        ELSE ${touch('new')};
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`)
      .execute(db);
    await sql`CREATE TRIGGER unit_counts_keep AFTER INSERT OR DELETE OR UPDATE ON units
      FOR EACH ROW EXECUTE FUNCTION unit_counts_keep()`.execute(db);
    return;
  }
  await sql.raw(`CREATE TRIGGER unit_counts_ai AFTER INSERT ON units BEGIN ${add('new')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER unit_counts_ad AFTER DELETE ON units BEGIN ${remove('old')}; END`).execute(db);
  await sql
    .raw(`CREATE TRIGGER unit_counts_au AFTER UPDATE ON units WHEN ${moved} BEGIN ${remove('old')}; ${add('new')}; END`)
    .execute(db);
  await sql
    .raw(`CREATE TRIGGER unit_counts_touch AFTER UPDATE ON units WHEN NOT (${moved}) BEGIN ${touch('new')}; END`)
    .execute(db);
}
