// Installs what is missing and builds what is stale, using nothing but Node
// itself, so that `npm start` and `npm test` work on a fresh clone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = [
  'packages/contracts',
  'packages/workflow',
  'packages/demo-bps',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (res.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
    process.exit(res.status || 1);
  }
  return res;
}

function manifestHash() {
  const h = createHash('sha256');
  for (const f of ['package.json', 'package-lock.json', ...WORKSPACES.map((w) => `${w}/package.json`)]) {
    const file = path.join(root, f);
    if (fs.existsSync(file)) h.update(fs.readFileSync(file));
  }
  return h.digest('hex');
}

const installStamp = path.join(root, 'node_modules', '.qualium-installed');

/** Whether node_modules is what the manifests ask for (a complete install wrote their hash). */
function installed() {
  return fs.existsSync(installStamp) && fs.readFileSync(installStamp, 'utf8') === manifestHash();
}

function markInstalled() {
  fs.writeFileSync(installStamp, manifestHash());
}

/** npm install when node_modules is missing or any manifest changed since the last install. */
export function ensureDependencies() {
  if (installed()) return;
  console.log('• Installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
  markInstalled();
}

/**
 * `npm test`'s install: the packages now, and better-sqlite3's native compile left to the caller
 * to run beside work that does not load it (lint, types, the build). Its prebuilt binaries are
 * downloaded from GitHub, out of reach on a closed network, so it compiles SQLite: about 75 s of
 * one core, three quarters of a fresh install, with the other core idle. Returns null when
 * nothing is missing; else the command to run and `done`, which marks the install complete once
 * the command succeeded.
 */
export function ensureDependenciesDeferringNative() {
  if (installed()) return null;
  console.log('• Installing dependencies (npm install; better-sqlite3 compiles beside the lint and build)…');
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts']);
  // The other packages with install scripts (allowScripts in package.json) take milliseconds.
  run('npm', ['rebuild', 'esbuild']);
  return { command: ['npm', 'rebuild', 'better-sqlite3'], done: markInstalled };
}

/** The newest modification time of a file, or of any file under a folder. */
function newestMtime(dir) {
  if (fs.existsSync(dir) && fs.statSync(dir).isFile()) return fs.statSync(dir).mtimeMs;
  let newest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

function stale(output, sources) {
  if (!fs.existsSync(path.join(root, output))) return true;
  const built = fs.statSync(path.join(root, output)).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** Builds the SPA and the server bundle when their sources are newer than the output. */
export function ensureBuilt() {
  const shared = ['packages/contracts/src', 'packages/workflow/src'];
  const seedData = ['packages/demo-bps/src'];
  const web = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/build'];
  if (stale('apps/web/dist/index.html', [...web, ...shared])) {
    console.log('• Building the web app…');
    run('npm', ['run', 'build', '-w', '@qualium/web']);
  }
  if (stale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/assets', ...shared, ...seedData])) {
    console.log('• Building the server…');
    run('npm', ['run', 'build', '-w', '@qualium/server']);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
