import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { e2eDatabaseEnv, seedE2eTemplate } from '../scripts/e2e-template.mjs';
import { launchChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per Vitest worker, indexed by VITEST_POOL_ID - 1 (browser.ts picks its own). */
    baseUrls: string[];
    /** The one Chromium of the run; each test file connects to it and opens its own contexts. */
    browserWsEndpoint: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** A child process with its output kept for the error that says why it failed. */
function start(script: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env } });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The server's settings; each server gets its own data folder (the database file lives in it). */
function serverEnv(dir: string): Record<string, string> {
  return {
    HOST: '127.0.0.1',
    ...e2eDatabaseEnv(dir),
    // Low enough that a broad filter over the demo's lists shows the "more than" count.
    EXPLORER_COUNT_CAP: '100',
  };
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * The browser suite's fixtures: the demo seeded once into a template folder (or the one given), then one built server
 * per Vitest worker on its own copy of it (a worker runs its files one after another, so a file
 * never shares its server with a file running at the same time), and one Chromium for the run.
 */
export default async function setup(project: TestProject) {
  // A private build can be tested beside the shared one (QUALIUM_SERVER_MAIN, and WEB_DIST for the SPA).
  const main = process.env.QUALIUM_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('Build first: npm run build (npm test does it)');
  const workers = project.config.maxWorkers || project.vitest.config.maxWorkers || 1;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-e2e-'));
  const servers: ChildProcess[] = [];
  // Chromium starts while the demo seeds.
  const launching = launchChromium();

  const teardown = async () => {
    for (const server of servers) server.kill('SIGTERM');
    await Promise.all(servers.map(exited));
    await (await launching.catch(() => undefined))?.close();
    fs.rmSync(work, { recursive: true, force: true });
  };

  try {
    // Seeded already by `npm test`, beside the unit and API tests (scripts/e2e-template.mjs), or now.
    const given = process.env.QUALIUM_E2E_TEMPLATE;
    const template = given ?? path.join(work, 'template');
    if (!given) await seedE2eTemplate(template, main);
    const ports: number[] = [];
    while (ports.length < workers) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const starting = ports.map((port, i) => {
      const dir = path.join(work, `server-${i + 1}`);
      fs.cpSync(template, dir, { recursive: true });
      const server = start(main, { ...serverEnv(dir), PORT: String(port) });
      servers.push(server.child);
      return waitForHealth(`http://127.0.0.1:${port}`, server.child, server.output);
    });
    for (const started of await Promise.allSettled(starting)) if (started.status === 'rejected') throw started.reason;
    const baseUrls = ports.map((port) => `http://127.0.0.1:${port}`);
    project.provide('baseUrls', baseUrls);
    project.provide('browserWsEndpoint', (await launching).wsEndpoint());
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
