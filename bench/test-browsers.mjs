// What the browser suite's pages cost in each of Debian's Chromium builds: the full browser run
// headless (/usr/bin/chromium) and the headless shell (/usr/bin/chromium-headless-shell), which
// e2e/chromium.ts picks when it is installed. A round opens a new context signed in as admin (as
// the suite's `signedIn` does), loads the home page, the NC explorer, its charts and the to-do
// list, and takes two screenshots. Each figure is the CPU time of the browser's processes (read
// from /proc, reaped children included) and the elapsed time, over the rounds of one run; the
// browsers take turns, after a first round not counted (the server's warm-up).
// Usage: npm run build && node bench/test-browsers.mjs [rounds, default 3] [runs per browser, default 2]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBenchServer } from './server.mjs';

const rounds = Number(process.argv[2] ?? 3);
const runs = Number(process.argv[3] ?? 2);
const BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].filter((file) => fs.existsSync(file));
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
// Linux counts process times in ticks of 1/100 s (USER_HZ).
const TICKS_PER_SECOND = 100;
const shot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-shots-')), 'page.png');

/** CPU seconds used so far by process `pid`, its descendants and the children they reaped. */
function treeCpu(pid) {
  const own = new Map();
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(')').pop().trim().split(' ');
      own.set(Number(entry), Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
      children.set(Number(fields[1]), [...(children.get(Number(fields[1])) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const sum = (p) => (own.get(p) ?? 0) + (children.get(p) ?? []).reduce((total, c) => total + sum(c), 0);
  return sum(pid) / TICKS_PER_SECOND;
}

/** A session as the app keeps it, its user loaded by the app at start. */
const session = (token) => ({ site: null, site_data: null, centro: null, root_site: null, token, user: null });

async function round(browser, base, token) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1366, height: 800 },
    locale: 'es-ES',
    storageState: {
      cookies: [],
      origins: [{ origin: base, localStorage: [{ name: 'qualium.session', value: JSON.stringify(session(token)) }] }],
    },
  });
  const page = await context.newPage();
  const open = async (url, testId) => {
    await page.goto(url);
    await page.getByTestId(testId).first().waitFor();
  };
  await open('/', 'user-menu-button');
  await open('/explorer?business_process=NC', 'unit-row');
  await page.screenshot({ path: shot, animations: 'disabled' });
  await open('/explorer?business_process=NC&view=charts', 'chart-by_state');
  await page.getByTestId('chart-by_state').locator('svg').first().waitFor();
  await page.screenshot({ path: shot, animations: 'disabled' });
  await open('/todoList', 'unit-row');
  await context.close();
}

const server = await startBenchServer();
try {
  const key = await server.login('admin');
  const figures = new Map(BROWSERS.map((file) => [file, []]));
  for (let run = 0; run < runs; run++) {
    for (const executablePath of BROWSERS) {
      const launched = await chromium.launchServer({ executablePath, args: ARGS });
      const browser = await chromium.connect(launched.wsEndpoint());
      await round(browser, server.base, key);
      const cpu = treeCpu(launched.process().pid);
      const started = performance.now();
      for (let r = 0; r < rounds; r++) await round(browser, server.base, key);
      figures.get(executablePath).push({
        cpu: treeCpu(launched.process().pid) - cpu,
        elapsed: (performance.now() - started) / 1000,
      });
      await browser.close();
      await launched.close();
    }
  }
  console.log(`| browser | CPU s (${rounds} rounds, each run) | elapsed s |`);
  console.log('| --- | --- | --- |');
  for (const [file, list] of figures) {
    const cpu = list.map((f) => f.cpu.toFixed(1)).join(', ');
    const elapsed = list.map((f) => f.elapsed.toFixed(1)).join(', ');
    console.log(`| ${path.basename(file)} | ${cpu} | ${elapsed} |`);
  }
} finally {
  server.stop();
}
