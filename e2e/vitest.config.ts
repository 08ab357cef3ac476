import os from 'node:os';
import { defineConfig } from 'vitest/config';

// The browser suite: Debian's Chromium driven by playwright-core against the built server. Each
// worker has its own server on its own copy of the seeded demo (global-setup.ts): files
// that change the demo's data or settings run one after another on their worker's server.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // One worker unless QUALIUM_E2E_WORKERS says more. Two workers on a quiet 2-core machine took
    // the suite from 960 s to 805 s, all green, but each file ran 1.6 times slower, and on a busy
    // machine two Chromium pages, two servers and LibreOffice made locator waits time out
    // (docs/performance.md, "The test suite").
    maxWorkers: Math.min(Number(process.env.QUALIUM_E2E_WORKERS ?? 1), os.availableParallelism()),
    // Files share their worker's modules (playwright-core is imported once per worker).
    isolate: false,
    // A bound for a hung test; the longest (a language and layout tour) takes about 45 s when quiet.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
