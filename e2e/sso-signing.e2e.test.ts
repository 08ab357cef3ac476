import type { Language } from '@qualium/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestIdp } from '../apps/server/test/saml-idp.js';
import { LANGUAGE_STORAGE_KEY } from '../apps/web/src/config.js';
import ssoCa from '../apps/web/src/features/sso/i18n/ca.json' with { type: 'json' };
import ssoEn from '../apps/web/src/features/sso/i18n/en.json' with { type: 'json' };
import ssoEs from '../apps/web/src/features/sso/i18n/es.json' with { type: 'json' };
import { apiLogin, screenshot, useBrowser } from './browser.js';
import { pastRetention } from './past-retention.js';
import { implementedCapa } from './signed-capa.js';

/**
 * Signing as an SSO user in Chromium, in Spanish, Catalan and English (issue 15 §1): signed in
 * through the test IdP (apps/server/test/saml-idp.ts), the user signs the demo CAPA's effectiveness
 * check with "Sign with <IdP>", which runs a fresh sign-in (ForceAuthn) in a window of its own;
 * the IdP answering for someone else is refused in the dialog and nothing is signed.
 */
const b = useBrowser();
const idp = new TestIdp();
const SSO = { es: ssoEs, ca: ssoCa, en: ssoEn } as const;
const MEANING = { es: 'Verificado', ca: 'Verificat', en: 'Verified' } as const;
const LOCALE = { es: 'es-ES', ca: 'ca-ES', en: 'en-US' } as const;
const TODAY = new Date().toISOString().slice(0, 10);
let admin = { key: '', user: { id: 0 } };

