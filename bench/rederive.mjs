// A definition replacement that changes what NC's units store (a text area made searchable, or
// not: each run flips the first one), while one client creates NC units in the demo centro with
// the most of them, twice a second, for BENCH_SECONDS (default 120): when the replacement answers,
// and what the writes wait meanwhile. The server logs (info) when the units' pass ends
// (units/rederive.ts: "units brought to the replaced definition", with `ms`). It writes to the
// data set: run it on a copy (docs/performance.md).
// Usage: DATABASE_URL=… DATA_DIR=… node bench/rederive.mjs
import { explorerCalls, get, post } from './explorer-calls.mjs';
import { ncCreationBody } from './nc-writes.mjs';
import { startBenchServer } from './server.mjs';

const server = await startBenchServer({
  database: process.env.DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite',
  env: { LOG_LEVEL: 'info' },
});
const seconds = Number(process.env.BENCH_SECONDS ?? 120);
try {
  const key = await server.login('admin');
  const auth = { authorization: `Token ${key}` };
  const { big } = await explorerCalls(server.base, key);
  const scope = `/api/v1/demo/${big.id}`;
  const body = ncCreationBody(
    await get(server.base, key, `${scope}/unit/get_fields_to_collect_during_creation/?business_process=NC`),
  );
  const stored = (await get(server.base, key, '/api/v1/demo/businessprocess/')).results.find(
    (r) => r.reference === 'NC',
  );
  const definition = JSON.parse(stored.business_process);
  const { info, model } = definition.business_process;
  const flipped = model.fields.find((f) => f.kind === 'textarea' && f.id !== info.title_field);
  flipped.searchable = !flipped.searchable;

  const writes = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const t = performance.now();
      await post(server.base, key, `${scope}/unit/create_and_execute_initial_transition/`, {
        ...body,
        subject: `Rederive bench NC ${Date.now()}-${i}`,
      });
      writes.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 500));
    }
  })();

  const form = new FormData();
  form.append('json_file', new Blob([JSON.stringify(definition)], { type: 'application/json' }), 'NC.json');
  const started = performance.now();
  const res = await fetch(`${server.base}/api/v1/demo/businessprocess/${stored.id}/`, {
    method: 'PUT',
    headers: auth,
    body: form,
  });
  const took = performance.now() - started;
  if (!res.ok) throw new Error(`PUT: ${res.status} ${await res.text()}`);
  await new Promise((r) => setTimeout(r, Math.max(0, seconds * 1000 - took)));
  writing = false;
  await writer;
  const sorted = [...writes].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0);
  console.log(
    `${server.kind}: NC field ${flipped.id} made ${flipped.searchable ? '' : 'not '}searchable, answered in ` +
      `${(took / 1000).toFixed(1)} s; ${writes.length} creations in ${seconds} s from the replacement, ` +
      `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
} finally {
  server.stop();
}
