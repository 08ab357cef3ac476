import { describe, expect, it } from 'vitest';
import ca from '../apps/web/src/i18n/ca.json' with { type: 'json' };
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import es from '../apps/web/src/i18n/es.json' with { type: 'json' };
import { field, loginThroughForm, screenshot, storedSession, useBrowser } from './browser.js';

const b = useBrowser();

describe('signing in and out', () => {
  it('sends a guest to login with the redirect, and back there after signing in', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/demo/norte/explorer?business_process=NC');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/demo/norte/explorer?business_process=NC');
    await page.getByTestId('login-submit').waitFor();
    await screenshot(page, 'login-default');
    await loginThroughForm(page, 'user');
    await page.waitForURL((url) => url.pathname.endsWith('/explorer'));
    expect(page.url()).toContain('business_process=NC');
    await page.getByTestId('explorer-page').waitFor();
    const session = await storedSession(page);
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(session)).not.toContain('Demo1234!');
    await screenshot(page, 'topbar-user');
    await context.close();
  });

  it('shows the server message for a bad password and stays on login', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/login');
    await field(page, 'login-username').fill('manager');
    await field(page, 'login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain(
      'No se puede iniciar sesión con las credenciales proporcionadas.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('themes the login page by the company product', async () => {
    const { page, context } = await b.newPage();
    for (const [corp, name] of [
      ['demo', 'login-health'],
      ['norte', 'login-food'],
      ['acme', 'login-construction'],
    ] as const) {
      await page.goto(`/corp/${corp}/login`);
      await page.getByTestId('login-submit').waitFor();
      await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(name.slice('login-'.length));
      await screenshot(page, name);
    }
    await page.goto('/corp/demo');
    await page.waitForURL(/\/corp\/demo\/login$/);
    await context.close();
  });

  it('themes /sede/{sede}/login by the centre and its company, and signs in there', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/sede/sede-central-madrid/login');
    await page.getByTestId('login-submit').waitFor();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('construction');
    await expect.poll(() => page.getByTestId('login-page').textContent()).toContain('Sede Central Madrid');
    await page.goto('/sede/planta-elaborados-bilbao/login');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('food');
    await expect.poll(() => page.getByTestId('login-page').textContent()).toContain('Planta de Elaborados Bilbao');
    await screenshot(page, 'login-sede');
    // Signing in there starts in that centre.
    await loginThroughForm(page, 'admin');
    await expect.poll(() => page.getByTestId('current-centro-name').textContent()).toBe('Planta de Elaborados Bilbao');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('food');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/sede/planta-elaborados-bilbao');
    await page.waitForURL(/\/sede\/planta-elaborados-bilbao\/login$/);
    await context.close();
  });

  it('shows the not-found page for unknown paths', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/this/is/nowhere');
    const notFound = page.getByTestId('not-found');
    await notFound.waitFor();
    expect(await notFound.locator('h1').textContent()).toBe(es.not_found);
    expect(await notFound.textContent()).toContain('/this/is/nowhere');
    await screenshot(page, 'not-found');
    await notFound.getByRole('link', { name: es.common.backHome }).click();
    await page.getByTestId('home-guest').waitFor();
    await context.close();
  });

  it('logs out from the user menu and in every other tab', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/login');
    await loginThroughForm(page, 'manager');
    const other = await context.newPage();
    await other.goto('/processes');
    await other.getByTestId('user-menu-button').waitFor();
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await page.waitForURL(/\/login/);
    // The other tab learns of the logout through the storage event and leaves the guarded page.
    await other.waitForURL(/\/login\?redirect=%2Fprocesses/);
    expect((await storedSession(page)).token).toBeFalsy();
    await context.close();
  });

  it('sends the user to login when the server answers 401', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/login');
    await loginThroughForm(page, 'user');
    const { token } = await storedSession(page);
    // The session ends on the server (as after a password change elsewhere).
    await page.evaluate(
      (key) => fetch('/api/v1/rest-auth/logout/', { method: 'POST', headers: { authorization: `Token ${key}` } }),
      token,
    );
    // The next call answered 401 (a page's own, or one the shell makes meanwhile, such as the
    // notification badge's) signs the user out: only that clears the stored token.
    await page.goto('/todoList');
    await page.waitForURL(/\/login/);
    expect((await storedSession(page)).token).toBeFalsy();
    await context.close();
  });
});