beforeAll(async () => {
  await idp.start();
  admin = await apiLogin(b.baseUrl, 'admin');
  const site = (await (await fetch(`${b.baseUrl}/api/v1/sitepath/?url_name=demo`)).json()) as { id: number };
  const res = await fetch(`${b.baseUrl}/api/v1/demo/site/${site.id}/sso/`, {
    method: 'PUT',
    headers: { authorization: `Token ${admin.key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      enabled: true,
      idp_entity_id: idp.entityId,
      idp_sso_url: idp.ssoUrl,
      idp_certificates: [idp.certificate],
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
});

afterAll(async () => {
  await idp.stop();
});

/** Signed in as admin through the IdP, in `lang` (on a desktop unless `size` says otherwise). */
async function signedInThroughIdp(lang: Language, size: { width?: number; height?: number } = {}) {
  const { page, context } = await b.newPage({
    locale: LOCALE[lang],
    ...size,
    localStorage: [{ name: LANGUAGE_STORAGE_KEY, value: lang }],
  });
  idp.nextUser = { nameId: 'admin' };
  await page.goto('/corp/demo/login');
  await page.getByTestId('login-sso').click();
  await page.getByTestId('idp-continue').click();
  await page.getByTestId('user-menu-button').waitFor();
  return { page, context };
}

/** Signed in as admin through the IdP, in `lang`, on the unit's transition dialog for the signed check. */
async function signingDialog(lang: Language, uid: string) {
  const { page, context } = await signedInThroughIdp(lang);
  await page.goto(`/explorer?business_process=CAPA&unit=${encodeURIComponent(uid)}`);
  await page.getByTestId('unit-viewer').waitFor();
  await page.getByTestId('unit-viewer').getByTestId('viewer-action-transitions').first().click();
  await page.getByTestId('viewer-transition-verificar_eficaz').click();
  const dialog = page.getByTestId('form-dialog');
  await dialog.getByTestId('form-signature').waitFor();
  await dialog.getByTestId('input-verification_result').fill('Sin nuevas incidencias en un mes.');
  await dialog.getByTestId('input-verified_on').fill(TODAY);
  return { page, context, dialog };
}

/** Clicks "Sign with <IdP>" (`button`: the transition dialog's by default), continues at the IdP in its window. */
async function signAtIdp(page: Page, shot?: string, button = page.getByTestId('form-dialog-submit')): Promise<Page> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
  await popup.getByTestId('idp-continue').waitFor();
  if (shot) await screenshot(page, shot);
  await popup.getByTestId('idp-continue').click();
  return popup;
}

describe('signing as an SSO user', () => {
  it.each(['es', 'ca', 'en'] as const)('signs through a fresh IdP sign-in in its own window, in %s', async (lang) => {
    const uid = await implementedCapa(b.baseUrl, admin.key, admin.user.id, `Etiquetado SSO (${lang})`);
    const { page, context, dialog } = await signingDialog(lang, uid);
    const host = new URL(idp.ssoUrl).host;
    const texts = SSO[lang].signing;
    // No user name, no password: the IdP will ask.
    expect(await dialog.getByTestId('input-signature-password').count()).toBe(0);
    expect(await dialog.getByTestId('signature-sso-note').textContent()).toBe(texts.note.replace('{{idp}}', host));
    expect(await dialog.getByTestId('form-dialog-submit').textContent()).toBe(texts.submit.replace('{{idp}}', host));
    if (lang === 'es') await screenshot(page, 'signature-sso-dialog');

    const asked = idp.authnRequests.length;
    await signAtIdp(page, lang === 'es' ? 'signature-sso-waiting' : undefined);
    await dialog.waitFor({ state: 'detached' });
    expect(idp.authnRequests.slice(asked)).toMatchObject([{ forceAuthn: true }]);

    await page.getByTestId('viewer-tab-workflow').click();
    const chip = page.getByTestId('viewer-signature-chip').first();
    await chip.waitFor();
    expect(await chip.textContent()).toContain(MEANING[lang]);
    if (lang === 'es') await screenshot(page, 'signature-sso-signed');
    await context.close();
  });

  it('refuses in the dialog a sign-in at the IdP as someone else, signing nothing', async () => {
    const uid = await implementedCapa(b.baseUrl, admin.key, admin.user.id, 'Etiquetado SSO (otra persona)');
    const { page, context, dialog } = await signingDialog('es', uid);
    idp.nextUser = { nameId: 'user' };
    const popup = await signAtIdp(page);
    const refused = dialog.getByTestId('signature-sso-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(SSO.es.errors.other_user);
    await screenshot(page, 'signature-sso-refused');
    if (!popup.isClosed()) await screenshot(popup, 'signature-sso-window-refused');
    // Nothing was signed: the dialog is still open, the step still to do.
    await dialog.getByTestId('form-dialog-cancel').click();
    await page.getByTestId('viewer-tab-workflow').click();
    expect(await page.getByTestId('viewer-signature-chip').count()).toBe(0);
    await context.close();
  });
});

describe('purging as an administrator who signs through the IdP', () => {
  it.each(['es', 'ca', 'en'] as const)('signs the purge through a fresh IdP sign-in, in %s', async (lang) => {
    const unit = (await pastRetention(b.baseUrl)).results[0]!;
    const { page, context } = await signedInThroughIdp(lang);
    await page.goto('/retention');
    await page.getByTestId(`retention-purge-${unit.reference}`).click();
    const dialog = page.getByTestId('purge-dialog');
    await dialog.waitFor();
    const host = new URL(idp.ssoUrl).host;
    const texts = SSO[lang].signing;
    // No password: the IdP will ask.
    expect(await dialog.getByTestId('purge-password').count()).toBe(0);
    expect(await dialog.getByTestId('signature-sso-note').textContent()).toBe(texts.note.replace('{{idp}}', host));
    const confirm = dialog.getByTestId('purge-confirm');
    expect(await confirm.textContent()).toBe(texts.submit.replace('{{idp}}', host));
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByTestId('purge-reason').fill('Periodo de conservación cumplido.');
    await screenshot(page, `retention-purge-sso-${lang}`);

    const asked = idp.authnRequests.length;
    const download = page.waitForEvent('download');
    await signAtIdp(page, lang === 'es' ? 'retention-purge-sso-waiting' : undefined, confirm);
    expect((await download).suggestedFilename()).toBe(`${unit.reference}-dossier.json`);
    await dialog.waitFor({ state: 'detached' });
    expect(idp.authnRequests.slice(asked)).toMatchObject([{ forceAuthn: true }]);
    expect((await pastRetention(b.baseUrl)).results.some((u) => u.uid === unit.uid)).toBe(false);
    await context.close();
  });

  it('offers the IdP in the purge dialog on a phone', async () => {
    const unit = (await pastRetention(b.baseUrl)).results[0]!;
    const { page, context } = await signedInThroughIdp('es', { width: 390, height: 844 });
    await page.goto('/retention');
    await page.getByTestId(`retention-purge-${unit.reference}`).click();
    const dialog = page.getByTestId('purge-dialog');
    await dialog.getByTestId('signature-sso-note').waitFor();
    await dialog.getByTestId('purge-reason').fill('Periodo de conservación cumplido.');
    await screenshot(page, 'retention-purge-sso-phone');
    await dialog.getByTestId('purge-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
