// The first screens in Chromium, as a new user meets them: the built server on a fresh SQLite
// database with the demo data (or DATABASE_URL / DATA_DIR, as bench/server.mjs reads them),
// Debian's Chromium through playwright-core, a new browser context (an empty cache) for every
// load, the renderer's CPU slowed through the DevTools protocol (Emulation.setCPUThrottlingRate).
// Usage: npm run build && node bench/frontend.mjs [runs per figure, default 3] [throttle rates, default 1,4]
//
// login:       from the start of the navigation to /login until its password field is in the page
//              and enabled (the prerendered page's: the visitor can type); "app ready" until the
//              app's own form has replaced it (signing in possible); then a second visit (a new
//              navigation in the same context) and what its assets cost on the wire.
// explorer from home: signed in (admin) and on the home page, once the network has been quiet
//              for a second (the time a user takes to reach for the menu), the router goes to
//              /explorer?business_process=NC as a menu link does; until the table's first row is
//              in the page. Its bytes are everything from the cold home page on.
// explorer cold load: signed in, /explorer?business_process=NC opened with an empty cache, until
//              the first row.
// Bytes are bodies as sent (compressed when compressed), headers apart; a wave of scripts is
// what the browser asked for without waiting on a script it was still loading (page-load.mjs).
// "Main thread CPU" is the renderer main thread's CPU time over the same span (DevTools
// Performance.getMetrics ThreadTime): unlike the elapsed time, other processes' load leaves it
// alone, and the CPU throttle does not count in it (it pauses the thread).
// Each figure is the median of its runs, after one run not counted (server warm-up).
import { chromium } from 'playwright-core';
import { bytesReceived, markScript, networkQuiet, recordRequests, scriptWaves } from './page-load.mjs';
import { startBenchServer } from './server.mjs';

const runs = Number(process.argv[2] ?? 3);
const rates = (process.argv[3] ?? '1,4').split(',').map(Number);
const QUIET_MS = 1000;
const EXPLORER = '/explorer?business_process=NC';
const MARKS = {
  password: '[data-testid="login-password"] input, input[data-testid="login-password"]',
  // The same field once the app has drawn its own form over the prerendered one (pages/login/prerenderedInput.ts).
  app: 'input[data-testid="login-password"]:not([data-prerendered] *)',
  home: '[data-testid="home-page"]',
  row: '[data-testid="unit-row"]',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const server = await startBenchServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});

