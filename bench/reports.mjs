// List reports at scale (get_list_report): every NC unit of the demo company's centres written to
// xlsx while they are read by keyset, as `admin`, one export at a time. Reports the rows, the time
// to the last byte, the file size, and the server's resident memory before and at its peak during
// the export (sampled from /proc every 20 ms), for a small and a large export, so that bounded
// memory shows as a peak that does not grow with the rows. Each file is read back with exceljs's
// streaming reader and its rows counted against the explorer's count.
//
// The data set is prepared once (minutes):
//   cd apps/server && node build.mjs   (or --outdir dist-x for a private build, with QUALIUM_SERVER_MAIN)
//   DATABASE_URL=sqlite:/tmp/big/q.db DATA_DIR=/tmp/big node apps/server/dist/seed-cli.js
//   DATABASE_URL=sqlite:/tmp/big/q.db DATA_DIR=/tmp/big node apps/server/dist/seed-cli.js --units 100000 --bulk
// (what `npm run seed -- --units 100000 --bulk` runs), and 100,000 more NC units in the hospital so
// that one list holds them:
//   DATABASE_URL=… DATA_DIR=… node apps/server/dist/seed-cli.js --units 100000 --bulk --bp NC --centro hospital-universitario-demo
// then:
//   DATABASE_URL=sqlite:/tmp/big/q.db DATA_DIR=/tmp/big node bench/reports.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { startBenchServer } from './server.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const ExcelJS = require('exceljs');

if (!process.env.DATABASE_URL || !process.env.DATA_DIR) {
  console.error('Set DATABASE_URL and DATA_DIR to the prepared data set (see the comment at the top of this file).');
  process.exit(2);
}
// One server process, so that its memory is the export's.
process.env.WEB_CONCURRENCY = '1';
const server = await startBenchServer();

/** The server process this script started (startBenchServer's child). */
function serverPid() {
  const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)])
    .toString()
    .trim()
    .split(/\s+/);
  return Number(out[0]);
}
/**
 * The process's anonymous resident memory (heap, buffers: what the export itself holds), apart from
 * the file-backed pages of SQLite's memory-mapped database, which count in VmRSS too.
 */
const memoryMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { anon: kb('RssAnon'), rss: kb('VmRSS') };
};

async function call(key, path) {
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Token ${key}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Rows of the first sheet, read as a stream (a 100,000-row file is not loaded whole). */
async function countRows(file) {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache' });
  for await (const sheet of reader) {
    for await (const _row of sheet) rows++;
    break;
  }
  return rows;
}

async function exportOnce(key, pid, scope, query, label) {
  const before = memoryMb(pid);
  const peak = { ...before };
  const timer = setInterval(() => {
    const now = memoryMb(pid);
    peak.anon = Math.max(peak.anon, now.anon);
    peak.rss = Math.max(peak.rss, now.rss);
  }, 20);
  const file = `${process.env.DATA_DIR}/bench-report.xlsx`;
  const start = performance.now();
  const res = await call(key, `${scope}/report/get_list_report/?${query}`);
  await new Promise((resolve, reject) =>
    Readable.fromWeb(res.body).pipe(fs.createWriteStream(file)).on('finish', resolve).on('error', reject),
  );
  const seconds = (performance.now() - start) / 1000;
  clearInterval(timer);
  const bytes = fs.statSync(file).size;
  const rows = (await countRows(file)) - 2; // title and header rows
  fs.rmSync(file);
  const line = `| ${label} | ${rows.toLocaleString('en')} | ${seconds.toFixed(1)} s | ${Math.round(rows / seconds).toLocaleString('en')} | ${(bytes / 1024 / 1024).toFixed(1)} MB | ${before.anon.toFixed(0)} → ${peak.anon.toFixed(0)} MB | ${peak.rss.toFixed(0)} MB |`;
  console.log(line);
  return { rows, line };
}

try {
  const pid = serverPid();
  const key = await server.login('admin');
  const me = await (await call(key, '/api/v1/user_data/me/')).json();
  const demo = me.sites.find((s) => s.path === '/demo');
  const centros = me.centros.filter((c) => c.site === demo.id).map((c) => c.id);
  const all = `centros=${centros.join(',')}`;
  const countIn = async (centro, query) =>
    (await (await call(key, `/api/v1/demo/${centro}/unit/explorer/?items_per_page=1&${query}`)).json()).count;
  // The centre with the most NC units: the one the bulk seed made large.
  const sizes = await Promise.all(centros.map((c) => countIn(c, 'business_process=NC')));
  const big = centros[sizes.indexOf(Math.max(...sizes))];
  const scope = `/api/v1/demo/${big}`;
  const count = (query) => countIn(big, query);
  console.log(`server ${server.kind}, NC units in the demo centres: ${await count(`business_process=NC&${all}`)}`);
  console.log(
    '| export | rows | time | rows/s | file | server heap (RssAnon) before → peak | server RSS peak (with mmap) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  // A small export first, in the fresh process: the large ones should not need more memory.
  const small = centros[sizes.indexOf(Math.min(...sizes.filter((n) => n > 0)))];
  const smallRows = await countIn(small, 'business_process=NC');
  const smallRun = await exportOnce(
    key,
    pid,
    `/api/v1/demo/${small}`,
    'business_process=NC&template=listado',
    'small centre, limit order',
  );
  if (smallRun.rows !== smallRows)
    throw new Error(`small: ${smallRun.rows} rows written, the explorer counts ${smallRows}`);
  const runs = [
    ['one centre, limit order', `business_process=NC&template=listado`],
    ['all centres, limit order', `business_process=NC&template=listado&${all}`],
    ['all centres, title descending', `business_process=NC&template=listado&${all}&sort_by=title:desc`],
    ['all centres, by a field (severity)', `business_process=NC&template=listado&${all}&sort_by=severity:asc`],
  ];
  for (const [label, query] of runs) {
    const expected = await count(query.replace('&template=listado', ''));
    const { rows } = await exportOnce(key, pid, scope, query, label);
    if (rows !== expected) throw new Error(`${label}: ${rows} rows written, the explorer counts ${expected}`);
  }
} finally {
  server.stop();
}
