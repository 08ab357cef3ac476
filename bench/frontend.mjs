// The first screens in Chromium, as a new user meets them: the built server on a fresh SQLite
// database with the demo data, Debian's Chromium through playwright-core, a new browser context
// (an empty cache) for every load, the renderer's CPU slowed through the DevTools protocol.
// Usage: npm run build && node bench/frontend.mjs [runs per figure, default 3] [throttle rates, default 1,4]
//
// login:    from the start of the navigation to /login until its password field is in the page
//           and enabled; the JavaScript received for it; its script waves; then a second visit
//           (a new navigation in the same context) and the bytes of assets it received.
// explorer: signed in (admin) and on the home page, once the network has been quiet for a second
//           (the time a user takes to reach for the menu), the router goes to
//           /explorer?business_process=NC as a menu link does; until the table's first row is in
//           the page. Its JavaScript is every script received from the cold home page on.
// Each figure is the median of its runs, after one run not counted (server warm-up).
import { chromium } from 'playwright-core';
import { bytesReceived, markScript, recordRequests, scriptWaves } from './page-load.mjs';
import { startBenchServer } from './server.mjs';

const runs = Number(process.argv[2] ?? 3);
const rates = (process.argv[3] ?? '1,4').split(',').map(Number);
const QUIET_MS = 1000;
const MARKS = {
  password: '[data-testid="login-password"] input, input[data-testid="login-password"]',
  home: '[data-testid="home-page"]',
  row: '[data-testid="unit-row"]',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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
  return { context, page, requests };
}

const markOf = (page, name) =>
  page.waitForFunction((n) => window.__marks?.[n], name, { timeout: 60_000 }).then((h) => h.jsonValue());

/** Waits until no request has been open for QUIET_MS. */
async function networkQuiet(requests) {
  let quietSince = Date.now();
  let seen = requests.entries.length;
  while (Date.now() - quietSince < QUIET_MS) {
    await new Promise((r) => setTimeout(r, 100));
    if (requests.pending() > 0 || requests.entries.length !== seen) {
      quietSince = Date.now();
      seen = requests.entries.length;
    }
  }
}

async function loginRun(rate) {
  const { context, page, requests } = await coldPage(rate);
  try {
    await page.goto('/login');
    const ms = await markOf(page, 'password');
    await networkQuiet(requests);
    const first = [...requests.entries];
    requests.clear();
    await page.goto('/login');
    await markOf(page, 'password');
    await networkQuiet(requests);
    const assets = requests.entries.filter((e) => e.type !== 'Document' && e.type !== 'Fetch' && e.type !== 'XHR');
    return {
      ms,
      js: bytesReceived(first, ['Script']),
      all: bytesReceived(first),
      // Only what was asked for before the field was there: later loads do not delay it.
      waves: scriptWaves(first.filter((e) => e.sent <= first.find((f) => f.type === 'Document').sent + ms / 1000))
        .length,
      scripts: first.filter((e) => e.type === 'Script').length,
      again: bytesReceived(assets),
      againRequests: assets.filter((e) => !e.fromCache).length,
    };
  } finally {
    await context.close();
  }
}

async function explorerRun(rate, storageState) {
  const { context, page, requests } = await coldPage(rate, storageState);
  try {
    await page.goto('/');
    await markOf(page, 'home');
    await networkQuiet(requests);
    const atHome = [...requests.entries];
    requests.clear();
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
      '/explorer?business_process=NC',
    );
    await networkQuiet(requests);
    const after = requests.entries;
    return {
      ms,
      js: bytesReceived([...atHome, ...after], ['Script']),
      all: bytesReceived([...atHome, ...after]),
      waves: scriptWaves(after).length,
      scripts: after.filter((e) => e.type === 'Script').length,
      fetches: after.filter((e) => e.type === 'Fetch' || e.type === 'XHR').length,
    };
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

async function measure(title, run) {
  await run(); // warm-up, not counted
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await run());
  const pick = (key) => median(results.map((r) => r[key]));
  console.log(
    `${title}: ${Math.round(pick('ms'))} ms (runs ${results.map((r) => Math.round(r.ms)).join(', ')})` +
      `, JS ${kb(pick('js'))}, all ${kb(pick('all'))}, ${pick('scripts')} scripts in ${pick('waves')} wave(s)` +
      (results[0].again === undefined
        ? `, ${pick('fetches')} API calls`
        : `; second visit: ${kb(pick('again'))} of assets in ${pick('againRequests')} requests`),
  );
}

try {
  const state = await signedInState();
  for (const rate of rates) {
    await measure(`login, CPU ÷${rate}`, () => loginRun(rate));
    await measure(`explorer from home, CPU ÷${rate}`, () => explorerRun(rate, state));
  }
} finally {
  await browser.close();
  server.stop();
}
