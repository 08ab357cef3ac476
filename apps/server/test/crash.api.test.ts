import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { type Db, openDatabase } from '../src/db/database.js';
import { blobPath, stagedFiles } from '../src/modules/files/blobs.js';
import { useChildServer } from './child-server.js';
import { type AckedUnit, crashWorkload, type Ledger, newLedger } from './crash-workload.js';
import { recordFigures } from './durability-report.js';
import { login } from './harness.js';
import { unitFootprint } from './units-fixture.js';

/**
 * Crashes (docs/reliability.md "Durability: races and crashes"): the built server with two worker
 * processes takes a stream of document creations with files and transitions (crash-workload.ts)
 * and is killed with SIGKILL, all its processes at once, mid-stream; then it starts again on the
 * same data. Every write it acknowledged must be there — unit, transitions, each file downloadable
 * byte for byte — no row may name bytes the store lacks, no staged upload may be left behind,
 * the client's retry of an unanswered creation must not make a second unit, and the database's
 * own integrity check must be clean. The soak (bench/durability-soak.mjs) runs more rounds
 * through QUALIUM_CRASH_ROUNDS.
 */
const ROUNDS = Number(process.env.QUALIUM_CRASH_ROUNDS ?? 3);
const CLIENTS = 6;
/** Acknowledged writes a round waits for before the crash, so that it lands mid-stream. */
const WRITES_BEFORE_CRASH = 6;

// The clients sign approvals as one administrator from one address, six at once: the login
// throttle counts each re-authentication until its password is checked (a burst of guesses to it),
// and a SIGKILL leaves the ones in flight counted. Durability, not throttling, is tested here.
const child = useChildServer(2, { LOGIN_MAX_FAILURES: '1000' });

/** File version rows whose bytes are not in the store, or not the bytes the row's SHA-256 names. */
async function rowsWithoutTheirBytes(db: Db, dataDir: string): Promise<string[]> {
  const rows = await db.k.selectFrom('file_versions').select(['unit_id', 'version', 'filename', 'sha256']).execute();
  return rows
    .filter((row) => {
      const file = blobPath(dataDir, row.sha256);
      if (!fs.existsSync(file)) return true;
      return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex') !== row.sha256;
    })
    .map((row) => `unit ${row.unit_id} ${row.filename} v${row.version}`);
}

/**
 * What the database finds wrong with itself: SQLite's integrity and foreign key checks; on
 * PostgreSQL, amcheck over every table and B-tree index. Plus the units' own invariant: one
 * history row per version. On a connection of its own: SQLite's check of the search index
 * (FTS5) reads through what a connection already knows of it, and a connection that saw the
 * index before other processes rewrote it reports corruption the database does not have.
 */
async function integrityProblems(config: Config['db']): Promise<string[]> {
  const db = openDatabase(config);
  try {
    return await integrityProblemsOf(db);
  } finally {
    await db.close();
  }
}

async function integrityProblemsOf(db: Db): Promise<string[]> {
  const found: string[] = [];
  if (db.kind === 'sqlite') {
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.k);
    found.push(...check.rows.map((r) => r.integrity_check).filter((r) => r !== 'ok'));
    const keys = await sql<{ table: string; parent: string }>`pragma foreign_key_check`.execute(db.k);
    found.push(...keys.rows.map((r) => `foreign key: ${r.table} → ${r.parent}`));
  } else {
    await sql`create extension if not exists amcheck`.execute(db.k);
    const heaps = await sql<{ relname: string; msg: string }>`
      select c.relname, v.msg from pg_class c, lateral verify_heapam(c.oid) v
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'`.execute(db.k);
    found.push(...heaps.rows.map((r) => `${r.relname}: ${r.msg}`));
    // Raises on a corrupt index (and checks that every row of its table is in it).
    await sql`
      select bt_index_check(c.oid, true) from pg_class c join pg_am a on a.oid = c.relam
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'i' and a.amname = 'btree'`.execute(db.k);
  }
  const units = await sql<{ uid: string }>`
    select u.uid from units u
    where u.version <> (select count(*) from workflow_history h where h.unit_id = u.id)`.execute(db.k);
  found.push(...units.rows.map((r) => `${r.uid}: versions and history rows differ`));
  return found;
}

/** Document codes held by more than one unit: a retried creation that made a second unit. */
async function duplicatedCodes(db: Db): Promise<string[]> {
  const rows = await db.k
    .selectFrom('unit_field_values')
    .select('text_value')
    .where('field', '=', 'code')
    .groupBy('text_value')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .execute();
  return rows.map((r) => String(r.text_value));
}

describe('SIGKILL during a stream of creations with files and transitions, then a restart', () => {
  it(
    `keeps every acknowledged write and file (${ROUNDS} rounds)`,
    async () => {
      const token = await login(child, 'admin');
      const ledger: Ledger = newLedger();
      const workload = crashWorkload(child, token, ledger);
      await workload.prepare();

      /** The restarted server answers every acknowledged write of these units. */
      async function expectKept(units: Iterable<AckedUnit>): Promise<void> {
        for (const unit of units) {
          const footprint = await unitFootprint(child, unit.uid);
          expect(footprint.history.slice(1, 1 + unit.transitions.length), unit.uid).toEqual(unit.transitions);
          for (const file of unit.files) {
            const query = { attribute: 'document', path: file.filename, version: file.version, pmethod: 'original' };
            const res = await workload.file(token, unit.uid, query);
            expect(res.statusCode, `${unit.uid} ${file.filename}: ${res.body.slice(0, 200)}`).toBe(200);
            expect(res.rawPayload.equals(file.bytes), `${unit.uid} ${file.filename}: other bytes`).toBe(true);
          }
        }
      }

      for (let round = 0; round < ROUNDS; round++) {
        const before = new Set(ledger.units.keys());
        const acknowledged = () => ledger.acknowledged.creations + ledger.acknowledged.transitions;
        const start = acknowledged();
        const clients = Array.from({ length: CLIENTS }, () => workload.client(round));
        while (acknowledged() - start < WRITES_BEFORE_CRASH && ledger.wrong.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
        await child.server.crash();
        await Promise.all(clients);
        expect(ledger.wrong).toEqual([]);
        const leftBehind = stagedFiles(child.dataDir).length;

        await child.start();
        expect(stagedFiles(child.dataDir)).toEqual([]);
        const unanswered = ledger.unanswered.splice(0);
        // Unanswered creations the database nevertheless committed: their retry must find them.
        const codes = unanswered.map((lost) => lost.form.code!);
        const committed = codes.length
          ? await child.db.k
              .selectFrom('unit_field_values')
              .select('text_value')
              .where('field', '=', 'code')
              .where('text_value', 'in', codes)
              .execute()
          : [];
        for (const lost of unanswered) await workload.retry(lost);
        expect(await duplicatedCodes(child.db)).toEqual([]);
        await expectKept([...ledger.units.values()].filter((unit) => !before.has(unit.uid)));
        expect(await rowsWithoutTheirBytes(child.db, child.dataDir)).toEqual([]);
        expect(await integrityProblems(child.config.db)).toEqual([]);
        recordFigures('crash', {
          round,
          acknowledged: { ...ledger.acknowledged },
          unanswered: unanswered.length,
          committedUnanswered: committed.length,
          stagedLeftByCrash: leftBehind,
        });
      }
      // Later crashes and start-ups left the earlier rounds' writes alone too.
      await expectKept(ledger.units.values());
    },
    120_000 + ROUNDS * 60_000,
  );
});
