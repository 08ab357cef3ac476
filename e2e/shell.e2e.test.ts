import { describe, expect, it } from 'vitest';
import es from '../apps/web/src/i18n/es.json' with { type: 'json' };
import { DEMO_PASSWORD, field, loginThroughForm, screenshot, storedSession, useBrowser } from './browser.js';

const b = useBrowser();

async function signedIn(username: string, options: Parameters<typeof b.newPage>[0] = {}) {
  const { page, context } = await b.newPage(options);
  await page.goto('/login');
  await loginThroughForm(page, username);
  return { page, context };
}

describe('language', () => {
  it('switches every text between Spanish, Catalan and English and keeps the choice', async () => {
    const { page, context } = await signedIn('user');
    // The global search page: its heading and hint are texts of the interface, not data.
    await page.goto('/search');
    const title = page.getByTestId('explorer-page');
    const spanish = await title.textContent();
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-en').click();
    await expect.poll(() => title.textContent()).not.toBe(spanish);
    const english = await title.textContent();
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-ca').click();
    await expect.poll(() => title.textContent()).not.toBe(english);
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    await page.reload();
    await page.getByTestId('explorer-page').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ca');
    await context.close();
  });
});

describe('site and centre selector', () => {
  it('lists the browsable companies and centres and switches centre with a reload', async () => {
    const { page, context } = await signedIn('admin');
    const before = (await storedSession(page)).centro;
    await page.getByTestId('site-selector-button').click();
    const drawer = page.getByTestId('site-selector-drawer');
    await drawer.waitFor();
    expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(420);
    await screenshot(page, 'site-selector');
    const items = drawer.locator('[data-testid^="centro-item-"]');
    expect(await items.count()).toBeGreaterThan(3);
    const target = drawer.locator(`[data-testid^="centro-item-"]:not([data-testid="centro-item-${before}"])`).last();
    const targetId = Number((await target.getAttribute('data-testid'))?.replace('centro-item-', ''));
    const targetName = (await target.textContent())?.trim() ?? '';
    await Promise.all([page.waitForEvent('load'), target.click()]);
    await page.getByTestId('user-menu-button').waitFor();
    expect((await storedSession(page)).centro).toBe(targetId);
    const current = (await page.getByTestId('current-centro-name').textContent()) ?? '';
    expect(targetName).toContain(current.replace(/^[-\s]+/, '').trim());
    await context.close();
  });

  it('filters by text', async () => {
    const { page, context } = await signedIn('admin');
    await page.getByTestId('site-selector-button').click();
    const drawer = page.getByTestId('site-selector-drawer');
    const all = await drawer.locator('[data-testid^="centro-item-"]').count();
    await field(page, 'site-selector-search').fill('Laboratorio');
    await expect.poll(() => drawer.locator('[data-testid^="centro-item-"]').count()).toBeLessThan(all);
    await context.close();
  });
});

describe('change password', () => {
  it('validates, refuses a wrong current password, and saves a new one', async () => {
    const { page, context } = await signedIn('manager');
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-change-password').click();
    const save = page.getByTestId('pwd-save');
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await field(page, 'pwd-current').fill(DEMO_PASSWORD);
    await field(page, 'pwd-new').fill('short');
    await field(page, 'pwd-confirm').fill('shorter');
    await page.getByText(es.validation.passwordStrength).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await screenshot(page, 'password-dialog');

    await field(page, 'pwd-current').fill('Wrong-pass1!');
    await field(page, 'pwd-new').fill('Calidad2026#');
    await field(page, 'pwd-confirm').fill('Calidad2026#');
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await expect.poll(() => page.getByTestId('pwd-error').textContent()).toContain('Current password is not correct.');

    await field(page, 'pwd-current').fill(DEMO_PASSWORD);
    await save.click();
    await page.getByTestId('pwd-save').waitFor({ state: 'detached' });

    // The new password works; put the old one back for the other tests.
    const res = await page.evaluate(async () => {
      const s = JSON.parse(localStorage.getItem('qualium.session') ?? '{}');
      const r = await fetch(`/api/v1${s.site}/user/${s.user.id}/pwd_change/`, {
        method: 'POST',
        headers: { authorization: `Token ${s.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          current_password: 'Calidad2026#',
          new_password: 'Demo1234!',
          confirm_password: 'Demo1234!',
        }),
      });
      return r.status;
    });
    expect(res).toBe(200);
    await context.close();
  });
});

describe('inactivity', () => {
  it('warns with a countdown, Continue keeps the session, and zero logs out', async () => {
    const { page, context } = await b.newPage();
    await page.clock.install();
    await page.addInitScript(() =>
      localStorage.setItem('qualium.settings', JSON.stringify({ inactivityTimeoutMs: 60_000 })),
    );
    await page.goto('/login');
    await loginThroughForm(page, 'user');
    await page.clock.fastForward(61_000);
    const warning = page.getByTestId('inactivity-warning');
    await warning.waitFor();
    await screenshot(page, 'inactivity-warning');
    await page.getByTestId('inactivity-continue').click();
    await warning.waitFor({ state: 'hidden' });
    await page.clock.fastForward(61_000);
    await warning.waitFor();
    await page.clock.fastForward(31_000);
    await page.waitForURL(/\/login/);
    expect((await storedSession(page)).token).toBeFalsy();
    await context.close();
  });
});

describe('mobile', () => {
  it('replaces the menu with a drawer at 960 px or less', async () => {
    const { page, context } = await signedIn('admin', { width: 390, height: 844 });
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByTestId('mobile-drawer');
    await drawer.waitFor();
    await screenshot(page, 'mobile-drawer');
    await expect(page.getByTestId('nav-menu').isVisible()).resolves.toBe(false);
    await drawer.getByText('Mis tareas').click();
    await page.waitForURL(/\/todoList$/);
    await context.close();
  });
});
