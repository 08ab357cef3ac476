// The fuzzer of apps/server/test/fuzz.api.test.ts as a soak: the same seeded requests (every
// operation of the OpenAPI document as anonymous, staff and admin; malformed bodies, queries,
// paths, encodings, content types) sent over HTTP to the built server, CONCURRENCY at a time,
// while GET /api/health is timed every 100 ms. Reports answers by status, every request that got
// a 5xx or leaked a stack trace or SQL, failed to get an answer, or took longer than 30 s, and
// the health latencies idle and under the fuzzer. Exits 1 on any failure.
// Usage: npm run build && node bench/fuzz.mjs [requests=100000] [sqlite|postgres] [seed=11] [in flight=4]
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { startBenchServer } from './server.mjs';

const count = Number(process.argv[2] ?? 100_000);
const database = process.argv[3] ?? 'sqlite';
const seed = Number(process.argv[4] ?? 11);
const CONCURRENCY = Number(process.argv[5] ?? 4);
const TIMEOUT_MS = 30_000;
const USERS = { staff: 'user', admin: 'admin' };

/** The test's request generator and verdict, bundled from their TypeScript for this run. */
async function loadFuzzer() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const outfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-fuzz-')), 'fuzz.mjs');
  await build({
    stdin: {
      contents: "export * from './cases.ts'; export * from './verdict.ts';",
      resolveDir: path.join(here, '../apps/server/test/fuzz'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'warning',
  });
  return import(outfile);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (samples) => {
  const s = [...samples].sort((a, b) => a - b);
  const f = (x) => x.toFixed(1);
  return `n ${s.length}, p50 ${f(percentile(s, 50))} ms, p95 ${f(percentile(s, 95))} ms, p99 ${f(percentile(s, 99))} ms, max ${f(s.at(-1) ?? 0)} ms`;
};

/** One GET /api/health on a connection of its own: the fuzzer's connections, which the server
 * closes after some malformed requests (413, 431…), are never reused for it. */
function healthOnce(base) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/health`, { agent: false, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
  });
}

/** Times GET /api/health every 100 ms until stopped. */
function sampleHealth(base) {
  const samples = [];
  const failures = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const status = await healthOnce(base);
        if (status !== 200) failures.push(`status ${status}`);
      } catch (error) {
        failures.push(error.code ?? error.message);
      }
      samples.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { samples, failures };
    },
  };
}

/**
 * A new session for a role whose session a fuzzed logout ended. The fuzzer's own failed logins
 * slow its address down (LOGIN_SLOWDOWN_MS, shortened here): a sign-in refused for its turn is
 * tried again a second later.
 */
async function signIn(role) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await server.login(USERS[role]);
    } catch (error) {
      if (attempt === 10) throw error;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

const fuzz = await loadFuzzer();
const server = await startBenchServer({ database, env: { LOGIN_SLOWDOWN_MS: '1', LOG_LEVEL: 'error' } });
let failed = false;
try {
  const tokens = { staff: await server.login('user'), admin: await server.login('admin') };
  const get = async (url, role) =>
    (await fetch(`${server.base}${url}`, { headers: { authorization: `Token ${tokens[role]}` } })).json();
  const document = await (await fetch(`${server.base}/api/docs/json`)).json();
  const operations = fuzz.operationsOf(document);
  const ownIds = new Set([
    String((await get('/api/v1/user_data/me/', 'staff')).id),
    String((await get('/api/v1/user_data/me/', 'admin')).id),
  ]);
  const units = await get('/api/v1/demo/3/unit/explorer/?business_process=NC&items_per_page=5', 'admin');
  const targets = {
    site: '/demo',
    subSite: '/demo/norte',
    centro: '/demo/3',
    uids: units.units.map((u) => u.uid),
    ids: ['1', '2', '3', '4', '5', '7', '12'].filter((id) => !ownIds.has(id)),
  };

  const idle = sampleHealth(server.base);
  await new Promise((r) => setTimeout(r, 5000));
  const idleHealth = await idle.stop();

  const statuses = {};
  const failures = [];
  let unsendable = 0;
  let next = 0;
  /** The slowest answer of each operation, to name what holds the server up. */
  const slowest = new Map();
  const busy = sampleHealth(server.base);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const request = fuzz.fuzzRequest(seed, next++, operations, targets);
        const token = tokens[request.role];
        const headers = { ...request.headers, ...(token ? { authorization: `Token ${token}` } : {}) };
        let res;
        let body;
        const sentAt = performance.now();
        try {
          res = await fetch(`${server.base}${request.url}`, {
            method: request.method,
            headers,
            body: request.payload,
            redirect: 'manual',
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
          body = await res.text();
        } catch (error) {
          const cause = error.cause?.code ?? error.cause?.message ?? error.name;
          // What fetch itself refuses to send (a header value it cannot encode) never reached the server.
          if (error.name === 'TypeError' && !error.cause) {
            unsendable++;
            continue;
          }
          // A body over the limit is answered 413 and the connection closed while it is still sent.
          if (
            String(request.payload ?? '').length > 1024 * 1024 &&
            /EPIPE|ECONNRESET|SocketError|UND_ERR_SOCKET/.test(cause)
          ) {
            statuses['413 (closed while sending)'] = (statuses['413 (closed while sending)'] ?? 0) + 1;
            continue;
          }
          failures.push(`no answer (${cause}): ${fuzz.describeRequest(request, seed)}`);
          continue;
        }
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const took = performance.now() - sentAt;
        if (took > (slowest.get(request.operation)?.took ?? 0))
          slowest.set(request.operation, { took, status: res.status });
        const problems = fuzz.problemsOf(res.status, res.headers.get('content-type') ?? '', body);
        if (problems.length)
          failures.push(`${problems.join(', ')}: ${fuzz.describeRequest(request, seed)} → ${body.slice(0, 300)}`);
        if (res.status === 401 && request.role !== 'anonymous') tokens[request.role] = await signIn(request.role);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const busyHealth = await busy.stop();
  const after = await fetch(`${server.base}/api/health`);

  console.log(
    `Fuzzer: ${count} requests (seed ${seed}, ${operations.length} operations × 3 roles) on ${server.kind}, ${CONCURRENCY} in flight`,
  );
  console.log(`  ${seconds.toFixed(0)} s, ${Math.round(count / seconds)} req/s; ${unsendable} not sendable by fetch`);
  console.log(
    `  answers: ${Object.entries(statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
  );
  console.log(`  failures: ${failures.length}`);
  for (const f of failures.slice(0, 20)) console.log(`    ${f}`);
  const slow = [...slowest].sort((a, b) => b[1].took - a[1].took).slice(0, 8);
  console.log(
    `  slowest answers: ${slow.map(([op, { took, status }]) => `${op} ${took.toFixed(0)} ms (${status})`).join('; ')}`,
  );
  const failedHealth = ({ failures }) =>
    failures.length ? `failed ${failures.length} (${failures.join(', ')})` : 'none failed';
  console.log(`  GET /api/health idle: ${summary(idleHealth.samples)}; ${failedHealth(idleHealth)}`);
  console.log(`  GET /api/health under the fuzzer: ${summary(busyHealth.samples)}; ${failedHealth(busyHealth)}`);
  console.log(`  healthy after: ${after.status === 200}`);
  failed = failures.length > 0 || busyHealth.failures.length > 0 || after.status !== 200;
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
