import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { isSeeded, seedDemo } from './seed/demo.js';

// `npm run seed`: migrate and seed the demo unless the database already holds data.
const config = loadConfig(process.env);
const db = openDatabase(config.db);
await migrateToLatest(db);
if (await isSeeded(db)) {
  console.log('The database already holds data; demo seed skipped.');
} else {
  await seedDemo(db, { dataDir: config.dataDir });
  console.log(`Demo data seeded into the ${config.db.kind} database.`);
}
await db.close();
