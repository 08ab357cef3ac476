import type { Generated, Selectable } from 'kysely';

/**
 * Row types of the tables created in migrations/. Timestamps are ISO text,
 * booleans 0/1, JSON documents text (see dialect.ts).
 */
type Id = Generated<number>;
type Flag = Generated<number>;

export interface SitesTable {
  id: Id;
  name: string;
  url_name: string;
  parent_id: number | null;
  path: string;
  qualium_product: Generated<string>;
  storage_type: Generated<string>;
  max_users_number: Generated<number>;
  logo: string | null;
  process_map_image: string | null;
  background_image: string | null;
  reports_footer_text: string | null;
  allow_password_change: Flag;
  /** shell-and-admin §5: the change-password strength rule applies (default off). */
  password_strength: Flag;
  /** The footer's help link and contact address (shell-and-admin §2.2); null leaves them out. */
  help_url: string | null;
  contact_email: string | null;
  sso_config: string | null;
  created_at: string;
}

export interface CentrosTable {
  id: Id;
  site_id: number;
  name: string;
  url_name: string | null;
  parent_id: number | null;
  path: string;
  path_str: string;
  logo: string | null;
  process_map_image: string | null;
  background_image: string | null;
  created_at: string;
}

export interface DepartmentsTable {
  id: Id;
  site_id: number;
  name: string;
  description: Generated<string>;
  created_at: string;
}

export interface RolesTable {
  id: Id;
  site_id: number;
  department_id: number;
  name: string;
  description: Generated<string>;
  parent_id: number | null;
  path: Generated<string>;
  created_at: string;
}

export interface SiteInheritedRolesTable {
  site_id: number;
  role_id: number;
}

export interface UsersTable {
  id: Id;
  site_id: number;
  username: string;
  email: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  password_hash: string | null;
  lang: Generated<string>;
  is_active: Flag;
  email_notifications: Flag;
  internal_notifications: Flag;
  is_manager: Flag;
  is_admin: Flag;
  support_level: Generated<string>;
  preferred_centro_id: number | null;
  photo: string | null;
  phone: string | null;
  password_changed_at: string | null;
  last_login: string | null;
  created_at: string;
}

export interface TokensTable {
  id: Id;
  site_id: number;
  user_id: number;
  key_hash: string;
  last_used_at: string;
  created_at: string;
  /** When the session first signed (null: its next signature asks the user name too). */
  signed_at: Generated<string | null>;
}

export interface LoginAttemptsTable {
  id: Id;
  subject: string;
  attempted_at: string;
}

export interface UserCentroRolesTable {
  site_id: number;
  centro_id: number;
  user_id: number;
  role_id: number;
}

export interface CentroManagersTable {
  site_id: number;
  centro_id: number;
  user_id: number;
}

export interface StandardsTable {
  id: Id;
  site_id: number;
  name: string;
  code: Generated<string>;
  parent_id: number | null;
  path: Generated<string>;
  created_at: string;
}

export interface ProcessesTable {
  id: Id;
  site_id: number;
  name: string;
  reference: Generated<string>;
  parent_id: number | null;
  path: Generated<string>;
  standard_id: number | null;
  process_type: Generated<string>;
  internal_type: Generated<string>;
  inherit_permissions: Flag;
  description: Generated<string>;
  entries: Generated<string>;
  outputs: Generated<string>;
  activities: Generated<string>;
  objective: Generated<string>;
  scope: Generated<string>;
  created_at: string;
}

export interface CentroProcessesTable {
  site_id: number;
  centro_id: number;
  process_id: number;
}

export interface ProcessPermissionsTable {
  id: Id;
  site_id: number;
  process_id: number;
  permission: string;
  role_id: number | null;
  department_id: number | null;
}

export interface BusinessProcessesTable {
  id: Id;
  site_id: number;
  reference: string;
  name: string;
  type: Generated<string>;
  description: Generated<string>;
  process_id: number | null;
  is_shared: Flag;
  has_charts: Flag;
  path: string;
  definition: string;
  next_number: Generated<number>;
  updated_at: string;
  created_at: string;
}

