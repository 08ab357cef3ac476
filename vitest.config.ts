import { defineConfig } from 'vitest/config';

/**
 * Three projects: pure unit tests, and the API tests twice — on SQLite and on
 * a real PostgreSQL server (started by test/global-setup.ts when DATABASE_URL
 * does not name one). The browser suite has its own config in e2e/.
 */
const api = (db: 'sqlite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['apps/server/test/**/*.api.test.ts'],
    env: { QUALIUM_TEST_DB: db },
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      api('sqlite'),
      api('postgres'),
    ],
  },
});
