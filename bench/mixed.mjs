// Measures every explorer call of bench/explorer.mjs (32 connections, autocannon) while a writer
// creates non-conformities and runs their first transition at 0, 1, 5 and 20 writes per second
// through the HTTP API, in the same BP (NC) and centro the readers read: what every write costs
// the readers (kept answers are computed again after each write) and what the readers cost the
// writes. Prepare the data set as for bench/explorer.mjs (the writes stay in it: use a copy), then
//   DATABASE_URL=sqlite:/tmp/big-copy/q.db DATA_DIR=/tmp/big-copy node bench/mixed.mjs [seconds]
// (BENCH_WRITES=0,5 picks the rates, BENCH_ONLY=text the calls by title, BENCH_CONNECTIONS=n the load.)
// One row per call and rate: the readers' requests/s, p50 and p99, the writes done per second
// with their p50 and p99, and the 1-minute load average at the end of the cell.
import os from 'node:os';
import { explorerCalls, get, measureCall, post } from './explorer-calls.mjs';
import { ncCreationBody, START_ANALYSIS } from './nc-writes.mjs';
import { startBenchServer } from './server.mjs';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a copy of the prepared data set (see the comment at the top of this file).');
  process.exit(2);
}
const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RATES = (process.env.BENCH_WRITES ?? '0,1,5,20').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY;
const server = await startBenchServer();

/**
 * Starts writing `rate` times a second on a fixed schedule (a write late or slow does not delay the
 * next): a creation, then the first transition of the oldest unit it created and has not moved yet,
 * and so on. `stop()` waits for every write in flight, so that none lands in the next cell (writes
 * the server could not keep up with would otherwise throw away the next cell's kept answers), and
 * resolves the latencies, how many writes had ended when it was called, the errors and how long
 * the wait took.
 */
function startWriter(key, scope, body, rate) {
  const latencies = [];
  const errors = [];
  const inFlight = new Set();
  const created = [];
  let n = 0;
  const write = async () => {
    const i = n++;
    const t = performance.now();
    if (i % 2 === 1 && created.length) {
      const uid = created.shift();
      await post(server.base, key, `${scope}/unit/${encodeURIComponent(uid)}/execute_transition/`, START_ANALYSIS);
    } else {
      const { uid } = await post(server.base, key, `${scope}/unit/create_and_execute_initial_transition/`, {
        ...body,
        subject: `Mixed bench NC ${Date.now()}-${i}`,
      });
      created.push(uid);
    }
    latencies.push(performance.now() - t);
  };
  const timer =
    rate > 0 &&
    setInterval(() => {
      const p = write()
        .catch((e) => errors.push(e.message))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }, 1000 / rate);
  return async () => {
    if (timer) clearInterval(timer);
    const done = latencies.length;
    const waited = performance.now();
    await Promise.all(inFlight);
    return { latencies: latencies.sort((a, b) => a - b), done, errors, drained: (performance.now() - waited) / 1000 };
  };
}

const load = () => os.loadavg()[0].toFixed(1);
const percentile = (sorted, q) =>
  sorted.length ? `${Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))])} ms` : '–';

try {
  const key = await server.login('admin');
  const { big, allCount, calls } = await explorerCalls(server.base, key);
  const scope = `/api/v1/demo/${big.id}`;
  const body = ncCreationBody(
    await get(server.base, key, `${scope}/unit/get_fields_to_collect_during_creation/?business_process=NC`),
  );
  console.log(
    `${server.kind}: ${big.count} NC units in ${big.name}, ${allCount} in the demo company's centros; ` +
      `${connections} connections, ${seconds} s per cell, ${os.availableParallelism()} cores`,
  );
  console.log('| call | writes/s asked | req/s | p50 | p99 | errors | writes/s done | write p50 | write p99 | load |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { title, path } of calls) {
    if (ONLY && !title.includes(ONLY)) continue;
    for (const rate of RATES) {
      // The writer starts before the warm-up, so the warm-up does not leave the readers a kept
      // answer the first write would throw away.
      const stop = startWriter(key, scope, body, rate);
      const started = performance.now();
      // A server saturated by the writes may fail the warm-up: the cell is then reported as failed.
      const r = await measureCall({ base: server.base, key, path, connections, seconds }).catch((e) => e);
      const elapsed = (performance.now() - started) / 1000;
      const { latencies, done, errors, drained } = await stop();
      if (errors.length) console.error(`${errors.length} writes failed, the first: ${errors[0]}`);
      if (drained > 1) console.error(`the writes still in flight took ${drained.toFixed(1)} s to end`);
      if (r instanceof Error) {
        console.log(`| ${title} | ${rate} | failed: ${r.cause?.code ?? r.message} | | | | | | | ${load()} |`);
        continue;
      }
      console.log(
        `| ${title} | ${rate} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ` +
          `${r.errors + r.non2xx} | ${(done / elapsed).toFixed(1)} | ${percentile(latencies, 0.5)} | ` +
          `${percentile(latencies, 0.99)} | ${load()} |`,
      );
    }
  }
} finally {
  server.stop();
}
