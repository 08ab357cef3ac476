import { localize, RETENTION_MESSAGES } from '@qualium/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import auditCa from '../apps/web/src/features/audit/i18n/ca.json' with { type: 'json' };
import auditEn from '../apps/web/src/features/audit/i18n/en.json' with { type: 'json' };
import auditEs from '../apps/web/src/features/audit/i18n/es.json' with { type: 'json' };
import { DEMO_PASSWORD, screenshot, useBrowser } from './browser.js';
import { pastRetention } from './past-retention.js';

/**
 * The Retention screen (issue 15 §4) in each language: the admin's centro's units past retention
 * (the demo's notifications read more than a year ago), the purge dialog refusing a wrong password
 * in the server's words, and a purge that saves the final dossier and takes the unit off the list.
 */
const b = useBrowser();
const TEXTS = { es: auditEs.retention, ca: auditCa.retention, en: auditEn.retention } as const;
const PHONE = { width: 390, height: 844 };

/** The admin on the retention screen, in `lang`. */
async function onRetention(lang: keyof typeof TEXTS, size = { width: 1366, height: 800 }): Promise<Page> {
  return (await b.signedIn('admin', { ...size, lang, at: '/retention' })).page;
}

const listed = () => pastRetention(b.baseUrl);

describe.each(['es', 'ca', 'en'] as const)('retention in %s', (lang) => {
  const t = TEXTS[lang];

  it('lists units past retention, refuses a wrong password and purges with the reason', async () => {
    const before = await listed();
    expect(before.results.length).toBeGreaterThan(0);
    const unit = before.results[0]!;
    const page = await onRetention(lang);
    await page.getByTestId(`retention-unit-${unit.reference}`).waitFor();
    expect(await page.getByTestId('screen-title').textContent()).toBe(t.title);
    await screenshot(page, `retention-list-${lang}`);

    await page.getByTestId(`retention-purge-${unit.reference}`).click();
    const dialog = page.getByTestId('purge-dialog');
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('heading').textContent())
      .toBe(t.purge.title.replace('{{reference}}', unit.reference));
    expect(await page.getByTestId('purge-confirm').isDisabled()).toBe(true);
    await page.getByTestId('purge-reason').fill('Periodo de conservación cumplido.');
    await page.getByTestId('purge-password').fill('not-the-password');
    await page.getByTestId('purge-confirm').click();
    await expect
      .poll(() => page.getByTestId('purge-error').textContent())
      .toBe(`${t.purge.password}: ${localize(RETENTION_MESSAGES.wrongPassword, lang)}`);
    await screenshot(page, `retention-purge-refused-${lang}`);

    await page.getByTestId('purge-password').fill(DEMO_PASSWORD);
    const download = page.waitForEvent('download');
    await page.getByTestId('purge-confirm').click();
    expect((await download).suggestedFilename()).toBe(`${unit.reference}-dossier.json`);
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId(`retention-unit-${unit.reference}`).waitFor({ state: 'detached' });
    expect((await listed()).results.some((u) => u.uid === unit.uid)).toBe(false);
    await page.context().close();
  });

  it('works on a phone', async () => {
    const unit = (await listed()).results[0]!;
    const page = await onRetention(lang, PHONE);
    await page.getByTestId(`retention-unit-${unit.reference}`).waitFor();
    await screenshot(page, `retention-list-phone-${lang}`);
    await page.getByTestId(`retention-purge-${unit.reference}`).click();
    await page.getByTestId('purge-dialog').waitFor();
    await screenshot(page, `retention-purge-phone-${lang}`);
    await page.getByTestId('purge-cancel').click();
    await page.getByTestId('purge-dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });
});
