import fs from 'node:fs';
import path from 'node:path';
import { PID_SPACE, STAGING_OWNER, stagingRoot } from './blobs.js';

/**
 * Staged uploads nobody will store: a crash (or a killed worker) leaves the uploads it was
 * receiving in DATA_DIR/tmp. They are removed at start-up and every SWEEP_EVERY_MS after
 * (main.ts), by every server node sharing DATA_DIR. A process's staging folder is named
 * `<pid>@<pid space>` (blobs.ts): when its owner ran where our pids are its pids and is gone,
 * everything in it goes at once; otherwise (the owner still runs, or runs on another node — another
 * machine or container — or the file predates per-process folders) a file goes once it
 * has not changed for STAGED_MAX_AGE_MS, far longer than any request holds an upload.
 */
export const STAGED_MAX_AGE_MS = 60 * 60_000;
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Whether the process that owns `folder` is known to be gone. At start-up, a folder with our own
 * pid is an earlier process's (containers reuse pids): nothing of ours is staged yet.
 */
function ownerGone(folder: string, atStart: boolean): boolean {
  const at = folder.indexOf('@');
  const pid = Number(folder.slice(0, at));
  if (at < 1 || !Number.isInteger(pid) || folder.slice(at + 1) !== PID_SPACE) return false;
  if (folder === STAGING_OWNER) return atStart;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  return isZombie(pid);
}

/**
 * A killed worker stays a zombie until something reaps it (a container's first process may never
 * do so); signals still reach it, yet it will never store what it staged. Linux only: elsewhere
 * there is no /proc and a live pid counts as running.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

/** Staged files that will never be stored, by the rules above. */
export function staleStagedFiles(dataDir: string, atStart: boolean, now = Date.now()): string[] {
  const root = stagingRoot(dataDir);
  if (!fs.existsSync(root)) return [];
  const old = (file: string) => {
    try {
      return now - fs.statSync(file).mtimeMs > STAGED_MAX_AGE_MS;
    } catch {
      return false; // stored or discarded meanwhile by its owner
    }
  };
  const stale: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isFile()) {
      if (old(full)) stale.push(full);
    } else if (entry.isDirectory()) {
      const gone = ownerGone(entry.name, atStart);
      for (const name of fs.readdirSync(full)) {
        const file = path.join(full, name);
        if (gone || old(file)) stale.push(file);
      }
    }
  }
  return stale;
}

/** Removes the stale staged files, and the folders of owners that are gone; answers how many files. */
export function sweepStaged(dataDir: string, atStart: boolean): number {
  const stale = staleStagedFiles(dataDir, atStart);
  for (const file of stale) fs.rmSync(file, { force: true });
  const root = stagingRoot(dataDir);
  if (fs.existsSync(root)) {
    for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
      if (entry.isDirectory() && ownerGone(entry.name, atStart)) {
        fs.rmSync(path.join(root, entry.name), { recursive: true, force: true });
      }
    }
  }
  return stale.length;
}
