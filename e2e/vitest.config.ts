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
    // A worker per core (two here) unless QUALIUM_E2E_WORKERS says otherwise: each file then runs
    // about 1.6 times slower, but the renderer, the server and Vitest of one file leave a third of
    // the two cores idle (docs/performance.md, "The test suite").
    maxWorkers: Math.min(Number(process.env.QUALIUM_E2E_WORKERS ?? 2), os.availableParallelism()),
    // Files share their worker's modules (playwright-core is imported once per worker).
    isolate: false,
    // A bound for a hung test; the longest (a language and layout tour) takes about 45 s when quiet.
    testTimeout: 120_000,
    // What `expect.poll` waits for is the page answering (a request, a render): bounded like a
    // locator's wait (browser.ts, 10 s) rather than by Vitest's 1 s, which a loaded machine
    // overruns without anything being wrong.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
  },
});
