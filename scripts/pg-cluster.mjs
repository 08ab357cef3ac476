import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for the API tests and the benchmarks (docs/design.md §3): initdb in a
 * temporary folder, started on a free loopback port, removed at the end. As root, the server runs
 * as the `postgres` user (initdb refuses root). Types: pg-cluster.d.mts.
 */

function findPgBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const bin = path.join(base, v, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
}

/** @returns {Promise<number>} */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startPgCluster() {
  const bin = findPgBin();
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-pg-'));
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  /** @param {string} cmd @param {string[]} args */
  const run = (cmd, args) => {
    const full = isRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
      : [path.join(bin, cmd), args];
    const res = spawnSync(/** @type {string} */ (full[0]), /** @type {string[]} */ (full[1]), { encoding: 'utf8' });
    if (res.status !== 0) throw new Error(`${cmd} failed: ${res.stderr || res.stdout}`);
  };
  const data = path.join(dir, 'db');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const opts = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${data} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', data, '-l', path.join(data, 'log'), '-w', '-o', opts, 'start']);
  return {
    /** @param {string} database */
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
