// What ticking a row of the explorer's table costs the page: the renderer's script time per tick
// (DevTools' ScriptDuration), over ten ticks on the NC list of the demo (20 rows a page), in a new
// context per round after one round not counted; and the script time of the load before them.
// WEB_DIST picks the front-end build served, so two builds can be compared in turns.
// Usage: npm run build && [WEB_DIST=apps/web/dist] node bench/table-ticks.mjs [rounds, default 5]
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { startBenchServer } from './server.mjs';

const rounds = Number(process.argv[2] ?? 5);
const TICKS = 10;
// The headless shell when installed (as the browser suite), else the full browser.
const BROWSER = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file));
const session = (token) =>
  JSON.stringify({ site: null, site_data: null, centro: null, root_site: null, token, user: null });

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: BROWSER, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const key = await server.login('admin');
  const loads = [];
  const ticks = [];
  for (let round = 0; round <= rounds; round++) {
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 1366, height: 800 },
      locale: 'es-ES',
      storageState: {
        cookies: [],
        origins: [{ origin: server.base, localStorage: [{ name: 'qualium.session', value: session(key) }] }],
      },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const scriptSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
    await page.goto('/explorer?business_process=NC&units_per_page=20');
    await page.getByTestId('unit-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await scriptSeconds();
    for (let r = 0; r < TICKS; r++) await page.getByTestId('unit-row').nth(r).locator('input[type=checkbox]').check();
    const ticked = await scriptSeconds();
    if (round > 0) {
      loads.push(loaded * 1000);
      ticks.push(((ticked - loaded) * 1000) / TICKS);
    }
    await context.close();
  }
  const median = (values) => values.sort((a, b) => a - b)[values.length >> 1].toFixed(1);
  console.log(`load: ${median(loads)} ms of script; one tick: ${median(ticks)} ms (medians of ${rounds} rounds)`);
} finally {
  await browser.close();
  server.stop();
}
