import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The browser suite: Debian's Chromium driven by playwright-core against the built server. A worker
// per core, each with its own server on its own copy of the seeded demo (global-setup.ts): files
// that change the demo's data or settings run one after another on their worker's server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    maxWorkers: os.availableParallelism(),
    // Files share their worker's modules (playwright-core is imported once per worker).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
