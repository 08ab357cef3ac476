// `npm run typecheck`: tsc on every TypeScript project, as many at a time as there are cores
// (tsc uses one), the slowest first. Each project's output is printed whole once it ends.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root } from './ensure.mjs';

const PROJECTS = ['apps/web', 'apps/server', 'e2e', 'packages/workflow', 'packages/demo-bps', 'packages/contracts'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      console.log(`${code === 0 ? '✓' : '✗'} tsc -p ${project}`);
      if (output) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
  return ok;
});
const results = await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);
