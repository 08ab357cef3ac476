// Measures the explorer calls on a few thousand units: the lists (first page, all centros, a deep
// page, a field sort, search, advanced and date filters), global search, the to-do list, the
// calendar and the charts. Tops the demo company up with NC units created through the API until its
// four centros hold `units` units, then runs autocannon on each call (10 connections).
// Usage: npm run build && node bench/explorer.mjs [units] [sqlite|postgres] [seconds]
// (QUALIUM_SERVER_MAIN=apps/server/dist-x/main.js measures a private build.)
import autocannon from 'autocannon';
import { startBenchServer } from './server.mjs';

const target = Number(process.argv[2] ?? 3000);
const server = await startBenchServer({ database: process.argv[3] ?? 'sqlite' });
const seconds = Number(process.argv[4] ?? 8);
const CENTROS = [1, 2, 3, 4];
const CONCURRENCY = 10;
const WORDS = ['etiquetado', 'temperatura', 'calibración', 'proveedor', 'limpieza', 'trazabilidad', 'formación'];

async function call(key, method, url, body) {
  const res = await fetch(url, {
    method,
    headers: { authorization: `Token ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const leaves = (items) => items.flatMap((i) => (i.children?.length ? leaves(i.children) : [i.value]));

/** NC creation forms per centro (its responsible candidates), with every choice the form offers. */
async function creationForms(key) {
  const forms = new Map();
  for (const centro of CENTROS) {
    const fields = await call(
      key,
      'GET',
      `${server.base}/api/v1/demo/${centro}/unit/get_fields_to_collect_during_creation/?business_process=NC`,
    );
    const items = (id) => leaves(fields.fields.find((f) => f.id === id).items);
    forms.set(centro, {
      origin: items('origin'),
      severity: items('severity'),
      affected: items('affected_process'),
      people: fields.responsible_candidates.map((c) => c.id),
    });
  }
  return forms;
}

async function topUp(key) {
  const scope = `${server.base}/api/v1/demo/1`;
  const all = await call(key, 'GET', `${scope}/unit/global_search/?centros=${CENTROS.join(',')}&items_per_page=1`);
  const missing = Math.max(0, target - all.count);
  if (missing === 0) return all.count;
  const forms = await creationForms(key);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < missing) {
        const i = next++;
        const centro = CENTROS[i % CENTROS.length];
        const form = forms.get(centro);
        const pick = (list, salt) => list[(i * 7 + salt) % list.length];
        const day = new Date(Date.UTC(2025, 0, 1) + ((i * 37) % 680) * 86_400_000).toISOString().slice(0, 10);
        await call(key, 'POST', `${server.base}/api/v1/demo/${centro}/unit/create_and_execute_initial_transition/`, {
          business_process: 'NC',
          subject: `Desviación ${i} de ${pick(WORDS, 3)} en planta ${i % 9}`,
          origin: pick(form.origin, 1),
          severity: pick(form.severity, 2),
          description: `Detectada durante la ronda de ${pick(WORDS, 5)} del turno ${i % 3}.`,
          detected_by: pick(form.people, 4),
          detected_on: day,
          affected_process: pick(form.affected, 6),
          quantity_affected: String(i % 50),
          responsible: pick(form.people, 0),
        });
      }
    }),
  );
  console.log(`created ${missing} NC units in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return all.count + missing;
}

async function run(title, path, key) {
  // Warm up first (JIT, page cache), so that the first call measured is not penalised.
  for (let i = 0; i < 20; i++) await call(key, 'GET', `${server.base}${path}`);
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: server.base,
        connections: 10,
        duration: seconds,
        requests: [{ path, headers: { authorization: `Token ${key}` } }],
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
  const units = await topUp(key);
  const centro1 = await call(
    key,
    'GET',
    `${server.base}/api/v1/demo/1/unit/explorer/?business_process=NC&items_per_page=1`,
  );
  console.log(`${server.kind}: ${units} units in the demo company's 4 centros, ${centro1.count} NC in centro 1`);
  const q = (params) => new URLSearchParams(params).toString();
  const explorer = (params) => `/api/v1/demo/1/unit/explorer/?${q({ business_process: 'NC', ...params })}`;
  console.log('| call | requests/s | p50 | p99 | errors |');
  console.log('| --- | --- | --- | --- | --- |');
  await run('explorer, first page (limit order)', explorer({}), key);
  await run('explorer, 4 centros', explorer({ centros: CENTROS.join(',') }), key);
  await run('explorer, page 50', explorer({ offset: 490 }), key);
  await run('explorer, sorted by a field', explorer({ sort_by: 'severity:desc' }), key);
  await run('explorer, search', explorer({ search: 'calibracion', centros: CENTROS.join(',') }), key);
  await run(
    'explorer, advanced + date filters',
    explorer({
      centros: CENTROS.join(','),
      advanced_filters: JSON.stringify({ severity: ['grave', 'critica'] }),
      filter_dates: JSON.stringify({ range: ['2025-03-01', '2025-09-30'], field: 'detected_on' }),
    }),
    key,
  );
  await run('global search', `/api/v1/demo/1/unit/global_search/?${q({ search: 'temperatura' })}`, key);
  await run('to-do list', '/api/v1/demo/1/unit/explorer_user_todo_list/', key);
  await run(
    'explorer calendar (month)',
    `/api/v1/demo/1/unit/explorer_calendar/?${q({ business_process: 'NC', start: '2025-06-01', end: '2025-07-01' })}`,
    key,
  );
  await run('charts (8 charts)', `/api/v1/demo/1/charts/view/?${q({ business_process: 'NC' })}`, key);
} finally {
  server.stop();
}
