// Measures the session endpoints every page load hits: the token check and user_data/me,
// on the built server with the demo data, on SQLite (default) or DATABASE_URL.
// Usage: npm run build && node bench/session.mjs [seconds]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.argv[2] ?? 10);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.DATABASE_URL ?? `sqlite:${path.join(dir, 'bench.db')}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});

async function waitUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections: 10, duration: seconds, ...opts }, (err, r) => {
      if (err) return reject(err);
      console.log(
        `${title}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
      );
      resolve(r);
    });
  });
}

try {
  await waitUp();
  const login = await fetch(`${base}/api/v1/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Demo1234!' }),
  });
  const { key } = await login.json();
  await run('GET /api/v1/user_data/me/', {
    requests: [{ path: '/api/v1/user_data/me/', headers: { authorization: `Token ${key}` } }],
  });
  await run('GET /api/v1/token/{key}/', { requests: [{ path: `/api/v1/token/${key}/` }] });
  await run('GET /api/health', { requests: [{ path: '/api/health' }] });
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
