import { describe, expect, it } from 'vitest';
import { networkQuiet, recordRequests, scriptWaves } from '../bench/page-load.mjs';
import { appLoginForm, field, loginThroughForm, useBrowser } from './browser.js';

const b = useBrowser({ motion: 'full' });

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
      await appLoginForm(page).waitFor();
      const scripts = requests.entries.filter((e) => e.type === 'Script');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scriptWaves(requests.entries), JSON.stringify(scripts.map((s) => s.url))).toHaveLength(1);
      // Hashed assets are kept for a year: the next visit asks the server for the page alone (once
      // the first has received every file: one cut short by leaving is not kept).
      await networkQuiet(requests, 500);
      requests.clear();
      await page.goto('/login');
      await appLoginForm(page).waitFor();
      const asked = requests.entries.filter((e) => e.type !== 'Document' && !e.fromCache);
      expect(asked.map((e) => e.url)).toEqual([]);
      await context.close();
    });
  }

  it('draws the login form before any script has run, and keeps what was typed when the app takes over', async () => {
    const { page, context } = await b.newPage({ locale: 'ca-ES' });
    // The app's code is held back until the visitor has typed: the page on screen is the prerendered one.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByText('Inicia sessió').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    expect(await page.locator('#root > [data-prerendered="login"]').count()).toBe(1);
    // Typing works at once; the submit button stays disabled, so Enter cannot send the form anywhere.
    await field(page, 'login-username').fill('adm');
    await field(page, 'login-password').fill('Demo');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('login-submit').isDisabled()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    release();
    await appLoginForm(page).waitFor();
    expect(await field(page, 'login-username').inputValue()).toBe('adm');
    expect(await field(page, 'login-password').inputValue()).toBe('Demo');
    // The caret stayed in the password field: the rest of the password goes on where it was.
    await page.keyboard.type('1234!');
    expect(await field(page, 'login-password').inputValue()).toBe('Demo1234!');
    await field(page, 'login-username').fill('admin');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu-button').waitFor();
    await context.close();
  });

  it('prerenders /login in the language picked in the menu', async () => {
    const { page, context } = await b.newPage({ locale: 'es-ES' });
    await page.goto('/login');
    await appLoginForm(page).waitFor();
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    // The server now sends the login page in English, before any script could say so.
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Sign in');
    await context.close();
  });

  it('fetches the explorer’s code and the unit viewer’s once the user is signed in, before they are opened', async () => {
    const { page, context } = await b.newPage();
    const requests = await recordRequests(await context.newCDPSession(page));
    await page.goto('/login');
    await loginThroughForm(page, 'admin');
    await page.getByTestId('home-page').waitFor();
    await expect
      .poll(() => requests.entries.some((e) => /\/assets\/ExplorerPage-[\w-]+\.js$/.test(e.url)), { timeout: 10_000 })
      .toBe(true);
    // And the unit viewer a row opens, a chunk of its own the explorer's first screen does not wait for.
    await expect
      .poll(() => requests.entries.some((e) => /\/assets\/UnitViewer-[\w-]+\.js$/.test(e.url)), { timeout: 10_000 })
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('asks for the explorer’s units as the navigation from home starts, before the page’s own requests', async () => {
    const { page, context } = await b.newPage();
    const requests = await recordRequests(await context.newCDPSession(page));
    await page.goto('/login');
    await loginThroughForm(page, 'admin');
    await page.getByTestId('home-page').waitFor();
    // Once the explorer's code is in (the warm-up after sign-in) and the home page is at rest.
    await expect
      .poll(() => requests.entries.some((e) => /\/assets\/TableView-[\w-]+\.js$/.test(e.url)), { timeout: 10_000 })
      .toBe(true);
    await networkQuiet(requests, 500);
    requests.clear();
    // What a menu link does: the router is told of a new history entry.
    await page.evaluate(() => {
      history.pushState(
        { usr: null, key: 'e2e', idx: (history.state?.idx ?? 0) + 1 },
        '',
        '/explorer?business_process=NC',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.getByTestId('unit-row').first().waitFor();
    await networkQuiet(requests, 500);
    const asked = requests.entries
      .filter((e) => e.type === 'Fetch')
      .sort((a, b) => a.sent - b.sent)
      .map((e) => new URL(e.url).pathname);
    // The page of units and the process's definition start while the route renders; the filters'
    // sources and the report templates, asked for by the page once it is on screen, come after.
    const units = asked.indexOf('/api/v1/demo/1/unit/explorer/');
    expect(units, asked.join('\n')).toBeGreaterThanOrEqual(0);
    expect(units, asked.join('\n')).toBeLessThan(asked.indexOf('/api/v1/demo/report/get_list_templates/'));
    expect(units, asked.join('\n')).toBeLessThan(asked.indexOf('/api/v1/demo/1/process/tree/'));
    expect(
      asked.filter((p) => p === '/api/v1/demo/1/unit/explorer/'),
      'the page used the prefetched answer',
    ).toHaveLength(1);
    await context.close();
  });
});
