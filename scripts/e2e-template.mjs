import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './ensure.mjs';

/**
 * The browser suite's demo database: seeded once (with the demo's units, about a minute of CPU)
 * into a template folder, which each of the suite's servers copies (e2e/global-setup.ts). `npm
 * test` seeds it beside the unit and API tests and hands the folder over in QUALIUM_E2E_TEMPLATE;
 * run on its own, the browser suite seeds it itself. Types: e2e-template.d.mts.
 */

/** The settings that put a server's database in `dir`, its data folder. */
export function e2eDatabaseEnv(dir) {
  return { DATABASE_URL: `sqlite:${path.join(dir, 'e2e.db')}`, DATA_DIR: dir, LOG_LEVEL: 'warn' };
}

/**
 * Migrates and seeds the demo into `dir` with the built server's seed command (next to `main`).
 * Its output goes to a file, not a pipe: the caller may block on other work meanwhile.
 */
export function seedE2eTemplate(dir, main = path.join(root, 'apps/server/dist/main.js')) {
  fs.mkdirSync(dir, { recursive: true });
  const log = `${dir}.log`;
  const fd = fs.openSync(log, 'w');
  const child = spawn(process.execPath, [path.join(path.dirname(main), 'seed-cli.js')], {
    cwd: root,
    env: { ...process.env, ...e2eDatabaseEnv(dir) },
    stdio: ['ignore', fd, fd],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      fs.closeSync(fd);
      const output = fs.readFileSync(log, 'utf8');
      fs.rmSync(log, { force: true });
      if (code === 0) resolve();
      else reject(new Error(`demo seed failed (exit ${code}):\n${output}`));
    });
  });
}
