import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import auditCa from '../apps/web/src/features/audit/i18n/ca.json' with { type: 'json' };
import auditEn from '../apps/web/src/features/audit/i18n/en.json' with { type: 'json' };
import auditEs from '../apps/web/src/features/audit/i18n/es.json' with { type: 'json' };
import viewerCa from '../apps/web/src/features/viewer/i18n/ca.json' with { type: 'json' };
import viewerEn from '../apps/web/src/features/viewer/i18n/en.json' with { type: 'json' };
import viewerEs from '../apps/web/src/features/viewer/i18n/es.json' with { type: 'json' };
import { apiLogin, screenshot, useBrowser } from './browser.js';

/**
 * The audit trail's two buttons (issue 15 §2) in each language: the audit screen's chain check and
 * the viewer's dossier download, for an administrator.
 */
const b = useBrowser();
const TEXTS = {
  es: { audit: auditEs, viewer: viewerEs },
  ca: { audit: auditCa, viewer: viewerCa },
  en: { audit: auditEn, viewer: viewerEn },
} as const;

/** The admin at `at`, in `lang`. */
async function signedIn(lang: keyof typeof TEXTS, at: string): Promise<Page> {
  return (await b.signedIn('admin', { lang, at })).page;
}

/** A non-conformity of the admin's own centro, from its explorer list. */
async function anNc(): Promise<string> {
  const { key, user } = await apiLogin(b.baseUrl, 'admin');
  const res = await fetch(
    `${b.baseUrl}/api/v1/demo/${user.preferred_centro}/unit/explorer/?business_process=NC&items_per_page=1`,
    { headers: { Authorization: `Token ${key}` } },
  );
  const list = (await res.json()) as { units: Array<{ uid: string }> };
  return list.units[0]!.uid;
}

describe.each(['es', 'ca', 'en'] as const)('audit trail in %s', (lang) => {
  const t = TEXTS[lang];

  it('the audit screen verifies the chain and says how many entries hold', async () => {
    const page = await signedIn(lang, '/audit');
    await page.getByTestId('audit-verify').click();
    const result = page.getByTestId('audit-chain-result');
    await result.waitFor();
    const whole = new RegExp(`^${t.audit.chain.whole.replace('{{n}}', '[\\d.,\\s]+')}$`);
    expect(await result.textContent()).toMatch(whole);
    await screenshot(page, `audit-chain-${lang}`);
    await page.context().close();
  });

  it('the viewer offers the dossier as PDF and JSON', async () => {
    const uid = await anNc();
    const page = await signedIn(lang, `/explorer?business_process=NC&unit=${encodeURIComponent(uid)}`);
    await page.getByTestId('unit-viewer').waitFor();
    await page.getByTestId('viewer-action-dossier').click();
    expect(await page.getByTestId('viewer-dossier-pdf').textContent()).toBe(t.viewer.actions.dossierAs.pdf);
    await screenshot(page, `viewer-dossier-${lang}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('viewer-dossier-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-dossier\.pdf$/);
    await page.context().close();
  });
});

it('the dossier button is the administrators only', async () => {
  const uid = await anNc();
  const { page, context } = await b.signedIn('manager', {
    at: `/explorer?business_process=NC&unit=${encodeURIComponent(uid)}`,
  });
  await page.getByTestId('viewer-actions').waitFor();
  expect(await page.getByTestId('viewer-action-dossier').count()).toBe(0);
  await context.close();
});
