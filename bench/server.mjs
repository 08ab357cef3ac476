// Starts the built server for a benchmark on a fresh database with the demo data: SQLite in a
// temporary folder, or PostgreSQL when `postgres` is asked for (a throwaway cluster, as the API
// tests use) or DATABASE_URL is set.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPgCluster } from '../scripts/pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// `env`: settings of the run's own (bench/fuzz.mjs shortens the login slowdown of its one address).
export async function startBenchServer({ database = 'sqlite', env = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-bench-'));
  const cluster = database === 'postgres' && !process.env.DATABASE_URL ? await startPgCluster() : null;
  const databaseUrl = process.env.DATABASE_URL ?? cluster?.url('postgres') ?? `sqlite:${path.join(dir, 'bench.db')}`;
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;
  // A private build can be measured beside the shared one, as in e2e (QUALIUM_SERVER_MAIN).
  const main = process.env.QUALIUM_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  const server = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // A prepared data set's folder (its blobs: report templates, files) when one is named.
      DATA_DIR: process.env.DATA_DIR ?? dir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  const stop = () => {
    server.kill('SIGTERM');
    cluster?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // The first start seeds the demo data: minutes on a busy machine.
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return {
          base,
          stop,
          kind: databaseUrl.startsWith('sqlite') ? 'sqlite' : 'postgres',
          login: (u) => login(base, u),
        };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('server did not start');
}

async function login(base, username) {
  const res = await fetch(`${base}/api/v1/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo1234!' }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return (await res.json()).key;
}
