// Measures the explorer calls (bench/explorer-calls.mjs) on a large data set with autocannon at 32
// connections, as `admin`.
//
// The data set is prepared once (minutes; see docs/performance.md for the exact commands):
//   npm run build
//   DATABASE_URL=sqlite:/tmp/big/q.db DATA_DIR=/tmp/big npm run seed
//   DATABASE_URL=… DATA_DIR=… npm run seed -- --units 770000 --bulk
//   DATABASE_URL=… DATA_DIR=… npm run seed -- --units 210000 --bulk --bp NC --centro hospital-universitario-demo
// (in this order: copies are made of every unit there is, so the second run's copies would skew
// the first's mix)
// then: DATABASE_URL=sqlite:/tmp/big/q.db node bench/explorer.mjs [seconds]
// (BENCH_CONNECTIONS=n sets the load, 32 by default; BENCH_ONLY=text picks calls by title)
// (QUALIUM_SERVER_MAIN=apps/server/dist-x/main.js measures a private build.)
// bench/mixed.mjs measures the same calls while units are written.
import { explorerCalls, measureCall } from './explorer-calls.mjs';
import { startBenchServer } from './server.mjs';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the prepared data set (see the comment at the top of this file).');
  process.exit(2);
}
const seconds = Number(process.argv[2] ?? 10);
// 32 by default (the load); BENCH_CONNECTIONS=1 gives one user's latency on an idle server.
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
// BENCH_ONLY=text measures only the calls whose title holds it.
const ONLY = process.env.BENCH_ONLY;
const server = await startBenchServer();

try {
  const key = await server.login('admin');
  const { big, allCount, calls } = await explorerCalls(server.base, key);
  console.log(`${server.kind}: ${big.count} NC units in ${big.name}, ${allCount} in the demo company's centros`);
  console.log('| call | requests/s | p50 | p99 | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const { title, path } of calls) {
    if (ONLY && !title.includes(ONLY)) continue;
    const r = await measureCall({ base: server.base, key, path, connections, seconds });
    console.log(
      `| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors + r.non2xx} |`,
    );
  }
} finally {
  server.stop();
}
