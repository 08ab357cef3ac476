import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { keepPlannerStatistics } from './db/planner-statistics.js';
import { seedBulkUnits } from './seed/bulk-units.js';
import { isSeeded, seedDemo } from './seed/demo.js';
import { seedExtraUnits } from './seed/demo-units.js';

// `npm run seed`: migrate and seed the demo unless the database already holds data.
// `npm run seed -- --units N`: then N more demo units (seeding the demo first if needed), for benchmarks:
// written through the units service by default; with --bulk, copied from the demo's units in bulk
// (optionally only --bp <reference> and/or --centro <url_name>), for data sets of a million units.
const { values } = parseArgs({
  options: {
    units: { type: 'string' },
    bulk: { type: 'boolean', default: false },
    bp: { type: 'string' },
    centro: { type: 'string' },
  },
});
const extra = values.units === undefined ? 0 : Number(values.units);
if (!Number.isInteger(extra) || extra < 0) {
  console.error('--units takes a whole number of units, e.g. --units 100000');
  process.exit(2);
}

const config = loadConfig(process.env);
const db = openDatabase(config.db);
await migrateToLatest(db);
if (await isSeeded(db)) {
  if (extra === 0) console.log('The database already holds data; demo seed skipped.');
} else {
  await seedDemo(db, { dataDir: config.dataDir, units: { onProgress: (m) => console.log(m) } });
  console.log(`Demo data seeded into the ${config.db.kind} database.`);
}
if (extra > 0 && values.bulk) {
  const made = await seedBulkUnits(db, {
    count: extra,
    ...(values.bp ? { bp: values.bp } : {}),
    ...(values.centro ? { centro: values.centro } : {}),
    onProgress: (m) => console.log(m),
  });
  console.log(`${made} more units, copied from the demo's.`);
} else if (extra > 0) {
  const result = await seedExtraUnits(db, extra, { dataDir: config.dataDir, onProgress: (m) => console.log(m) });
  console.log(`${result.total} more demo units (${result.steps} steps).`);
}
// The planner's statistics of what was seeded (db/planner-statistics.ts), before the first server start.
if (await keepPlannerStatistics(db)) console.log('Planner statistics taken.');
await db.close();