export interface DirectoriesTable {
  id: Id;
  site_id: number;
  centro_id: number;
  name: string;
  color: Generated<string>;
  parent_id: number | null;
  path: Generated<string>;
  created_at: string;
}

export interface UnitsTable {
  id: Id;
  site_id: number;
  centro_id: number;
  business_process_id: number;
  bp_reference: string;
  number: number;
  uid: string;
  reference: string;
  title: Generated<string>;
  process_id: number | null;
  directory_id: number | null;
  parent_unit_id: number | null;
  creator_id: number | null;
  current_state: string;
  current_responsible_id: number | null;
  current_limit: string | null;
  fecha_cierre: string | null;
  is_closed: Flag;
  fields: Generated<string>;
  search_text: Generated<string>;
  version: Generated<number>;
  updated_at: string;
  created_at: string;
}

export interface UnitFieldValuesTable {
  site_id: number;
  unit_id: number;
  field: string;
  text_value: string | null;
  number_value: number | null;
  date_value: string | null;
}

/** Units per (site, BP, centro, process, state), kept by triggers (see the migration). */
export interface UnitCountsTable {
  site_id: number;
  business_process_id: number;
  centro_id: number;
  /** The process id, 0 for units without one. */
  process_key: number;
  current_state: string;
  n: number;
  /** Grows with every write to a unit counted here: a version of the data, for caches. */
  changes: number;
}

/** Which units were written, by the database's triggers (migration 0021, units/change-log.ts). */
export interface UnitChangesTable {
  /** SQLite: the row's autoincrement id; PostgreSQL: the writing transaction's id. */
  pos: Generated<number>;
  site_id: number;
  business_process_id: number;
  unit_id: number;
}

/** A pass bringing a BP's units to a replaced definition, while it is not done (migration 0025, units/rederive.ts). */
export interface DerivationPassesTable {
  business_process_id: number;
  /** The BP's update time the pass works for: a later replacement's pass takes the row over. */
  definition_updated_at: string;
  /** The units up to this id are done. */
  after_unit_id: number;
  /** The process running the pass holds it until then (ISO time); past it, any node takes it up. */
  held_until: string;
}

/** The one row saying how far unit_changes has been pruned. */
export interface UnitChangesMarkTable {
  id: number;
  pruned_below: number;
  next_below: number;
}

/** A company's access grants' version, raised by the database (migration 0022). */
export interface AccessVersionsTable {
  site_id: number;
  version: number | string;
}

/** One row (id 1): migration 0023. */
export interface CatalogVersionTable {
  id: number;
  version: number | string;
}

export interface WorkflowHistoryTable {
  id: Id;
  site_id: number;
  unit_id: number;
  transition_id: string;
  from_state: string | null;
  to_state: string;
  user_id: number | null;
  responsible_id: number | null;
  limit_date: string | null;
  diff: Generated<string>;
  /** The reason for change given when an approved unit's fields changed (docs/bp-definition.md). */
  reason: Generated<string | null>;
  created_at: string;
}

export interface UnitRelationsTable {
  id: Id;
  site_id: number;
  from_unit_id: number;
  to_unit_id: number;
  field: string | null;
  created_at: string;
}

export interface FileVersionsTable {
  id: Id;
  site_id: number;
  unit_id: number;
  attribute: string;
  version: number;
  title: string;
  filename: string;
  mimetype: string;
  size: number;
  sha256: string;
  status: Generated<string>;
  created_by: number | null;
  modified_at: string;
  created_at: string;
  /** The document version (document_control) this file version was approved as; null if never approved. */
  document_version: Generated<string | null>;
}

export interface DownloadTrackerTable {
  id: Id;
  site_id: number;
  unit_id: number;
  file_version_id: number | null;
  version: number | null;
  user_id: number | null;
  downloaded_at: string;
  /** A PDF download's kind of copy: 'controlled' (numbered) or 'uncontrolled'; null for the others. */
  copy_kind: string | null;
  copy_number: number | null;
}