/** A page in a new context (cold cache), its CPU slowed by `rate`, recording its requests and marks. */
async function coldPage(rate, storageState) {
  const context = await browser.newContext({
    baseURL: server.base,
    viewport: { width: 1366, height: 800 },
    locale: 'es-ES',
    storageState,
  });
  await context.addInitScript(markScript(MARKS));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const requests = await recordRequests(cdp);
  await cdp.send('Performance.enable');
  /** CPU time the page's main thread has run so far (ms): what other processes' load leaves alone. */
  const cpu = async () =>
    1000 * (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value;
  return { context, page, requests, cpu };
}

const markOf = (page, name) =>
  page.waitForFunction((n) => window.__marks?.[n], name, { timeout: 60_000 }).then((h) => h.jsonValue());

/** What a phase of a page load received: JavaScript (bodies as sent), everything, headers included. */
function received(entries) {
  return {
    js: bytesReceived(entries, ['Script']),
    all: bytesReceived(entries),
    wire: bytesReceived(entries, undefined, 'bytes'),
    scripts: entries.filter((e) => e.type === 'Script' && !e.fromCache).length,
  };
}

async function loginRun(rate) {
  const { context, page, requests, cpu } = await coldPage(rate);
  try {
    const cpuBefore = await cpu();
    await page.goto('/login');
    const ms = await markOf(page, 'password');
    const appMs = await markOf(page, 'app');
    const cpuMs = (await cpu()) - cpuBefore;
    await networkQuiet(requests, QUIET_MS);
    const first = [...requests.entries];
    const start = first.find((e) => e.type === 'Document').sent;
    requests.clear();
    await page.goto('/login');
    await markOf(page, 'password');
    await networkQuiet(requests, QUIET_MS);
    const assets = requests.entries.filter((e) => e.type !== 'Document' && e.type !== 'Fetch' && e.type !== 'XHR');
    return {
      ms,
      appMs,
      cpuMs,
      ...received(first),
      // Only what was asked for before the app's form was there: later loads do not delay it.
      waves: scriptWaves(first.filter((e) => e.sent <= start + appMs / 1000)).length,
      again: bytesReceived(assets, undefined, 'bytes'),
      againRequests: assets.filter((e) => !e.fromCache).length,
    };
  } finally {
    await context.close();
  }
}

async function explorerFromHomeRun(rate, storageState) {
  const { context, page, requests, cpu } = await coldPage(rate, storageState);
  try {
    await page.goto('/');
    await markOf(page, 'home');
    await networkQuiet(requests, QUIET_MS);
    const atHome = [...requests.entries];
    requests.clear();
    const cpuBefore = await cpu();
    const ms = await page.evaluate(
      (url) =>
        new Promise((resolve) => {
          const start = performance.now();
          // What the router's navigate does for a menu link: a new history entry it is told about.
          history.pushState({ usr: null, key: 'bench', idx: (history.state?.idx ?? 0) + 1 }, '', url);
          window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
          const poll = () => (window.__marks.row ? resolve(window.__marks.row - start) : setTimeout(poll, 5));
          poll();
        }),
      EXPLORER,
    );
    const cpuMs = (await cpu()) - cpuBefore;
    await networkQuiet(requests, QUIET_MS);
    const after = requests.entries;
    return {
      ms,
      cpuMs,
      ...received([...atHome, ...after]),
      waves: scriptWaves(after).length,
      afterScripts: after.filter((e) => e.type === 'Script' && !e.fromCache).length,
      fetches: after.filter((e) => e.type === 'Fetch' || e.type === 'XHR').length,
    };
  } finally {
    await context.close();
  }
}

async function explorerColdRun(rate, storageState) {
  const { context, page, requests, cpu } = await coldPage(rate, storageState);
  try {
    const cpuBefore = await cpu();
    await page.goto(EXPLORER);
    const ms = await markOf(page, 'row');
    const cpuMs = (await cpu()) - cpuBefore;
    await networkQuiet(requests, QUIET_MS);
    return { ms, cpuMs, ...received(requests.entries), waves: scriptWaves(requests.entries).length };
  } finally {
    await context.close();
  }
}

/** The session of `admin` as the app keeps it, taken from a sign-in through the form. */
async function signedInState() {
  const context = await browser.newContext({ baseURL: server.base, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.locator(MARKS.password).waitFor();
  await page.locator('[data-testid="login-username"] input, input[data-testid="login-username"]').fill('admin');
  await page.locator(MARKS.password).fill('Demo1234!');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu-button').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(title, run, extra) {
  await run(); // warm-up, not counted
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  const pick = (key) => median(results.map((r) => r[key]));
  console.log(
    `${title}: ${Math.round(pick('ms'))} ms (runs ${results.map((r) => Math.round(r.ms)).join(', ')}), ` +
      `main thread CPU ${Math.round(pick('cpuMs'))} ms; ` +
      `JS ${kb(pick('js'))} in ${pick('scripts')} scripts, ${pick('waves')} wave(s); ` +
      `all ${kb(pick('all'))} (${kb(pick('wire'))} with headers)${extra(pick)}`,
  );
}

try {
  const state = await signedInState();
  for (const rate of rates) {
    await measure(
      `login, CPU ÷${rate}`,
      () => loginRun(rate),
      (pick) =>
        `; app ready ${Math.round(pick('appMs'))} ms; second visit: ${kb(pick('again'))} of assets in ${pick('againRequests')} requests`,
    );
    await measure(
      `explorer from home, CPU ÷${rate}`,
      () => explorerFromHomeRun(rate, state),
      (pick) => `; after the navigation ${pick('afterScripts')} scripts, ${pick('fetches')} API calls`,
    );
    await measure(
      `explorer cold load, CPU ÷${rate}`,
      () => explorerColdRun(rate, state),
      () => '',
    );
  }
} finally {
  await browser.close();
  server.stop();
}
