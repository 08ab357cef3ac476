import { get } from './explorer-calls.mjs';
const base = process.env.BASE;
const res = await fetch(`${base}/api/v1/rest-auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Demo1234!' }) });
const key = (await res.json()).key;
const tag = Date.now() % 100000;
for (const c of [2, 1]) {
  for (let i = 0; i < 3; i++) {
    for (const sort of ['severity:desc', 'severity:asc']) {
      const t = performance.now();
      const r = await get(base, key, `/api/v1/demo/${c}/unit/explorer/?business_process=NC&sort_by=${sort}&exclude_states=y${i}_${tag}&offset=${i * 1000}`);
      console.log(c, sort, i * 1000, r.count, Math.round(performance.now() - t), 'ms', r.units.map((u) => u.reference).slice(0, 2).join(' '));
    }
  }
}