export interface CommunicationsTable {
  id: Id;
  site_id: number;
  centro_id: number;
  unit_id: number | null;
  subject: string;
  body: Generated<string>;
  sender_id: number | null;
  recipient_id: number | null;
  read_at: string | null;
  state: Generated<string>;
  type: Generated<string>;
  created_at: string;
}

export interface MenuItemsTable {
  id: Id;
  site_id: number;
  centro_id: number | null;
  name: string;
  order: Generated<number>;
  parent_id: number | null;
  url: string | null;
  enabled: Flag;
}

export interface MenuItemRolesTable {
  menu_item_id: number;
  role_id: number;
  mode: 'allowed' | 'blocked';
}

export interface VocabulariesTable {
  id: Id;
  site_id: number;
  centro_id: number | null;
  path: string;
  vocabulary: string;
  key: string;
  value: string;
}

export interface LocationTypesTable {
  id: Id;
  site_id: number;
  name: string;
}

export interface LocationsTable {
  id: Id;
  site_id: number;
  location_type_id: number;
  name: string;
  reference: Generated<string>;
  longitude: number | null;
  latitude: number | null;
}

export interface AuditLogTable {
  id: Id;
  site_id: number | null;
  user_id: number | null;
  entity: string;
  entity_id: string | null;
  action: string;
  before: string | null;
  after: string | null;
  created_at: string;
  /** The entry's place in its company's chain (modules/audit/chain.ts); null only on a row without a site. */
  seq: number | null;
  prev_hash: string | null;
  hash: string | null;
}

/** The last link of each company's audit chain: its number and hash (what the next entry links to). */
export interface AuditChainHeadsTable {
  site_id: number;
  seq: number;
  hash: string;
}

/** A signature of a transition (modules/signatures): append-only. */
export interface UnitSignaturesTable {
  id: Id;
  site_id: number;
  unit_id: number;
  history_id: number;
  version: number;
  transition_id: string;
  meaning: string;
  reason: string | null;
  user_id: number;
  printed_name: string;
  signed_at: string;
  time_zone: string;
  content: string;
  content_hash: string;
}

/** While a purge runs, the unit whose signatures it may delete (migration 0016; empty otherwise). */
export interface PurgePermitsTable {
  unit_id: number;
}

export interface UnitAcknowledgementsTable {
  id: Id;
  site_id: number;
  unit_id: number;
  effective_history_id: number;
  user_id: number;
  assigned: number;
  created_at: string;
  acknowledged_at: string | null;
  signature_id: number | null;
  /** `YYYY-MM-DD` the reader has until (migration 0020); null: the BP sets no limit. */
  due_date: string | null;
  /** When the one overdue reminder was sent; null: not (yet). */
  reminded_at: string | null;
  /** The notifications that told the reader of the task and reminded them: read when they acknowledge. */
  task_notification_uid: string | null;
  reminder_notification_uid: string | null;
}

export interface IdempotencyKeysTable {
  id: Id;
  site_id: number;
  user_id: number;
  key: string;
  unit_id: number;
  created_at: string;
}

/** SAML single sign-on state (migration 0002). */
export interface SsoRequestsTable {
  id: string;
  site_id: number;
  redirect: Generated<string>;
  created_at: string;
  expires_at: string;
}

export interface SsoUsedAssertionsTable {
  site_id: number;
  assertion_id: string;
  expires_at: string;
}

export interface SsoLoginCodesTable {
  code_hash: string;
  site_id: number;
  user_id: number;
  name_id: string;
  name_id_format: string | null;
  session_index: string | null;
  redirect: Generated<string>;
  expires_at: string;
}

/** What an IdP signing code may be used for; never one for the other. */
export type SsoSigningPurpose = 'transition' | 'purge';

export interface SsoSigningTable {
  request_id: string;
  code_hash: string | null;
  token_id: number;
  user_id: number;
  site_id: number;
  unit_uid: string;
  /** What the code was earned for (migration 0019): a transition's signature, or a purge. */
  purpose: SsoSigningPurpose;
  /** The signed transition's id; '' for a purge. */
  transition_id: string;
  version: number;
  requested_at: string;
  expires_at: string;
}

