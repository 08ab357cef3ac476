// The charts view right after a unit write against the kept one (issue 13: kept views brought up
// to date from the units written, charts/kept-views.ts), one request at a time as `admin`, in the
// demo centro with the most NC units: the same view never kept (three times), the view's first
// computation, then `rounds` requests of the kept view, then `rounds` times a write (a new
// non-conformity, or the first transition of the last one made) in that BP and centro followed by
// the view, the field sort (severity, kept before the writes) and a search for a word nobody asked
// before (issue 13's targets for one user right after a write). One server process
// (WEB_CONCURRENCY=1), so that every request finds what it keeps. Prepare a data set (the writes
// stay in it), e.g.
//   node apps/server/build.mjs
//   DATABASE_URL=sqlite:/tmp/charts-bench/q.db DATA_DIR=/tmp/charts-bench node apps/server/dist/seed-cli.js
//   DATABASE_URL=… DATA_DIR=… node apps/server/dist/seed-cli.js --units 60000 --bulk --bp NC --centro hospital-universitario-demo
// then: DATABASE_URL=sqlite:/tmp/charts-bench/q.db DATA_DIR=/tmp/charts-bench node bench/charts-upkeep.mjs [rounds]
import { explorerCalls, get, post } from './explorer-calls.mjs';
import { ncCreationBody, START_ANALYSIS } from './nc-writes.mjs';
import { startBenchServer } from './server.mjs';

if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the prepared data set (see the comment at the top of this file).');
  process.exit(2);
}
const rounds = Number(process.argv[2] ?? 30);
const server = await startBenchServer({ env: { WEB_CONCURRENCY: '1' } });

/** Milliseconds `run` takes. */
async function timed(run) {
  const t = performance.now();
  await run();
  return performance.now() - t;
}

const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1);
  return `p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};

try {
  const key = await server.login('admin');
  const { big, calls } = await explorerCalls(server.base, key);
  const { path } = calls.find((c) => c.title.startsWith('charts view'));
  const { path: fieldSort } = calls.find((c) => c.title.includes('sorted by a field'));
  const { path: newWord } = calls.find((c) => c.title.includes('search one word, never asked'));
  const scope = `/api/v1/demo/${big.id}`;
  const body = ncCreationBody(
    await get(server.base, key, `${scope}/unit/get_fields_to_collect_during_creation/?business_process=NC`),
  );
  const view = () => get(server.base, key, path);
  console.log(`${server.kind}: ${big.count} NC units in ${big.name}, ${rounds} rounds`);
  // The same view filtered by every root of the process map (the same units): never kept, each
  // request computes it with the plain GROUP BYs, as every request after a write did before.
  const { results: processes } = await get(server.base, key, '/api/v1/demo/process/');
  const roots = processes.filter((p) => p.parent === null).map((p) => p.id);
  const scratch = () => get(server.base, key, `${path}&affected_process=${roots.join(',')}`);
  const fromScratch = [];
  for (let i = 0; i < 3; i++) fromScratch.push(await timed(scratch));
  console.log(`first computation: ${(await timed(view)).toFixed(0)} ms`);
  const kept = [];
  for (let i = 0; i < rounds; i++) kept.push(await timed(view));
  const sortedKept = () => get(server.base, key, fieldSort);
  const searched = () => get(server.base, key, newWord());
  console.log(`field sort, first: ${(await timed(sortedKept)).toFixed(0)} ms`);
  // The first search keeps the list whole and samples the trigrams: once per process.
  console.log(`search never asked, first: ${(await timed(searched)).toFixed(0)} ms`);
  const searchedBefore = [];
  for (let i = 0; i < rounds; i++) searchedBefore.push(await timed(searched));
  const writes = [];
  const after = [];
  const sortedAfter = [];
  const searchedAfter = [];
  let last = null;
  for (let i = 0; i < rounds; i++) {
    writes.push(
      await timed(async () => {
        if (last) {
          await post(server.base, key, `${scope}/unit/${encodeURIComponent(last)}/execute_transition/`, START_ANALYSIS);
          last = null;
        } else {
          ({ uid: last } = await post(server.base, key, `${scope}/unit/create_and_execute_initial_transition/`, {
            ...body,
            subject: `Charts bench NC ${Date.now()}-${i}`,
          }));
        }
      }),
    );
    after.push(await timed(view));
    sortedAfter.push(await timed(sortedKept));
    searchedAfter.push(await timed(searched));
  }
  console.log(`never kept (GROUP BYs): ${summary(fromScratch)}`);
  console.log(`kept view:              ${summary(kept)}`);
  console.log(`view right after write: ${summary(after)}`);
  console.log(`the writes (HTTP):      ${summary(writes)}`);
  console.log(`field sort after write: ${summary(sortedAfter)}`);
  console.log(`new word, no write:     ${summary(searchedBefore)}`);
  console.log(`new word after write:   ${summary(searchedAfter)}`);
} finally {
  server.stop();
}
