// The explorer calls bench/explorer.mjs and bench/mixed.mjs measure, and how one is measured: the
// lists (first page of a BP in a centro, all centros, a deep page, a field sort, search, advanced
// and date filters), global search, the to-do list, a month of calendar and the charts, as `admin`,
// in the demo centro with the most NC units (the one the bulk seed made large).
import autocannon from 'autocannon';

/** GET `path` as the holder of `key`; throws on an error status. */
export async function get(base, key, path) {
  // A minute at most: a saturated server fails the call rather than hang the benchmark.
  const res = await fetch(`${base}${path}`, {
    headers: { authorization: `Token ${key}` },
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** POST `body` to `path` as the holder of `key`; throws on an error status. */
export async function post(base, key, path, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Token ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * The calls, in the order they are measured: `{ title, path }`, where `path` is one request's path
 * or a function of the request's number for a different one each time. Also the big centro (its
 * id, name, NC count) and the NC count across the demo company's centros.
 */
export async function explorerCalls(base, key) {
  const call = (path) => get(base, key, path);
  const me = await call('/api/v1/user_data/me/');
  const demo = me.centros.filter((c) => c.site === me.sites.find((s) => s.path === '/demo').id);
  const centros = demo.map((c) => c.id).join(',');
  const q = (params) => new URLSearchParams(params).toString();
  let big = null;
  for (const c of demo) {
    const { count } = await call(`/api/v1/demo/${c.id}/unit/explorer/?business_process=NC&items_per_page=1`);
    if (!big || count > big.count) big = { id: c.id, name: c.name, count };
  }
  const scope = `/api/v1/demo/${big.id}`;
  const all = await call(`${scope}/unit/explorer/?${q({ business_process: 'NC', centros, items_per_page: 1 })}`);
  const explorer = (params) => `${scope}/unit/explorer/?${q({ business_process: 'NC', ...params })}`;
  const month = new Date();
  const start = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1));
  const end = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  const day = (d) => d.toISOString().slice(0, 10);
  // Searches and field sorts keep their first units per data version (explorer/window.ts): a
  // search for words nobody asked before, and a field sort under a filter nobody asked before (an
  // excluded state named after the request), show what they cost the first time. Each request of
  // the run asks another (`fresh`, never reset between cells). They come last: requests
  // autocannon gave up on still run in the server for a while, and would slow the next call measured.
  const searches = await searchesNeverAsked(call, explorer);
  const calls = [
    { title: 'explorer: NC in one centro, first page, default sort, count', path: explorer({}) },
    { title: 'explorer: NC in all 4 centros', path: explorer({ centros }) },
    { title: 'explorer: page 50', path: explorer({ offset: 490 }) },
    { title: 'explorer: sorted by creation date, newest first', path: explorer({ sort_by: 'fecha_creacion:desc' }) },
    { title: 'explorer: sorted by a field (severity)', path: explorer({ sort_by: 'severity:desc' }) },
    { title: 'explorer: search one word', path: explorer({ search: 'calibración' }) },
    { title: 'explorer: search two words, 4 centros', path: explorer({ search: 'lote defectuoso', centros }) },
    {
      title: 'explorer: advanced + date filters',
      path: explorer({
        advanced_filters: JSON.stringify({ severity: ['grave', 'critica'] }),
        filter_dates: JSON.stringify({ range: ['2026-03-01', '2026-09-30'], field: 'detected_on' }),
      }),
    },
    { title: 'global search', path: `${scope}/unit/global_search/?${q({ search: 'temperatura' })}` },
    { title: 'to-do list', path: `${scope}/unit/explorer_user_todo_list/` },
    {
      title: 'explorer calendar, this month',
      path: `${scope}/unit/explorer_calendar/?${q({ business_process: 'NC', start: day(start), end: day(end) })}`,
    },
    { title: 'charts view (NC)', path: `${scope}/charts/view/?${q({ business_process: 'NC' })}` },
    {
      title: 'explorer: search one word, never asked before',
      path: () => explorer({ search: searches(fresh++) }),
    },
    {
      title: 'explorer: field sort, never asked before',
      path: () => explorer({ sort_by: 'severity:desc', exclude_states: `x${fresh++}` }),
    },
  ];
  return { big, allCount: all.count, calls };
}

/** Numbers the requests of the "never asked before" calls over the whole run. */
let fresh = 0;

/** Folded as the server folds search text: lower case, no accents. */
const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Search strings as users type them, none asked twice: every piece of four letters or more of the
 * words in the big centro's unit titles (taken from the list's first and last pages), then pairs of
 * them once those run out. The `i`th string of the run.
 */
async function searchesNeverAsked(call, explorer) {
  const titles = [];
  for (const sort_by of ['fecha_creacion:desc', 'fecha_creacion:asc', 'reference:desc', 'title:asc']) {
    titles.push(...(await call(explorer({ sort_by, items_per_page: 100 }))).units.map((u) => u.title));
  }
  const words = [...new Set(titles.flatMap((t) => fold(t).split(/[^a-z0-9]+/)))].filter((w) => w.length >= 5).sort();
  const pieces = new Set();
  for (const w of words)
    for (let a = 0; a < w.length; a++) for (let b = a + 4; b <= w.length; b++) pieces.add(w.slice(a, b));
  const all = [...pieces];
  return (i) => (i < all.length ? all[i] : `${all[i % all.length]} ${all[Math.floor(i / all.length) % all.length]}`);
}

/**
 * Measures one call with autocannon: `connections` for `seconds`, after a warm-up (JIT, page cache,
 * and what each worker process keeps) so that the first call measured is not penalised: 300
 * requests, or 3 s of them for the slow calls, but at least 8. The warm-up sends them on four
 * connections at once: the server's cluster hands out connections, not requests, to its worker
 * processes, so requests one after another on one kept-alive connection all reach the same worker
 * and leave the other to compute what it keeps under the measured load. Resolves autocannon's result.
 */
export async function measureCall({ base, key, path, connections, seconds }) {
  const pathOf = typeof path === 'function' ? path : () => path;
  let n = 0;
  const warmUntil = Date.now() + 3000;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 75 && (i < 2 || Date.now() < warmUntil); i++) await get(base, key, pathOf(n++));
    }),
  );
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            headers: { authorization: `Token ${key}` },
            setupRequest: (request) => ({ ...request, path: pathOf(n++) }),
          },
        ],
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    );
  });
}
