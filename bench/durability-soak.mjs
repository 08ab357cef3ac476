// The durability soak (docs/reliability.md "Durability: races and crashes"): the crash test and the races
// of `npm test` with many more crash rounds, and 15 race bursts, on each database. Usage, after `npm run build`:
//   node bench/durability-soak.mjs [rounds per database, default 20] [sqlite,postgres]
// The tests themselves fail on any lost acknowledged write or file, any staged leftover after a
// restart, any second unit from a retry, and an unclean integrity check; this script runs them and
// sums what each round recorded (apps/server/test/durability-report.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[2] ?? 20);
const databases = (process.argv[3] ?? 'sqlite,postgres').split(',');
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-soak-')), 'figures.jsonl');

const outcomes = {};
for (const db of databases) {
  const started = performance.now();
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      `api-${db}`,
      'apps/server/test/crash.api.test.ts',
      'apps/server/test/races.api.test.ts',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        QUALIUM_CRASH_ROUNDS: String(rounds),
        QUALIUM_RACE_BURSTS: '15',
        QUALIUM_DURABILITY_REPORT: report,
      },
    },
  );
  outcomes[db] = { passed: run.status === 0, seconds: Math.round((performance.now() - started) / 1000) };
}

const lines = fs.existsSync(report)
  ? fs
      .readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
for (const db of databases) {
  const crashes = lines.filter((l) => l.suite === 'crash' && l.db === db);
  const sum = (pick) => crashes.reduce((total, l) => total + pick(l), 0);
  // The ledger runs over the whole test: the last round's line holds the totals.
  const acknowledged = crashes.at(-1)?.acknowledged ?? {};
  console.log(
    `${db}: ${outcomes[db].passed ? 'passed' : 'FAILED'} in ${outcomes[db].seconds} s; ` +
      `${crashes.length} crash rounds; acknowledged ${JSON.stringify(acknowledged)}; unanswered ${sum((l) => l.unanswered)} (committed anyway ${sum((l) => l.committedUnanswered)}); ` +
      `staged files the crashes left ${sum((l) => l.stagedLeftByCrash)}, all swept at restart; load ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
}
process.exit(Object.values(outcomes).every((o) => o.passed) ? 0 : 1);