export interface SsoSessionsTable {
  token_id: number;
  site_id: number;
  name_id: string;
  name_id_format: string | null;
  session_index: string | null;
  created_at: string;
}

/** Report templates of a company's business processes (migration 0003); the bytes are blobs. */
export interface ReportTemplatesTable {
  id: Id;
  site_id: number;
  bp_reference: string;
  name: string;
  kind: 'xlsx' | 'docx';
  sha256: string;
  size: number;
  filename: string;
  uploaded_by: number | null;
  created_at: string;
  updated_at: string;
}

/** Single-use tickets opening one notification stream (migration 0008). */
export interface StreamTicketsTable {
  ticket_hash: string;
  user_id: number;
  token_id: number;
  expires_at: string;
}

/** SQLite's cross-process fan-out of notification events (migration 0008). */
export interface NotificationEventsTable {
  id: Id;
  user_id: number;
  payload: string;
  created_at: string;
}

/** The support chat (migration 0013): one conversation per user and site, and its messages. */
export interface SupportConversationsTable {
  id: Id;
  site_id: number;
  user_id: number;
  user_read_id: Generated<number>;
  support_read_id: Generated<number>;
  last_message_at: string;
  created_at: string;
}

export interface SupportMessagesTable {
  id: Id;
  conversation_id: number;
  author_id: number | null;
  body: string;
  created_at: string;
}

/** A step of the periodic review job taken for a unit's due date (modules/document-control/review-job.ts). */
export interface DocumentReviewClaimsTable {
  id: Id;
  site_id: number;
  unit_id: number;
  due_date: string;
  /** 'notice' (the responsible told) or 'open' (the review transition run). */
  step: string;
  claimed_at: string;
}

export interface Database {
  sites: SitesTable;
  centros: CentrosTable;
  departments: DepartmentsTable;
  roles: RolesTable;
  site_inherited_roles: SiteInheritedRolesTable;
  users: UsersTable;
  tokens: TokensTable;
  login_attempts: LoginAttemptsTable;
  user_centro_roles: UserCentroRolesTable;
  centro_managers: CentroManagersTable;
  standards: StandardsTable;
  processes: ProcessesTable;
  centro_processes: CentroProcessesTable;
  process_permissions: ProcessPermissionsTable;
  business_processes: BusinessProcessesTable;
  directories: DirectoriesTable;
  units: UnitsTable;
  unit_field_values: UnitFieldValuesTable;
  unit_counts: UnitCountsTable;
  unit_changes: UnitChangesTable;
  unit_changes_mark: UnitChangesMarkTable;
  derivation_passes: DerivationPassesTable;
  access_versions: AccessVersionsTable;
  catalog_version: CatalogVersionTable;
  workflow_history: WorkflowHistoryTable;
  idempotency_keys: IdempotencyKeysTable;
  unit_relations: UnitRelationsTable;
  file_versions: FileVersionsTable;
  download_tracker: DownloadTrackerTable;
  communications: CommunicationsTable;
  menu_items: MenuItemsTable;
  menu_item_roles: MenuItemRolesTable;
  vocabularies: VocabulariesTable;
  location_types: LocationTypesTable;
  locations: LocationsTable;
  audit_log: AuditLogTable;
  unit_signatures: UnitSignaturesTable;
  purge_permits: PurgePermitsTable;
  unit_acknowledgements: UnitAcknowledgementsTable;
  audit_chain_heads: AuditChainHeadsTable;
  sso_requests: SsoRequestsTable;
  sso_used_assertions: SsoUsedAssertionsTable;
  sso_login_codes: SsoLoginCodesTable;
  sso_sessions: SsoSessionsTable;
  sso_signing: SsoSigningTable;
  report_templates: ReportTemplatesTable;
  stream_tickets: StreamTicketsTable;
  notification_events: NotificationEventsTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  document_review_claims: DocumentReviewClaimsTable;
}

/** The tenancy rows every request's scope carries (http/context.ts). */
export type SiteRow = Selectable<SitesTable>;
export type CentroRow = Selectable<CentrosTable>;
export type UserRow = Selectable<UsersTable>;
