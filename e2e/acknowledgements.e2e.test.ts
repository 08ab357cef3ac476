import { type AcknowledgementList, type Language, localize, SIGNATURE_MESSAGES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import formsCa from '../apps/web/src/features/forms/i18n/ca.json' with { type: 'json' };
import formsEn from '../apps/web/src/features/forms/i18n/en.json' with { type: 'json' };
import formsEs from '../apps/web/src/features/forms/i18n/es.json' with { type: 'json' };
import viewerCa from '../apps/web/src/features/viewer/i18n/ca.json' with { type: 'json' };
import viewerEn from '../apps/web/src/features/viewer/i18n/en.json' with { type: 'json' };
import viewerEs from '../apps/web/src/features/viewer/i18n/es.json' with { type: 'json' };
import { apiLogin, DEMO_PASSWORD, screenshot, useBrowser } from './browser.js';

/**
 * Read and understood in Chromium, in Spanish, Catalan and English (docs/bp-definition.md "Read
 * and understood"): a reader of the lab opens a document in force whose reading is pending, the
 * acknowledgements box says so, with the limit the reader let pass, "Confirmar lectura" asks for the signature "Leído y entendido",
 * a wrong password is refused, the right one signs, and the box shows the reader as done.
 */
const b = useBrowser();
const FORMS = { es: formsEs, ca: formsCa, en: formsEn } as const;
const VIEWER = { es: viewerEs, ca: viewerCa, en: viewerEn } as const;
const MEANING = { es: 'Leído y entendido', ca: 'Llegit i entès', en: 'Read and understood' } as const;
const LOCALE = { es: 'es-ES', ca: 'ca-ES', en: 'en-US' } as const;
const pending: Partial<Record<Language | 'phone', string>> = {};
/** The limit of the reader's documents in es, ca and en, all past it. */
const dues: Partial<Record<Language, string>> = {};

/**
 * Documents in force of the reader's centro whose version in force they have not acknowledged,
 * those past their limit first (the demo's versions mostly came into force weeks ago: `due_days` 14).
 */
async function pendingDocuments(count: number): Promise<Array<{ uid: string; due: string | null; overdue: boolean }>> {
  const { key, user } = await apiLogin(b.baseUrl, 'user');
  const call = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${b.baseUrl}/api/v1/demo/${user.preferred_centro}${path}`, {
      headers: { Authorization: `Token ${key}` },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const list = await call<{ units: Array<{ uid: string }> }>(
    '/unit/explorer/?business_process=DOCISODEFAULT&items_per_page=100',
  );
  const found: Array<{ uid: string; due: string | null; overdue: boolean }> = [];
  for (const { uid } of list.units) {
    const box = await call<AcknowledgementList>(`/unit/${encodeURIComponent(uid)}/acknowledgements/`);
    const mine = box.people.find((p) => p.user.id === user.id);
    if (box.effective && mine?.acknowledged_at === null) {
      found.push({ uid, due: box.effective.due_date, overdue: mine.overdue });
    }
  }
  found.sort((x, y) => Number(y.overdue) - Number(x.overdue));
  if (found.length < count) throw new Error(`only ${found.length} documents wait for the reader`);
  return found.slice(0, count);
}

beforeAll(async () => {
  const [es, ca, en, phone] = await pendingDocuments(4);
  Object.assign(pending, { es: es!.uid, ca: ca!.uid, en: en!.uid, phone: phone!.uid });
  for (const [lang, doc] of [
    ['es', es],
    ['ca', ca],
    ['en', en],
  ] as const) {
    if (!doc?.overdue || !doc.due) throw new Error(`the reader's ${lang} document is not past its limit`);
    dues[lang] = doc.due;
  }
});

