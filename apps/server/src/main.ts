import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isSeeded, seedDemo } from './seed/demo.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const version = JSON.parse(fs.readFileSync(path.join(here, '..', 'package.json'), 'utf8')).version as string;
const config = loadConfig(process.env, version);
config.webDist ??= path.resolve(here, '..', '..', 'web', 'dist');

const db = openDatabase(config.db);
const applied = await migrateToLatest(db);
if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
if (config.demoSeed && !(await isSeeded(db))) {
  await seedDemo(db, { dataDir: config.dataDir });
  console.log('Demo data seeded (logins in README.md).');
}

const app = await buildApp({ db, config });
const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
console.log(`Qualium ${version} on http://localhost:${config.port} (${config.db.kind})`);
