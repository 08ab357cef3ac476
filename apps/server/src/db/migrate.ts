import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Db } from './database.js';
import type { DbKind } from './dialect.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_sso.js';
import * as m0003 from './migrations/0003_reports.js';
import * as m0004 from './migrations/0004_directory_names.js';
import * as m0006 from './migrations/0006_admin_uniques.js';
import * as m0007 from './migrations/0007_audit_indexes.js';
import * as m0008 from './migrations/0008_notifications.js';
import * as m0009 from './migrations/0009_password_strength.js';
import * as m0010 from './migrations/0010_company_links.js';
import * as m0011 from './migrations/0011_signatures.js';
import * as m0012 from './migrations/0012_audit_chain.js';
import * as m0013 from './migrations/0013_support_chat.js';
import * as m0014 from './migrations/0014_document_control.js';
import * as m0015 from './migrations/0015_acknowledgements.js';
import * as m0016 from './migrations/0016_retention.js';
import * as m0017 from './migrations/0017_sso_signing.js';
import * as m0018 from './migrations/0018_field_order.js';
import * as m0019 from './migrations/0019_sso_signing_purpose.js';
import * as m0020 from './migrations/0020_acknowledgement_due.js';
import * as m0021 from './migrations/0021_unit_changes.js';
import * as m0022 from './migrations/0022_access_versions.js';
import * as m0023 from './migrations/0023_catalog_version.js';
import * as m0024 from './migrations/0024_audit_head_follows.js';
import * as m0025 from './migrations/0025_derivation_passes.js';
import * as m0026 from './migrations/0026_catalog_processes.js';
import * as m0027 from './migrations/0027_catalog_recipients.js';
import * as m0028 from './migrations/0028_catalog_process_names.js';

type DialectMigration = { up(db: Kysely<any>, kind: DbKind): Promise<void> };

/** Listed explicitly so that the bundled server needs no migrations folder at run time. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_initial': m0001,
  '0002_sso': m0002,
  '0003_reports': m0003,
  '0004_directory_names': m0004,
  '0006_admin_uniques': m0006,
  '0007_audit_indexes': m0007,
  '0008_notifications': m0008,
  '0009_password_strength': m0009,
  '0010_company_links': m0010,
  '0011_signatures': m0011,
  '0012_audit_chain': m0012,
  '0013_support_chat': m0013,
  '0014_document_control': m0014,
  '0015_acknowledgements': m0015,
  '0016_retention': m0016,
  '0017_sso_signing': m0017,
  '0018_field_order': m0018,
  '0019_sso_signing_purpose': m0019,
  '0020_acknowledgement_due': m0020,
  '0021_unit_changes': m0021,
  '0022_access_versions': m0022,
  '0023_catalog_version': m0023,
  '0024_audit_head_follows': m0024,
  '0025_derivation_passes': m0025,
  '0026_catalog_processes': m0026,
  '0027_catalog_recipients': m0027,
  '0028_catalog_process_names': m0028,
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrations: Record<string, Migration> = {};
  for (const [name, m] of Object.entries(MIGRATIONS)) {
    migrations[name] = { up: (k) => m.up(k, db.kind) };
  }
  const migrator = new Migrator({ db: db.k, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
