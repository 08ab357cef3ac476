import { describe, expect, it } from 'vitest';
import { networkQuiet, recordRequests, scriptWaves } from '../bench/page-load.mjs';
import { field, loginThroughForm, useBrowser } from './browser.js';

const b = useBrowser();

/**
 * The first screen's code arrives in one wave (issue 16): every script the login page runs is
 * named by index.html, so the browser asks for all of them at once instead of finding each only
 * once the one before has run. Counted from the DevTools protocol's requests (bench/page-load.mjs).
 */
describe('the first screen', () => {
  for (const locale of ['es-ES', 'en-US']) {
    it(`loads the login page's JavaScript in one wave, and nothing again on a second visit (${locale})`, async () => {
      const { page, context } = await b.newPage({ locale });
      const requests = await recordRequests(await context.newCDPSession(page));
      await page.goto('/login');
      await field(page, 'login-password').waitFor();
      const scripts = requests.entries.filter((e) => e.type === 'Script');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scriptWaves(requests.entries), JSON.stringify(scripts.map((s) => s.url))).toHaveLength(1);
      // Hashed assets are kept for a year: the next visit asks the server for the page alone (once
      // the first has received every file: one cut short by leaving is not kept).
      await networkQuiet(requests, 500);
      requests.clear();
      await page.goto('/login');
      await field(page, 'login-password').waitFor();
      const asked = requests.entries.filter((e) => e.type !== 'Document' && !e.fromCache);
      expect(asked.map((e) => e.url)).toEqual([]);
      await context.close();
    });
  }

  it('fetches the explorer’s code once the user is signed in, before it is opened', async () => {
    const { page, context } = await b.newPage();
    const requests = await recordRequests(await context.newCDPSession(page));
    await page.goto('/login');
    await loginThroughForm(page, 'admin');
    await page.getByTestId('home-page').waitFor();
    await expect
      .poll(() => requests.entries.some((e) => /\/assets\/ExplorerPage-[\w-]+\.js$/.test(e.url)), { timeout: 10_000 })
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
