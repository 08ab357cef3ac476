// Measures the explorer calls on a large data set: the lists (first page of a BP in a centro, all
// centros, a deep page, a field sort, search, advanced and date filters), global search, the to-do
// list, a month of calendar and the charts, with autocannon at 32 connections, as `admin`.
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
import autocannon from 'autocannon';
import { startBenchServer } from './server.mjs';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the prepared data set (see the comment at the top of this file).');
  process.exit(2);
}
const seconds = Number(process.argv[2] ?? 10);
// 32 by default (the load); BENCH_CONNECTIONS=1 gives one user's latency on an idle server.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
// BENCH_ONLY=text measures only the calls whose title holds it.
const ONLY = process.env.BENCH_ONLY;
const server = await startBenchServer();

async function call(key, path) {
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Token ${key}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** `path` is one request's path, or a function of the request's number for a different one each time. */
async function run(title, path, key) {
  if (ONLY && !title.includes(ONLY)) return;
  const pathOf = typeof path === 'function' ? path : () => path;
  let n = 0;
  // Warm up first (JIT, page cache, and what each worker process keeps), so that the first call
  // measured is not penalised: 300 requests, or 3 s of them for the slow calls, but at least 8 so
  // that both worker processes computed what they keep.
  const warmUntil = Date.now() + 3000;
  for (let i = 0; i < 300 && (i < 8 || Date.now() < warmUntil); i++) await call(key, pathOf(n++));
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            headers: { authorization: `Token ${key}` },
            setupRequest: (request) => ({ ...request, path: pathOf(n++) }),
          },
        ],
      },
      (err, r) => {
        if (err) return reject(err);
        console.log(
          `| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${r.errors + r.non2xx} |`,
        );
        resolve(r);
      },
    );
  });
}

try {
  const key = await server.login('admin');
  const me = await call(key, '/api/v1/user_data/me/');
  const demo = me.centros.filter((c) => c.site === me.sites.find((s) => s.path === '/demo').id);
  const centros = demo.map((c) => c.id).join(',');
  const q = (params) => new URLSearchParams(params).toString();
  // The demo centro with the most NC units: the one the bulk seed made large.
  let big = null;
  for (const c of demo) {
    const { count } = await call(key, `/api/v1/demo/${c.id}/unit/explorer/?business_process=NC&items_per_page=1`);
    if (!big || count > big.count) big = { id: c.id, name: c.name, count };
  }
  const scope = `/api/v1/demo/${big.id}`;
  const all = await call(key, `${scope}/unit/explorer/?${q({ business_process: 'NC', centros, items_per_page: 1 })}`);
  console.log(`${server.kind}: ${big.count} NC units in ${big.name}, ${all.count} in the demo company's centros`);
  const explorer = (params) => `${scope}/unit/explorer/?${q({ business_process: 'NC', ...params })}`;
  console.log('| call | requests/s | p50 | p99 | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  await run('explorer: NC in one centro, first page, default sort, count', explorer({}), key);
  await run('explorer: NC in all 4 centros', explorer({ centros }), key);
  await run('explorer: page 50', explorer({ offset: 490 }), key);
  await run('explorer: sorted by creation date, newest first', explorer({ sort_by: 'fecha_creacion:desc' }), key);
  await run('explorer: sorted by a field (severity)', explorer({ sort_by: 'severity:desc' }), key);
  await run('explorer: search one word', explorer({ search: 'calibración' }), key);
  await run('explorer: search two words, 4 centros', explorer({ search: 'lote defectuoso', centros }), key);
  await run(
    'explorer: advanced + date filters',
    explorer({
      advanced_filters: JSON.stringify({ severity: ['grave', 'critica'] }),
      filter_dates: JSON.stringify({ range: ['2026-03-01', '2026-09-30'], field: 'detected_on' }),
    }),
    key,
  );
  await run('global search', `${scope}/unit/global_search/?${q({ search: 'temperatura' })}`, key);
  await run('to-do list', `${scope}/unit/explorer_user_todo_list/`, key);
  const month = new Date();
  const start = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
  const end = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  await run(
    'explorer calendar, this month',
    `${scope}/unit/explorer_calendar/?${q({ business_process: 'NC', start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) })}`,
    key,
  );
  await run('charts view (NC)', `${scope}/charts/view/?${q({ business_process: 'NC' })}`, key);
  // Searches and field sorts keep their first units per data version (explorer/window.ts): a
  // filter no request asked before (here an excluded state named after the request) shows what
  // they cost the first time. They run last: requests autocannon gave up on still run in the
  // server for a while, and would slow the next call measured.
  const words = ['planta', 'paciente', 'revision', 'urgencias', 'turno', 'reclamacion', 'firma', 'copias'];
  await run(
    'explorer: search one word, never asked before',
    (i) => explorer({ search: words[i % words.length], exclude_states: `x${i}` }),
    key,
  );
  await run(
    'explorer: field sort, never asked before',
    (i) => explorer({ sort_by: 'severity:desc', exclude_states: `x${i}` }),
    key,
  );
} finally {
  server.stop();
}
