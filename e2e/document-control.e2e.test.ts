import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import ca from '../apps/web/src/features/viewer/i18n/ca.json' with { type: 'json' };
import en from '../apps/web/src/features/viewer/i18n/en.json' with { type: 'json' };
import es from '../apps/web/src/features/viewer/i18n/es.json' with { type: 'json' };
import { apiLogin, screenshot, useBrowser } from './browser.js';

/**
 * Controlled documents in Chromium (issue 15 §3): a demo document approved more than once shows its
 * version number and its superseded files with the version each was; the showcase document whose
 * periodic review is overdue — opened by the server's review job at start — shows it overdue in the
 * viewer, in Spanish, Catalan and English.
 */
const b = useBrowser();
const VIEWER = { es, ca, en } as const;
const REVIEW_STATE = { es: 'Revisión periódica', ca: 'Revisió periòdica', en: 'Periodic review' } as const;

interface ListItem {
  uid: string;
  reference: string;
  is_overdue: boolean;
  current_workflow_state: { id: string };
}
interface Detail {
  uid: string;
  fields: Record<string, { value: unknown } | undefined>;
}

const docs = { versioned: '', overdue: '', overdueReference: '' };

async function api<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api/v1/demo/1${path}`, { headers: { Authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The demo's DOCISODEFAULT units in centro 1, as the admin's explorer lists them. */
async function documents(token: string): Promise<ListItem[]> {
  const units: ListItem[] = [];
  for (let offset = 0; offset < 300; offset += 100) {
    const page = await api<{ units: ListItem[] }>(
      token,
      `/unit/explorer/?business_process=DOCISODEFAULT&items_per_page=100&offset=${offset}`,
    );
    units.push(...page.units);
    if (page.units.length < 100) break;
  }
  return units;
}

const inReview = (u: ListItem) => u.is_overdue && u.current_workflow_state.id === 'revision_periodica';

beforeAll(async () => {
  const { key } = await apiLogin(b.baseUrl, 'admin');
  let units = await documents(key);
  // The server runs the review job as it starts, beside serving: wait for its first run.
  for (let tries = 0; tries < 30 && !units.some(inReview); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    units = await documents(key);
  }
  const overdue = units.find(inReview);
  if (!overdue) throw new Error('the demo has no overdue periodic review');
  docs.overdue = overdue.uid;
  docs.overdueReference = overdue.reference;
  for (const u of units) {
    const detail = await api<Detail>(key, `/unit/${encodeURIComponent(u.uid)}/`);
    if (Number(detail.fields.doc_version?.value) >= 2) {
      docs.versioned = u.uid;
      break;
    }
  }
  if (!docs.versioned) throw new Error('the demo has no document at version 2');
});

async function signIn(lang: 'es' | 'ca' | 'en', size?: { width: number; height: number }) {
  return b.signedIn('admin', { locale: lang === 'es' ? 'es-ES' : lang === 'ca' ? 'ca-ES' : 'en-US', ...size, lang });
}

const openUnit = (page: Page, uid: string) =>
  page.goto(`/explorer?business_process=DOCISODEFAULT&unit=${encodeURIComponent(uid)}`);

describe('controlled documents', () => {
  it.each(['es', 'ca', 'en'] as const)('show the version in force and the superseded ones, in %s', async (lang) => {
    const texts = VIEWER[lang].files;
    const { page, context } = await signIn(lang);
    await openUnit(page, docs.versioned);
    const version = page.getByTestId('viewer-field-doc_version');
    await version.waitFor();
    expect(Number((await version.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(2);
    await page.getByTestId('viewer-tab-versions').click();
    const superseded = page.locator('[data-testid="viewer-file-status"][data-status="superseded"]').first();
    await superseded.waitFor();
    expect(await superseded.textContent()).toBe(texts.status.superseded);
    const numbers = await page.getByTestId('viewer-file-document-version').allTextContents();
    expect(numbers).toContain(texts.documentVersion.replace('{{version}}', '1'));
    if (lang === 'es') await screenshot(page, 'document-versions');
    await context.close();
  });

  it.each(['es', 'ca', 'en'] as const)('show the overdue periodic review, in %s', async (lang) => {
    const { page, context } = await signIn(lang);
    await openUnit(page, docs.overdue);
    const header = page.getByTestId('viewer-header');
    await header.locator('[data-overdue="true"]').waitFor();
    expect(await header.textContent()).toContain(REVIEW_STATE[lang]);
    await page.getByTestId('viewer-field-doc_version').waitFor();
    if (lang === 'es') await screenshot(page, 'document-review-overdue');
    if (lang === 'en') await screenshot(page, 'document-review-overdue-en');
    await context.close();
  });

  it('shows the version on a phone', async () => {
    const { page, context } = await signIn('es', { width: 390, height: 844 });
    await openUnit(page, docs.versioned);
    const version = page.getByTestId('viewer-field-doc_version');
    await version.waitFor();
    await version.scrollIntoViewIfNeeded();
    await screenshot(page, 'document-versions-mobile');
    await context.close();
  });
});
