import { defineConfig } from 'vitest/config';

// The browser suite: one real server (built bundle, fresh SQLite, demo seed) for the run,
// Debian's Chromium driven by playwright-core. Files run one at a time: 2-core machines.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
