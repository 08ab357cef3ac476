// Measures the session endpoints every page load hits: the token check and user_data/me,
// on the built server with the demo data.
// Usage: npm run build && node bench/session.mjs [seconds] [sqlite|postgres]
import autocannon from 'autocannon';
import { startBenchServer } from './server.mjs';

const seconds = Number(process.argv[2] ?? 10);
const server = await startBenchServer({ database: process.argv[3] ?? 'sqlite' });

function run(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: server.base, connections: 10, duration: seconds, ...opts }, (err, r) => {
      if (err) return reject(err);
      console.log(
        `${title}: ${Math.round(r.requests.average)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`,
      );
      resolve(r);
    });
  });
}

try {
  const key = await server.login('admin');
  await run('GET /api/v1/user_data/me/', {
    requests: [{ path: '/api/v1/user_data/me/', headers: { authorization: `Token ${key}` } }],
  });
  await run('GET /api/v1/token/{key}/', { requests: [{ path: `/api/v1/token/${key}/` }] });
  await run('GET /api/health', { requests: [{ path: '/api/health' }] });
} finally {
  server.stop();
}
