import { describe, expect, it } from 'vitest';
import { field, loginThroughForm, screenshot, storedSession, useBrowser } from './browser.js';

const b = useBrowser();

describe('signing in and out', () => {
  it('sends a guest to login with the redirect, and back there after signing in', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/demo/norte/explorer?business_process=NC');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/demo/norte/explorer?business_process=NC');
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
      'Unable to log in with provided credentials.',
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

  it('shows the not-found page for unknown paths', async () => {
    const { page, context } = await b.newPage();
    await page.goto('/this/is/nowhere');
    await page.getByTestId('not-found').waitFor();
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
    await page.getByTestId('site-selector-button').click();
    await page.getByTestId('site-selector-drawer').waitFor();
    await page.goto('/todoList');
    await page.waitForURL(/\/login/);
    expect((await storedSession(page)).token).toBeFalsy();
    await context.close();
  });
});
