import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PID_SPACE, STAGING_OWNER, stagingRoot } from './blobs.js';
import { STAGED_MAX_AGE_MS, staleStagedFiles, sweepStaged } from './staged-sweep.js';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-sweep-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A process id that no process holds any more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

/** A staged file in `owner`'s folder (or loose in DATA_DIR/tmp), last changed `ageMs` ago. */
function staged(owner: string | null, ageMs = 0): string {
  const folder = owner ? path.join(stagingRoot(dataDir), owner) : stagingRoot(dataDir);
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.upload`);
  fs.writeFileSync(file, 'bytes');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
  return file;
}

const OLD = STAGED_MAX_AGE_MS + 60_000;
const here = PID_SPACE;

describe('staged uploads nobody will store', () => {
  it('a process of this host that is gone: all of its uploads, at once', () => {
    const file = staged(`${deadPid()}@${here}`);
    expect(staleStagedFiles(dataDir, false)).toEqual([file]);
  });

  it('a process that runs: only uploads untouched for longer than any request', () => {
    const fresh = staged(`${process.ppid}@${here}`);
    const old = staged(`${process.ppid}@${here}`, OLD);
    expect(staleStagedFiles(dataDir, false)).toEqual([old]);
    expect(fs.existsSync(fresh)).toBe(true);
  });

  it("this process's own: kept while it serves, taken at start-up (an earlier process had its pid)", () => {
    const file = staged(STAGING_OWNER);
    expect(staleStagedFiles(dataDir, false)).toEqual([]);
    expect(staleStagedFiles(dataDir, true)).toEqual([file]);
  });

  it('another host, or no owner (staged before per-process folders): by age only', () => {
    staged(`${deadPid()}@another-host`);
    staged(null);
    const old = [staged(`${deadPid()}@another-host`, OLD), staged(null, OLD)];
    expect(staleStagedFiles(dataDir, true).sort()).toEqual(old.sort());
  });

  it('sweeping removes the stale files and the folders of owners that are gone', () => {
    const gone = `${deadPid()}@${here}`;
    staged(gone);
    const kept = staged(`${process.ppid}@${here}`);
    expect(sweepStaged(dataDir, false)).toBe(1);
    expect(fs.existsSync(path.join(stagingRoot(dataDir), gone))).toBe(false);
    expect(fs.existsSync(kept)).toBe(true);
  });
});
