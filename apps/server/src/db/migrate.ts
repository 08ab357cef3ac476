import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Db } from './database.js';
import type { DbKind } from './dialect.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_sso.js';

type DialectMigration = { up(db: Kysely<any>, kind: DbKind): Promise<void> };

/** Listed explicitly so that the bundled server needs no migrations folder at run time. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_initial': m0001,
  '0002_sso': m0002,
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