describe('read and understood', () => {
  it.each(['es', 'ca', 'en'] as const)('a reader acknowledges a document in force, signing it, in %s', async (lang) => {
    const box = VIEWER[lang].acknowledgements;
    const { page, context } = await b.signedIn('user', {
      locale: LOCALE[lang],
      lang,
      at: `/explorer?business_process=DOCISODEFAULT&unit=${encodeURIComponent(pending[lang]!)}`,
    });
    await page.getByTestId('unit-viewer').waitFor();
    await page.getByTestId('viewer-tab-acknowledgements').click();
    const mine = page.getByTestId('viewer-acknowledgements-mine');
    await mine.waitFor();
    expect(await mine.textContent()).toBe(box.todo);
    // The limit, in the box's words, and the reader marked past it.
    const due = await page.getByTestId('viewer-acknowledgements-due').textContent();
    expect(due).toContain(box.due.split('{{date}}')[0]!);
    expect(due).toContain(dues[lang]!.slice(0, 4));
    const myRow = page
      .locator('[data-testid="viewer-acknowledgement-row"][data-overdue="true"]')
      .filter({ hasText: 'Lucía Fernández Gil' });
    expect(await myRow.getByTestId('viewer-acknowledgement-overdue').textContent()).toBe(box.overdue);
    if (lang === 'es') await screenshot(page, 'acknowledgements-pending');

    await page.getByTestId('unit-viewer').getByTestId('viewer-action-transitions').first().click();
    await page.getByTestId('viewer-transition-confirmar_lectura').click();
    const dialog = page.getByTestId('form-dialog');
    await dialog.getByTestId('form-signature').waitFor();
    expect(await dialog.getByTestId('form-signature-meaning').textContent()).toBe(
      FORMS[lang].signature.statement.replace('{{meaning}}', MEANING[lang]),
    );
    await dialog.getByTestId('input-signature-username').fill('user');
    await dialog.getByTestId('input-signature-password').fill('not-the-password');
    await dialog.getByTestId('form-dialog-submit').click();
    const refusal = dialog.getByTestId('form-signature-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(localize(SIGNATURE_MESSAGES.wrongCredentials, lang));
    if (lang === 'es') await screenshot(page, 'acknowledgement-dialog-refused');

    await dialog.getByTestId('input-signature-password').fill(DEMO_PASSWORD);
    await dialog.getByTestId('form-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('viewer-tab-acknowledgements').click();
    await page.getByText(box.mine).waitFor();
    const done = page.locator('[data-testid="viewer-acknowledgement-row"][data-done="true"]');
    expect(await done.allTextContents()).toContainEqual(expect.stringContaining('Lucía Fernández Gil'));
    if (lang === 'es') await screenshot(page, 'acknowledgements-done');
    await context.close();
  });

  it('prints an uncontrolled copy from the download menu, kept in the download tracker', async () => {
    const { page, context } = await b.signedIn('user', {
      at: `/explorer?business_process=DOCISODEFAULT&unit=${encodeURIComponent(pending.es!)}`,
    });
    await page.getByTestId('unit-viewer').waitFor();
    await page.getByTestId('viewer-action-download-options').first().click();
    const menu = page.getByTestId('viewer-action-download-options-menu');
    const option = menu.getByTestId('download-option-public-uncontrolled_copy');
    expect(await option.textContent()).toBe(viewerEs.actions.options.uncontrolled_copy);
    await screenshot(page, 'controlled-copies-menu');
    // The seeded document may be an office file: its first PDF waits for LibreOffice.
    const download = page.waitForEvent('download', { timeout: 90_000 });
    await option.click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByTestId('viewer-tab-download-tracker').click();
    const tracked = page.getByTestId('viewer-download-row').first();
    await expect.poll(() => tracked.textContent()).toContain(viewerEs.downloads.uncontrolled);
    await screenshot(page, 'controlled-copies-tracker');
    await context.close();
  });

  it('shows the box on a phone', async () => {
    const { page, context } = await b.signedIn('user', {
      width: 390,
      height: 844,
      at: `/explorer?business_process=DOCISODEFAULT&unit=${encodeURIComponent(pending.phone!)}`,
    });
    await page.getByTestId('unit-viewer').waitFor();
    await page.getByTestId('viewer-chips').getByTestId('viewer-tab-acknowledgements').click();
    await page.getByTestId('viewer-acknowledgements').waitFor();
    await screenshot(page, 'acknowledgements-mobile');
    await context.close();
  });
});
