// `npm test`: installs what is missing (npm packages; Debian's chromium and the
// PostgreSQL server when absent), then lint + types beside the build (and a fresh install's
// compile of the SQLite driver) and the unit and API tests on SQLite and PostgreSQL, and then the
// browser suite. Ends with one "N passed, N failed" line and each part's
// wall time; Vitest's JSON reports (each file's duration) stay in .test-artifacts/reports/.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedE2eTemplate } from './e2e-template.mjs';
import { ensureBuilt, ensureDependenciesDeferringNative, root, run } from './ensure.mjs';

function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    console.error(`Missing system packages: ${packages.join(' ')}. Install them with apt-get (as root) and run again.`);
    process.exit(1);
  }
  console.log(`• Installing ${packages.join(', ')} from Debian's packages…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function ensureSystemPackages() {
  const missing = [];
  if (!fs.existsSync('/usr/bin/chromium')) missing.push('chromium', 'fonts-dejavu-core');
  const pgBase = '/usr/lib/postgresql';
  const hasPg =
    fs.existsSync(pgBase) && fs.readdirSync(pgBase).some((v) => fs.existsSync(path.join(pgBase, v, 'bin', 'initdb')));
  if (!hasPg && !process.env.DATABASE_URL?.startsWith('postgres')) missing.push('postgresql');
  // PDF renderings of office documents (LibreOffice) and the tests that read PDFs back (poppler).
  if (!fs.existsSync('/usr/bin/soffice')) missing.push('libreoffice-writer-nogui', 'libreoffice-calc-nogui');
  if (!fs.existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
  // The load balancer in front of several server nodes (apps/server/test/multinode.api.test.ts).
  if (!fs.existsSync('/usr/sbin/haproxy')) missing.push('haproxy');
  if (missing.length) aptInstall(missing);
  installHeadlessShell();
}

/**
 * The browser suite's lighter build of Chromium (e2e/chromium.ts), installed where apt can run.
 * Without it the suite runs on the full browser, so a failed install only says so.
 */
function installHeadlessShell() {
  if (fs.existsSync('/usr/bin/chromium-headless-shell') || process.getuid?.() !== 0) return;
  console.log("• Installing chromium-headless-shell from Debian's packages…");
  const apt = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0;
  const install = () => apt(['install', '-y', '-qq', 'chromium-headless-shell']);
  // The package lists may predate the package: read them again once.
  if (!install() && !(apt(['update', '-qq']) && install())) {
    console.log('  Not installed: the browser suite runs on the full Chromium.');
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = 0;
const reports = path.join(root, '.test-artifacts', 'reports');
const timings = [];
/** Each failed test with the head of its message: printed last, where a CI log's tail shows it. */
const failures = [];

/** Runs a part of the run, noting its wall time for the summary. */
function timed(label, part) {
  const started = performance.now();
  console.log(`\n• ${label}`);
  part();
  timings.push(`${label}: ${Math.round((performance.now() - started) / 1000)} s`);
}

function firstLines(text = '') {
  return text.split('\n').slice(0, 6).join('\n    ');
}

function vitest(name, args) {
  fs.mkdirSync(reports, { recursive: true });
  const report = path.join(reports, `${name}.json`);
  fs.rmSync(report, { force: true });
  const res = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit' },
  );
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults) {
      const where = path.relative(root, file.name);
      // A file that fails before its tests run (a broken import, a failing beforeAll) has no assertion to name.
      if (file.status === 'failed' && file.assertionResults.every((a) => a.status !== 'failed')) {
        failures.push(`${where}: ${firstLines(file.message)}`);
      }
      for (const a of file.assertionResults.filter((t) => t.status === 'failed')) {
        failures.push(`${where} > ${a.fullName}: ${firstLines(a.failureMessages.join('\n'))}`);
      }
    }
  }
  if (res.status !== 0) failedSuites++;
}

/**
 * Runs `commands` one after the other in the background, their output in `.test-artifacts/reports/<log>`
 * (the parts run meanwhile block this process, which then reads no pipe). Resolves with whether
 * they all succeeded once they end, having printed their output and counted a failure.
 */
function inBackground(label, commands, log, beside) {
  const started = Date.now();
  fs.mkdirSync(reports, { recursive: true });
  const file = path.join(reports, log);
  const fd = fs.openSync(file, 'w');
  const child = spawn('sh', ['-c', commands.map((c) => c.join(' ')).join(' && ')], {
    cwd: root,
    stdio: ['ignore', fd, fd],
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      fs.closeSync(fd);
      console.log(`\n• ${label}\n${fs.readFileSync(file, 'utf8').trimEnd()}`);
      // Its end is its output's last write: this process notices the exit only once it is free.
      const took = Math.round((fs.statSync(file).mtimeMs - started) / 1000);
      timings.push(`${label}: ${took} s (beside ${beside})`);
      if (code !== 0) {
        failedSuites++;
        failures.push(`${label}: exited with ${code} (its output is above)`);
      }
      resolve(code === 0);
    });
  });
}

const deferredInstall = ensureDependenciesDeferringNative();
// A fresh install's compile of better-sqlite3 (a minute of one core) runs beside the lint, types
// and build, which do not load it; the tests wait for it.
const driver = deferredInstall
  ? inBackground(
      'SQLite driver compiled (better-sqlite3)',
      [deferredInstall.command],
      'better-sqlite3.log',
      'the lint, types and build',
    ).then((ok) => {
      if (ok) deferredInstall.done();
      return ok;
    })
  : Promise.resolve(true);
// Lint and types (about a minute of both cores) run beside the build and the unit and API tests,
// which leave part of the two cores idle while they wait on PostgreSQL, LibreOffice and child
// servers (docs/performance.md, "The test suite"). At a lower priority: the driver's compile and
// the tests are what the run waits for, the lint only has to end before the browser suite.
const lint = inBackground(
  'Lint and types',
  [
    ['nice', '-n', '10', 'npx', 'biome', 'ci', '--colors=off', '.'],
    ['nice', '-n', '10', 'npm', 'run', 'typecheck'],
  ],
  'lint-and-types.log',
  'the build and the unit and API tests',
);
ensureSystemPackages();
timed('Build (what is stale)', ensureBuilt);
if (!(await driver)) {
  console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
// The browser suite's demo database seeds beside the unit and API tests too.
const e2eTemplate = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-e2e-template-')), 'template');
const seeding = seedE2eTemplate(e2eTemplate).then(
  () => true,
  (error) => {
    console.error(error.message);
    failures.push(`Browser suite's demo seed: ${firstLines(error.message)}`);
    failedSuites++;
    return false;
  },
);
timed('Unit tests and API tests on SQLite and PostgreSQL', () => vitest('unit-api', []));
await lint;
if (await seeding) {
  process.env.QUALIUM_E2E_TEMPLATE = e2eTemplate;
  timed('Browser end-to-end tests (Debian Chromium)', () => vitest('e2e', ['--config', 'e2e/vitest.config.ts']));
}
fs.rmSync(path.dirname(e2eTemplate), { recursive: true, force: true });

console.log(`\n${timings.join('; ')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
