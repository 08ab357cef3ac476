// One user's creations with a pause between them, as a quality manager records NCs through the
// day: what each costs from the request to the answer when the server is otherwise idle (its
// pool's connections may have closed meanwhile: pg's pool closes one idle for 10 s). Prepare the
// data set as for bench/explorer.mjs (the writes stay in it: use a copy), then
//   DATABASE_URL=… DATA_DIR=… node bench/one-writer.mjs [creations per pause] [pauses in ms, comma-separated]
// One line per pause: each creation's milliseconds, in order.
import { get, post } from './explorer-calls.mjs';
import { ncCreationBody } from './nc-writes.mjs';
import { startBenchServer } from './server.mjs';

const count = Number(process.argv[2] ?? 10);
const pauses = (process.argv[3] ?? '2000').split(',').map(Number);
const server = await startBenchServer();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const key = await server.login('admin');
  const me = await get(server.base, key, '/api/v1/user_data/me/');
  const scope = `/api/v1/demo/${me.centros[0].id}`;
  const body = ncCreationBody(
    await get(server.base, key, `${scope}/unit/get_fields_to_collect_during_creation/?business_process=NC`),
  );
  for (const pause of pauses) {
    const took = [];
    for (let i = 0; i < count; i++) {
      await sleep(pause);
      const started = performance.now();
      await post(server.base, key, `${scope}/unit/create_and_execute_initial_transition/`, {
        ...body,
        subject: `One writer ${Date.now()}-${i}`,
      });
      took.push(Math.round(performance.now() - started));
    }
    console.log(`pause ${pause} ms: ${took.join(' ')}`);
  }
} finally {
  server.stop();
}
