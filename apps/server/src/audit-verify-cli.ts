import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { verifyAllChains } from './modules/audit/verify.js';

// `npm run audit:verify`: walks every company's audit chain in the configured database (the SQLite
// file of DATABASE_URL, or PostgreSQL) and prints each one's state; exit code 1 when one is broken,
// 2 when the database cannot be read.
const config = loadConfig(process.env);
const db = openDatabase(config.db);
try {
  const names = new Map(
    (await db.k.selectFrom('sites').select(['id', 'url_name']).execute()).map((s) => [Number(s.id), s.url_name]),
  );
  let broken = 0;
  for (const report of await verifyAllChains(db.k)) {
    const company = `${names.get(report.site_id)} (site ${report.site_id})`;
    const b = report.broken;
    if (b === null) {
      console.log(`${company}: chain whole, ${report.entries} entries, head ${report.head_hash}`);
      continue;
    }
    broken += 1;
    const row = b.id === null ? 'missing entry' : `audit_log id ${b.id}`;
    console.log(
      `${company}: BROKEN at seq ${b.seq} (${row}): ${b.field} expected ${b.expected}, stored ${b.stored ?? 'null'}`,
    );
  }
  process.exitCode = broken > 0 ? 1 : 0;
} catch (error) {
  // Not a verdict on the chain: the database could not be read (not migrated, wrong DATABASE_URL).
  console.error(`The audit chain could not be read: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  await db.close();
}
