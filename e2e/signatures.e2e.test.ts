import { type Language, localize, SIGNATURE_MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import formsCa from '../apps/web/src/features/forms/i18n/ca.json' with { type: 'json' };
import formsEn from '../apps/web/src/features/forms/i18n/en.json' with { type: 'json' };
import formsEs from '../apps/web/src/features/forms/i18n/es.json' with { type: 'json' };
import { apiLogin, DEMO_PASSWORD, screenshot, useBrowser } from './browser.js';
import { implementedCapa } from './signed-capa.js';

/**
 * Signing a transition in Chromium, in Spanish, Catalan and English (docs/compliance.md): the
 * demo CAPA's effectiveness check is signed "Verificado". The dialog asks the user name (first
 * signature of the session) and the password; a wrong password is refused in the interface's
 * language and nothing is signed; the right one signs, and the workflow box shows the signature.
 */
const b = useBrowser();
const FORMS = { es: formsEs, ca: formsCa, en: formsEn } as const;
const MEANING = { es: 'Verificado', ca: 'Verificat', en: 'Verified' } as const;
const TODAY = new Date().toISOString().slice(0, 10);
const uids: Partial<Record<Language, string>> = {};

beforeAll(async () => {
  const login = await apiLogin(b.baseUrl, 'admin');
  for (const lang of ['es', 'ca', 'en'] as const) {
    uids[lang] = await implementedCapa(b.baseUrl, login.key, login.user.id, `Etiquetado de alérgenos (${lang})`);
  }
});

describe('signing a transition', () => {
  it.each(['es', 'ca', 'en'] as const)('asks, refuses a wrong password and signs, in %s', async (lang) => {
    const texts = FORMS[lang].signature;
    const { page, context } = await b.signedIn('admin', {
      locale: lang === 'es' ? 'es-ES' : lang === 'ca' ? 'ca-ES' : 'en-US',
      lang,
      at: `/explorer?business_process=CAPA&unit=${encodeURIComponent(uids[lang]!)}`,
    });
    // The unit page loads first (a loaded machine takes its time); then its pencil menu.
    await page.getByTestId('unit-viewer').waitFor();
    await page.getByTestId('unit-viewer').getByTestId('viewer-action-transitions').first().click();
    await page.getByTestId('viewer-transition-verificar_eficaz').click();

    const dialog = page.getByTestId('form-dialog');
    const section = dialog.getByTestId('form-signature');
    await section.waitFor();
    expect(await section.textContent()).toContain(texts.section);
    expect(await dialog.getByTestId('form-signature-meaning').textContent()).toBe(
      texts.statement.replace('{{meaning}}', MEANING[lang]),
    );
    await dialog.getByTestId('input-verification_result').fill('Sin nuevas incidencias en un mes.');
    await dialog.getByTestId('input-verified_on').fill(TODAY);
    // The first signature of the session asks the user name and the password.
    await dialog.getByTestId('input-signature-username').fill('admin');
    await dialog.getByTestId('input-signature-password').fill('not-the-password');
    if (lang === 'es') await screenshot(page, 'signature-dialog');
    await dialog.getByTestId('form-dialog-submit').click();
    const refusal = dialog.getByTestId('form-signature-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(localize(SIGNATURE_MESSAGES.wrongCredentials, lang));
    if (lang === 'es') await screenshot(page, 'signature-refused');

    await dialog.getByTestId('input-signature-password').fill(DEMO_PASSWORD);
    await dialog.getByTestId('form-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('viewer-tab-workflow').click();
    const chip = page.getByTestId('viewer-signature-chip').first();
    await chip.waitFor();
    expect(await chip.textContent()).toContain(MEANING[lang]);
    // The newest row opens by itself; a click would fold it.
    const newest = page.getByTestId('viewer-history-row').first();
    if ((await newest.getByRole('button').getAttribute('aria-expanded')) !== 'true') await newest.click();
    const record = page.getByTestId('viewer-signature-record').first();
    await record.waitFor();
    expect(await record.textContent()).toContain(MEANING[lang]);
    expect(await record.textContent()).toContain('Europe/Madrid');
    if (lang === 'es') await screenshot(page, 'signature-workflow-box');
    await context.close();
  });

  it('shows the signature section on a phone', async () => {
    const login = await apiLogin(b.baseUrl, 'admin');
    const uid = await implementedCapa(b.baseUrl, login.key, login.user.id, 'Etiquetado de alérgenos (móvil)');
    const { page, context } = await b.signedIn('admin', {
      width: 390,
      height: 844,
      at: `/explorer?business_process=CAPA&unit=${encodeURIComponent(uid)}`,
    });
    // The unit's own menu: the cards behind its full-screen view carry the same actions.
    await page.getByTestId('unit-viewer').getByTestId('viewer-action-transitions').first().click();
    await page.getByTestId('viewer-transition-verificar_eficaz').click();
    const section = page.getByTestId('form-dialog').getByTestId('form-signature');
    await section.scrollIntoViewIfNeeded();
    await section.waitFor();
    await screenshot(page, 'signature-dialog-mobile');
    await context.close();
  });
});
