// Measures unit writes with their whole transaction (state, responsible, due date, fields, typed
// index, history row, audit entry): creations, then transitions, 10 in flight at a time, through
// the HTTP API of the built server with the demo data. The last phase races two identical
// transitions on every unit and checks that exactly one of each pair wins (the other: 409).
// Usage: npm run build && node bench/transitions.mjs [units] [sqlite|postgres]
import http from 'node:http';
import { firstLeaf, ncCreationBody, START_ANALYSIS } from './nc-writes.mjs';
import { startBenchServer } from './server.mjs';

const units = Number(process.argv[2] ?? 400);
const server = await startBenchServer({ database: process.argv[3] ?? 'sqlite' });
const scope = `${server.base}/api/v1/demo/1`;
const CONCURRENCY = 10;

// node:http with kept-alive connections rather than fetch: the load generator shares the two cores
// with the server, and fetch cost it about three times the CPU per request (docs/performance.md).
const agent = new http.Agent({ keepAlive: true, maxSockets: 2 * CONCURRENCY });

/** Sends one request; answers its status and whole body as text. */
function send(key, method, url, body) {
  const payload = body ? JSON.stringify(body) : undefined;
  const headers = { authorization: `Token ${key}` };
  if (payload)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function call(key, method, url, body) {
  const res = await send(key, method, url, body);
  if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.text}`);
  return JSON.parse(res.text);
}

/** Runs `work(i)` for i < n, CONCURRENCY at a time; returns the throughput and latencies. */
async function measure(title, n, work) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) {
        const i = next++;
        const t = performance.now();
        await work(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    `${server.kind} ${title}: ${n} in ${seconds.toFixed(1)} s = ${Math.round(n / seconds)}/s, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms`,
  );
}

try {
  const key = await server.login('admin');
  const creation = await call(key, 'GET', `${scope}/unit/get_fields_to_collect_during_creation/?business_process=NC`);
  const base = ncCreationBody(creation);
  const uids = [];
  await measure('create_and_execute_initial_transition', units, async (i) => {
    const { uid } = await call(key, 'POST', `${scope}/unit/create_and_execute_initial_transition/`, {
      ...base,
      subject: `Bench NC ${i}`,
    });
    uids.push(uid);
  });
  await measure('execute_transition (iniciar_analisis)', uids.length, (i) =>
    call(key, 'POST', `${scope}/unit/${encodeURIComponent(uids[i])}/execute_transition/`, START_ANALYSIS),
  );
  const planning = await call(
    key,
    'GET',
    `${scope}/unit/${encodeURIComponent(uids[0])}/get_fields_to_collect_during_transition/?transition_id=planificar_acciones`,
  );
  const rootCause = firstLeaf(planning.fields.find((f) => f.id === 'root_cause_category').items);
  await measure('execute_transition (planificar_acciones)', uids.length, (i) =>
    call(key, 'POST', `${scope}/unit/${encodeURIComponent(uids[i])}/execute_transition/`, {
      transition_id: 'planificar_acciones',
      root_cause_category: rootCause,
      root_cause: 'Instrucción de trabajo desactualizada.',
      actions_due: '2027-01-15',
    }),
  );
  await measure('GET unit/{uid}/', uids.length, (i) =>
    call(key, 'GET', `${scope}/unit/${encodeURIComponent(uids[i])}/`),
  );
  const [editor] = await call(
    key,
    'GET',
    `${scope}/unit/${encodeURIComponent(uids[0])}/get_transition_candidate_responsibles/?transition_id=solicitar_verificacion`,
  );
  const outcomes = { 200: 0, 409: 0 };
  await measure('execute_transition raced in pairs (solicitar_verificacion)', uids.length, async (i) => {
    const url = `${scope}/unit/${encodeURIComponent(uids[i])}/execute_transition/`;
    const body = { transition_id: 'solicitar_verificacion', responsible: editor.id };
    const pair = await Promise.all([send(key, 'POST', url, body), send(key, 'POST', url, body)]);
    const statuses = pair.map((res) => res.status);
    if (statuses.sort().join() !== '200,409') throw new Error(`${uids[i]}: the pair answered ${statuses}`);
    for (const status of statuses) outcomes[status] += 1;
  });
  console.log(`${server.kind} raced pairs: ${outcomes[200]} won, ${outcomes[409]} answered 409`);
} finally {
  agent.destroy();
  server.stop();
}