describe('guest top bar and footer', () => {
  it('offers a guest only the login button (with the product logo and the language)', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/');
    await page.getByTestId('home-guest').waitFor();
    const topbar = page.getByTestId('topbar');
    await topbar.getByTestId('topbar-login').waitFor();
    for (const signedInOnly of [
      'user-menu-button',
      'nav-menu',
      'search-input',
      'notifications-button',
      'site-selector-button',
      'mobile-menu-button',
      'centro-logo',
    ]) {
      expect(await topbar.getByTestId(signedInOnly).count(), signedInOnly).toBe(0);
    }
    expect(await topbar.getByRole('button').count()).toBe(1); // the language menu; login is a link
    await screenshot(page, 'topbar-guest');
    await topbar.getByTestId('topbar-login').click();
    await page.waitForURL(/\/login$/);
    // On the login page itself the button would lead nowhere.
    await page.getByTestId('login-submit').waitFor();
    expect(await topbar.getByTestId('topbar-login').count()).toBe(0);
    await context.close();
  });

  it('shows the footer with contact, help, theme logo, copyright and version, unless settings hide it', async () => {
    const { page, context } = await b.newPage();
    // The links are the company's settings: the demo company has both, Norte none (left out).
    await page.goto('/corp/demo/login');
    const footer = page.getByTestId('footer');
    await footer.waitFor();
    await expect
      .poll(() => footer.getByTestId('footer-contact').getAttribute('href'))
      .toBe('mailto:calidad@demo-salud.es');
    const help = footer.getByTestId('footer-help');
    expect(await help.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await help.getAttribute('target')).toBe('_blank');
    await page.goto('/corp/norte/login');
    await footer.waitFor();
    // The logo follows the theme of the page (Norte is a food company).
    await expect.poll(() => footer.locator('img').getAttribute('alt')).toBe('Qualium Food');
    expect(await footer.getByTestId('footer-help').count()).toBe(0);
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(await footer.getByTestId('app-version').textContent()).toMatch(/\d+\.\d+\.\d+/);
    await footer.scrollIntoViewIfNeeded();
    await screenshot(page, 'footer');

    await page.evaluate(() => localStorage.setItem('qualium.settings', JSON.stringify({ footer: false })));
    await page.reload();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('footer').count()).toBe(0);
    await context.close();
  });
});

describe('interface language', () => {
  it('follows the browser language before login (Catalan)', async () => {
    const { page, context } = await b.newPage({ locale: 'ca-ES' });
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    expect(await page.getByTestId('login-page').locator('h1').textContent()).toBe(ca.login.title);
    await context.close();
  });

  it("speaks the browser's English before login and the user's saved Spanish after it", async () => {
    const { page, context } = await b.newPage({ locale: 'en-US' });
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('login-page').locator('h1').textContent()).toBe(en.login.title);
    await loginThroughForm(page, 'user'); // lang es
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => page.getByTestId('language-select').textContent()).toBe('ES');
    expect(await page.getByTestId('home-page').textContent()).toContain(es.home.company);
    // A reload keeps it, without a detour through English.
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    // Signed out, the browser speaks again.
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-logout').click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it("uses a Catalan user's saved language in a Spanish browser", async () => {
    const { page, context } = await b.newPage({ locale: 'es-ES' });
    await page.goto('/login');
    await loginThroughForm(page, 'jordi.puig'); // lang ca
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ca');
    await context.close();
  });

  it("keeps a language picked in the selector over the user's saved one", async () => {
    const { page, context } = await b.newPage({ locale: 'en-US' });
    await page.goto('/login');
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-ca').click();
    await expect.poll(() => page.getByTestId('login-page').locator('h1').textContent()).toBe(ca.login.title);
    await loginThroughForm(page, 'user'); // lang es
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    await page.reload();
    await page.getByTestId('home-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    await context.close();
  });
});
