import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type Db, openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { keepPlannerStatistics } from './db/planner-statistics.js';
import { oneStartupAtATime } from './db/startup-lock.js';
import { checkpointPeriodically } from './db/wal-checkpoint.js';
import { runAcknowledgementReminders } from './modules/acknowledgements/reminder-job.js';
import { REVIEW_EVERY_MS, runReviewJob } from './modules/document-control/review-job.js';
import { SWEEP_EVERY_MS, sweepStaged } from './modules/files/staged-sweep.js';
import { checkStore } from './modules/files/store-check.js';
import { PRUNE_EVERY_MS, pruneUnitChanges } from './modules/units/change-log.js';
import { DERIVATION_HOLD_MS, resumeDerivationPasses } from './modules/units/rederive.js';
import { isSeeded, seedDemo } from './seed/demo.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const version = JSON.parse(fs.readFileSync(path.join(here, '..', 'package.json'), 'utf8')).version as string;
const config = loadConfig(process.env, version);
config.webDist ??= path.resolve(here, '..', '..', 'web', 'dist');

/** Migrations and the first run's demo seed happen once, before any process (of any node) serves. */
async function prepare(): Promise<void> {
  const db = openDatabase(config.db);
  await oneStartupAtATime(db, async () => {
    const applied = await migrateToLatest(db);
    if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
    if (config.demoSeed && !(await isSeeded(db))) {
      console.log('Seeding the demo data (first run, about a minute)…');
      await seedDemo(db, { dataDir: config.dataDir });
      console.log('Demo data seeded (logins in README.md).');
    }
    await checkStorage(db);
    await keepPlannerStatistics(db);
  });
  await db.close();
}

/** Rows naming files the store lacks: put back from the staged uploads, or reported (files/store-check.ts). */
async function checkStorage(db: Db): Promise<void> {
  const check = await checkStore(db, config.dataDir);
  if (check.repaired > 0) console.log(`Storage check: ${check.repaired} missing files put back from staged uploads.`);
  if (check.missing.length > 0) {
    const SHOWN = 50;
    const more = check.missing.length > SHOWN ? `\n  … and ${check.missing.length - SHOWN} more` : '';
    console.error(
      `Storage check: ${check.missing.length} stored files are missing from ${config.dataDir}/blobs; ` +
        `their downloads answer 404. Restore them from a backup:\n  ${check.missing.slice(0, SHOWN).join('\n  ')}${more}`,
    );
  }
  // What the check did not need: uploads a crash interrupted (files/staged-sweep.ts).
  const swept = sweepStaged(config.dataDir, true);
  if (swept > 0) console.log(`Storage check: ${swept} interrupted uploads removed.`);
}

/** Later, uploads left by a worker that died (or by another host's processes) are swept by the primary. */
function sweepPeriodically(): void {
  setInterval(() => {
    try {
      sweepStaged(config.dataDir, false);
    } catch (error) {
      console.error('Sweeping staged uploads failed:', error);
    }
  }, SWEEP_EVERY_MS).unref();
}

/**
 * The periodic review of controlled documents (document-control/review-job.ts) and the overdue
 * acknowledgement reminders (acknowledgements/reminder-job.ts), run by the primary at start and
 * then hourly on its own connection, one after the other. Several nodes each run them: their
 * claims make every step happen once.
 */
function reviewPeriodically(): void {
  const deps = { db: openDatabase(config.db), config };
  const run = async () => {
    await runReviewJob(deps, new Date()).then(
      (done) => {
        if (done.notified + done.opened > 0) {
          console.log(`Periodic reviews: ${done.notified} owners told, ${done.opened} reviews opened.`);
        }
      },
      (error) => console.error('The periodic review job failed:', error),
    );
    await runAcknowledgementReminders(deps, new Date()).then(
      (done) => {
        if (done.reminded > 0) {
          console.log(`Acknowledgement reminders: ${done.reminded} readers reminded, ${done.owners} owners told.`);
        }
      },
      (error) => console.error('The acknowledgement reminder job failed:', error),
    );
  };
  void run();
  setInterval(run, REVIEW_EVERY_MS).unref();
}

/**
 * The log of unit writes kept charts are brought up to date from (units/change-log.ts) is pruned by
 * the primary on its own connection; several nodes may each do it. The same run keeps SQLite's
 * planner statistics in step with the units table's size.
 */
