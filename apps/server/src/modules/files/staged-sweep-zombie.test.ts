import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PID_SPACE, stagingRoot } from './blobs.js';
import { staleStagedFiles } from './staged-sweep.js';

/**
 * A worker killed with its primary stays a zombie until something reaps it: its pid still takes
 * signals, yet what it staged will never be stored. The sweep must count it as gone.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-zombie-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A child that ends at once under a parent that never reaps it (exec'd into `sleep`): a zombie. */
async function zombie(): Promise<{ pid: number; stop: () => void }> {
  const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (d) => resolve(Number(String(d)))));
  for (let i = 0; i < 100; i++) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { pid, stop: () => parent.kill('SIGKILL') };
}

describe.runIf(process.platform === 'linux')('staged uploads of a zombie worker', () => {
  it('are stale while a live process keeps its own', async () => {
    const dead = await zombie();
    try {
      const zombieFile = path.join(stagingRoot(dataDir), `${dead.pid}@${PID_SPACE}`, 'a.upload');
      const liveFile = path.join(stagingRoot(dataDir), `${process.ppid}@${PID_SPACE}`, 'b.upload');
      for (const file of [zombieFile, liveFile]) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, 'bytes');
      }
      expect(staleStagedFiles(dataDir, false)).toEqual([zombieFile]);
    } finally {
      dead.stop();
    }
  });
});

describe.runIf(process.platform === 'linux')('staged uploads of another node with our host name', () => {
  it('are kept while recent, whatever our own pids say', () => {
    // A pid no process of ours has, in a container (or on a machine) given the same host name.
    const theirs = path.join(stagingRoot(dataDir), `999999999@${os.hostname()}~0123456789ab`, 'c.upload');
    fs.mkdirSync(path.dirname(theirs), { recursive: true });
    fs.writeFileSync(theirs, 'bytes');
    expect(PID_SPACE).not.toBe(`${os.hostname()}~0123456789ab`);
    expect(staleStagedFiles(dataDir, true)).not.toContain(theirs);
    expect(staleStagedFiles(dataDir, false)).not.toContain(theirs);
  });
});
