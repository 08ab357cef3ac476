import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type PgCluster, startPgCluster } from '../../../scripts/pg-cluster.mjs';
import { parseDatabaseUrl } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/demo.js';

/**
 * Prepares one migrated, demo-seeded template database per run. Each test file
 * then gets its own copy (a file copy on SQLite, CREATE DATABASE … TEMPLATE on
 * PostgreSQL), so tests never see each other's writes. The demo's units are left out: each
 * test makes the units it counts on (the seed's own test runs the unit stories).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    dbKind: 'sqlite' | 'postgres';
    templateSqlite: string;
    templateDataDir: string;
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The project's own env (vitest.config.ts); the main process where this runs does not get it.
  const kind = project.config.env?.QUALIUM_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `qualium-api-${kind}-`));
  const dataDir = path.join(work, 'data');
  let cluster: PgCluster | undefined;
  project.provide('dbKind', kind);
  project.provide('templateDataDir', dataDir);

  if (kind === 'sqlite') {
    const file = path.join(work, 'template.db');
    const db = openDatabase({ kind: 'sqlite', url: `sqlite:${file}`, sqliteFile: file });
    await migrateToLatest(db);
    await seedDemo(db, { dataDir, units: false });
    await db.close();
    project.provide('templateSqlite', file);
    project.provide('pgAdminUrl', '');
    project.provide('pgTemplate', '');
  } else {
    const given = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
    if (!given) cluster = await startPgCluster();
    const adminUrl = given ?? cluster!.url('postgres');
    const template = `qualium_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    const db = openDatabase(parseDatabaseUrl(templateUrl.toString()));
    await migrateToLatest(db);
    await seedDemo(db, { dataDir, units: false });
    await db.close();
    project.provide('templateSqlite', '');
    project.provide('pgAdminUrl', adminUrl);
    project.provide('pgTemplate', template);
  }

  return async () => {
    cluster?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  };
}
