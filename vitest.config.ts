import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Three projects: pure unit tests, and the API tests twice — on SQLite and on
 * a real PostgreSQL server (started by test/global-setup.ts when DATABASE_URL
 * does not name one). The browser suite has its own config in e2e/.
 *
 * Speed (docs/performance.md, "The test suite"): a worker per core (Vitest's default leaves one
 * core idle), and files share their worker's modules (`isolate: false`) instead of importing
 * the server's whole graph again for each file. Files stay independent: each API file builds
 * its own app on its own copy of the template database, and no file patches modules or globals.
 */
const api = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/server/test/**/*.api.test.ts'],
    env: { QUALIUM_TEST_DB: db },
    globalSetup: ['apps/server/test/global-setup.ts'],
    isolate: false,
    // Bounds for a hung test, not speed checks: LibreOffice starts and server clusters take many
    // times longer on a busy 2-core machine than on a quiet one.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 20_000,
        },
      },
      api('sqlite'),
      api('postgres'),
    ],
  },
});