function pruneChangeLogPeriodically(): void {
  const db = openDatabase(config.db);
  setInterval(() => {
    pruneUnitChanges(db).catch((error) => console.error('Pruning the log of unit writes failed:', error));
    // SQLite's planner statistics follow the units table's growth (db/planner-statistics.ts).
    keepPlannerStatistics(db).catch((error) => console.error('Taking planner statistics failed:', error));
  }, PRUNE_EVERY_MS).unref();
}

/**
 * The passes bringing a BP's units to a replaced definition that a stopped server left half done
 * (units/rederive.ts) are taken up by the primary, at start and then every DERIVATION_HOLD_MS, on
 * its own connection, one run at a time (a pass may take minutes). With several nodes, each node's
 * primary looks, and one of them takes each pass.
 */
function resumeDerivationPassesPeriodically(): void {
  const db = openDatabase(config.db);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await resumeDerivationPasses(db.k, (reference, outcome) => {
        if ('error' in outcome) {
          console.error(`Bringing the units of ${reference} to its replaced definition failed:`, outcome.error);
        } else {
          console.log(
            `Units of ${reference} brought to its replaced definition (a pass taken up): ${outcome.changed} changed.`,
          );
        }
      });
    } catch (error) {
      console.error('Taking up the passes over replaced definitions failed:', error);
    } finally {
      running = false;
    }
  };
  void run();
  setInterval(run, DERIVATION_HOLD_MS).unref();
}

/** One process serving the API and the SPA; with several, the cluster shares the port between them. */
async function serve(): Promise<void> {
  // Workers leave SQLite's checkpoints to the primary (db/wal-checkpoint.ts).
  const db = openDatabase(config.db, { walCheckpoints: cluster.isWorker ? 'elsewhere' : 'auto' });
  const app = await buildApp({ db, config });
  // Once, however many of the signals below arrive: a second call closing the database while
  // the first still waits for requests in flight would fail them.
  let stopping: Promise<void> | undefined;
  const shutdown = () => {
    stopping ??= (async () => {
      await app.close();
      // Handlers of requests whose client already left still run: the database waits for them.
      await app.inFlight.drained(10_000);
      await db.close();
      process.exit(0);
    })();
    return stopping;
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  // A worker whose primary went away has nobody to answer to.
  if (cluster.isWorker) process.on('disconnect', shutdown);
  await app.listen({ port: config.port, host: config.host });
}

function announce(): void {
  const processes = config.workers === 1 ? '' : `, ${config.workers} processes`;
  console.log(`Qualium ${version} on http://localhost:${config.port} (${config.db.kind}${processes})`);
}

if (cluster.isPrimary) {
  await prepare();
  sweepPeriodically();
  reviewPeriodically();
  pruneChangeLogPeriodically();
  resumeDerivationPassesPeriodically();
  if (config.workers === 1) {
    await serve();
  } else {
    let stopping = false;
    const listening = new Set<number>();
    let started = 0;
    cluster.on('listening', (worker) => {
      listening.add(worker.id);
      // Said once, when the first set of workers all serve.
      if (++started === config.workers) announce();
    });
    checkpointPeriodically(config.db);
    for (let i = 0; i < config.workers; i++) cluster.fork();
    // A worker that dies after it served is replaced, the others serving meanwhile; one that could
    // not even start (port taken, bad configuration) would only fail again: stop everything.
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      if (!listening.has(worker.id)) {
        console.error(`Worker ${worker.process.pid} could not start (${signal ?? code}).`);
        stop(1);
        return;
      }
      console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
      cluster.fork();
    });
    // Workers get the signal itself (not a disconnect) and the primary outlives them: closing,
    // a worker still tells the primary, and would fail on a channel already gone.
    function stop(code = 0) {
      if (stopping) return;
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      let running = workers.length;
      if (running === 0) process.exit(code);
      for (const worker of workers) {
        worker.once('exit', () => {
          if (--running === 0) process.exit(code);
        });
        worker.process.kill('SIGTERM');
      }
      setTimeout(() => process.exit(code), 10_000).unref();
    }
    process.on('SIGINT', () => stop());
    process.on('SIGTERM', () => stop());
  }
  if (config.workers === 1) announce();
} else {
  await serve();
}
