import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../apps/web/src/features/viewer/i18n/es.json' with { type: 'json' };
import { DEMO_PASSWORD, screenshot, useBrowser } from './browser.js';

/**
 * The inline unit viewer and its action icons, in Chromium, on a non-conformity the test creates
 * and moves through the API: header, copy uid, tabs, the history diff, the menus, mobile chips,
 * and a unit that cannot be read. The viewer is reached as the full-page unit detail view,
 * `/explorer?business_process=NC&unit=<uid>`.
 */
const b = useBrowser();

interface Input {
  id: string;
  kind: string;
  required: boolean;
  items: Array<{ value: string; children?: Input['items'] }>;
  process_id?: number | null;
  permission_id?: string;
}

const api = {
  token: '',
  base: '',
  async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${this.base}/api/v1/demo/1${path}`, {
      ...init,
      headers: { Authorization: `Token ${this.token}`, ...init.headers },
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body as T;
  },
  post<T>(path: string, values: Record<string, string>): Promise<T> {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.set(k, v);
    return this.call<T>(path, { method: 'POST', body: form });
  },
};

const firstLeaf = (items: Input['items']): string =>
  items[0]!.children?.length ? firstLeaf(items[0]!.children) : items[0]!.value;

/** A value for each required input the API asks for, of the kinds the demo NC and CAPA collect. */
async function fill(inputs: Input[], given: Record<string, string>): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const input of inputs) {
    if (input.id in given || !input.required) continue;
    if (input.items.length > 0) values[input.id] = firstLeaf(input.items);
    else if (input.kind === 'date') values[input.id] = '2026-12-15';
    else if (input.kind === 'numeric') values[input.id] = '1';
    else if (input.process_id !== undefined) {
      const users = await api.call<{ data: Array<{ value: string }> }>(
        `/unitwidget/get_process_depending_users/?process_id=${input.process_id}&permission_id=${input.permission_id}&centro=1`,
      );
      values[input.id] = String(users.data[0]!.value);
    } else values[input.id] = `Texto de prueba para ${input.id}`;
  }
  return { ...values, ...given };
}

const SUBJECT = 'Dietas sin gluten servidas sin etiqueta de alérgenos en la planta 3 del hospital';
const FIRST_ACTION = 'Retirada de las 12 bandejas afectadas';
const SECOND_ACTION = 'Retirada y reetiquetado de las bandejas; aviso a cocina';
const unit = { uid: '', reference: '', child: '', overdue: '', cancel: '' };

async function createNc(subject: string): Promise<string> {
  const creation = await api.call<{ fields: Input[]; responsible_candidates: Array<{ id: number }> }>(
    '/unit/get_fields_to_collect_during_creation/?business_process=NC',
  );
  const responsible = creation.responsible_candidates[0];
  const created = await api.post<{ uid: string }>('/unit/create_and_execute_initial_transition/', {
    business_process: 'NC',
    ...(await fill(creation.fields, {
      subject,
      detected_by: String(responsible?.id ?? 1),
      detected_on: '2026-11-20',
      immediate_action: FIRST_ACTION,
    })),
    ...(responsible ? { responsible: String(responsible.id) } : {}),
  });
  return created.uid;
}

async function transition(uid: string, transitionId: string, given: Record<string, string>): Promise<string> {
  const enc = encodeURIComponent(uid);
  const asked = await api.call<{ fields: Input[] }>(
    `/unit/${enc}/get_fields_to_collect_during_transition/?transition_id=${transitionId}`,
  );
  const done = await api.post<{ uid: string }>(`/unit/${enc}/execute_transition/`, {
    transition_id: transitionId,
    ...(await fill(asked.fields, given)),
  });
  return done.uid;
}

beforeAll(async () => {
  api.base = b.baseUrl;
  const login = await fetch(`${api.base}/api/v1/rest-auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  api.token = ((await login.json()) as { key: string }).key;

  unit.uid = await createNc(SUBJECT);
  // Changes immediate_action: the history shows it as changed, the previous text struck through.
  await transition(unit.uid, 'iniciar_analisis', { immediate_action: SECOND_ACTION });
  // A related transition: a corrective action born from this NC (its child).
  unit.child = await transition(unit.uid, 'abrir_capa', { subject: 'Etiquetado obligatorio de dietas especiales' });
  // Another NC whose limit (the planned actions' date) has passed.
  unit.overdue = await createNc('Temperatura de cámara fuera de rango sin registro');
  await transition(unit.overdue, 'iniciar_analisis', { immediate_action: SECOND_ACTION });
  await transition(unit.overdue, 'planificar_acciones', { actions_due: '2025-03-14' });
  unit.cancel = await createNc('Registro de limpieza de campana extractora sin firmar');
  unit.reference = (await api.call<{ reference: string }>(`/unit/${encodeURIComponent(unit.uid)}/`)).reference;
});

async function openViewer(options: Parameters<typeof b.newPage>[0] = {}, uid = unit.uid) {
  const opened = await b.signedIn('admin', {
    ...options,
    at: `/explorer?business_process=NC&unit=${encodeURIComponent(uid)}`,
  });
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: b.baseUrl });
  return opened;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function done(context: BrowserContext) {
  await context.close();
}

describe('unit viewer', () => {
  it('shows the header, copies the uid and has one tab per box', async () => {
    const { page, context } = await openViewer();
    await page.getByTestId('viewer-header').waitFor();
    expect(await page.getByTestId('viewer-reference').textContent()).toBe(unit.reference);
    expect(unit.reference).toMatch(/^NC-\d{4}-\d{4}$/);
    expect(await page.getByTestId('viewer-title').textContent()).toBe(SUBJECT);
    expect(await page.getByTestId('viewer-state').textContent()).toContain('En análisis');
    expect(await page.getByTestId('viewer-limit').textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(await page.getByTestId('viewer-field-detected_on').textContent()).toContain('20/11/2026');
    expect(await page.getByTestId('viewer-field-immediate_action').textContent()).toContain(SECOND_ACTION);

    await page.getByTestId('viewer-copy-uid').click();
    await page.getByRole('tooltip', { name: es.copied }).waitFor();
    expect(await clipboard(page)).toBe(unit.uid);

    const tabs = page.locator('[data-testid="viewer-tabs"] [role="tab"]');
    expect(await tabs.allTextContents()).toEqual([
      es.boxes.data,
      'Acciones', // the NC layout names its related box
      es.boxes.documents,
      es.boxes.comunications,
      es.boxes.workflow,
    ]);
    await screenshot(page, 'viewer-data');

    await page.getByTestId('viewer-tab-comunications').click();
    await page.getByTestId('viewer-comunications-empty').waitFor();
    await page.getByTestId('viewer-tab-related').click();
    // The related box is an embedded explorer of the related units (here the NC's actions).
    const related = page.getByTestId('viewer-related').getByTestId('unit-row');
    await related.first().waitFor();
    expect(await related.count()).toBe(1);
    expect(await related.textContent()).toContain('Etiquetado obligatorio de dietas especiales');
    await done(context);
  });

  it('shows each transition with its diff: new values, changed values over the struck previous one', async () => {
    const { page, context } = await openViewer();
    await page.getByTestId('viewer-tab-workflow').click();
    await page.getByTestId('viewer-history-legend').waitFor();
    const rows = page.getByTestId('viewer-history-row');
    // Newest first: the related transition, the analysis, the opening.
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-transition')))).toEqual([
      'abrir_capa',
      'iniciar_analisis',
      'abrir',
    ]);
    await rows.nth(1).click();
    const changed = page.getByTestId('viewer-diff-immediate_action').getByTestId('viewer-diff-value').first();
    expect(await changed.getAttribute('data-kind')).toBe('changed');
    expect(await changed.locator('del').textContent()).toBe(FIRST_ACTION);
    // Longer than 50 characters: cut, the whole text in a tooltip (records-explorer §9).
    const shown = (await changed.locator('ins').textContent()) ?? '';
    expect(SECOND_ACTION.length).toBeGreaterThan(50);
    expect(shown.length).toBeLessThanOrEqual(50);
    expect(shown.endsWith('…') && SECOND_ACTION.startsWith(shown.slice(0, -1))).toBe(true);
    // The row is still unfolding: a pointer that arrived before the text did gets no mouseover,
    // so the pointer comes in again until the tooltip answers.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await changed.locator('ins span').hover();
        return page
          .getByRole('tooltip', { name: SECOND_ACTION })
          .waitFor({ timeout: 1000 })
          .then(
            () => true,
            () => false,
          );
      })
      .toBe(true);
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
    const red = await changed.locator('ins').evaluate((e) => getComputedStyle(e).color);
    expect(red).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);

    await rows.nth(2).click();
    const created = page.getByTestId('viewer-diff-subject').last().getByTestId('viewer-diff-value');
    expect(await created.getAttribute('data-kind')).toBe('new');
    const green = await created.locator('ins').evaluate((e) => getComputedStyle(e).color);
    const [r, g] = green.match(/\d+/g)!.map(Number);
    expect(g).toBeGreaterThan(r!);
    await rows.nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'viewer-history');
    await done(context);
  });

  it('offers the transitions, the related creation, navigation and the contacts with copy buttons', async () => {
    const { page, context } = await openViewer();
    await page.getByTestId('viewer-header').waitFor();
    const detail = await api.call<{
      transition_candidates: Array<{ label: string }>;
      contacts: Array<{ title: string; phone: string | null; email: string }>;
    }>(`/unit/${encodeURIComponent(unit.uid)}/`);

    await page.getByTestId('viewer-action-transitions').click();
    const items = page.locator('[data-testid^="viewer-transition-"]');
    await items.first().waitFor();
    const texts = await items.allTextContents();
    expect(texts).toHaveLength(detail.transition_candidates.length);
    for (const [i, c] of detail.transition_candidates.entries()) expect(texts[i]).toContain(c.label);
    await page.keyboard.press('Escape');

    await page.getByTestId('viewer-action-content-types').click();
    await page.getByTestId('viewer-content-type-CAPA').waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('viewer-action-navigate').click();
    await page.getByRole('menuitem', { name: /Etiquetado obligatorio/ }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByTestId('viewer-action-contacts').click();
    const contacts = page.getByTestId('viewer-contact');
    await contacts.first().waitFor();
    expect(await contacts.count()).toBe(detail.contacts.length);
    const withPhone = detail.contacts.findIndex((c) => c.phone);
    const row = contacts.nth(withPhone);
    expect(await row.textContent()).toContain(detail.contacts[withPhone]!.title);
    await row.getByTestId('viewer-contact-copy-phone').click();
    expect(await clipboard(page)).toBe(detail.contacts[withPhone]!.phone);
    // 'Copied' shows for a second, then the button's own label again.
    await page.getByRole('tooltip', { name: es.copied }).waitFor();
    await page.getByRole('tooltip', { name: es.copied }).waitFor({ state: 'hidden' });
    await row.getByTestId('viewer-contact-copy-email').click();
    expect(await clipboard(page)).toBe(detail.contacts[withPhone]!.email);
    await screenshot(page, 'viewer-actions');
    await done(context);
  });

  it('uses chips instead of tabs on a phone, full screen, and the back arrow closes it', async () => {
    const { page, context } = await openViewer({ width: 390, height: 844 });
    await page.getByTestId('viewer-chips').waitFor();
    expect(await page.getByTestId('viewer-tabs').count()).toBe(0);
    const dialog = await page.getByRole('dialog').boundingBox();
    expect(dialog).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await page.getByTestId('viewer-tab-workflow').click();
    await page.getByTestId('viewer-history-legend').waitFor();
    expect(await page.getByTestId('viewer-tab-workflow').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('viewer-tab-data').click();
    await page.getByTestId('viewer-header').waitFor();
    await screenshot(page, 'viewer-mobile');
    await page.getByTestId('unit-detail-back').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('unit')).toBeNull();
    await done(context);
  });

  it('shows a passed limit in red with an alert icon', async () => {
    const { page, context } = await openViewer({}, unit.overdue);
    const limit = page.getByTestId('viewer-limit');
    await limit.waitFor();
    expect(await limit.textContent()).toContain('14/03/2025');
    const date = limit.locator('[data-overdue]');
    const [r, g] = (await date.evaluate((e) => getComputedStyle(e).color)).match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    await limit.getByRole('img', { name: es.header.overdue }).waitFor();
    // A limit not yet passed is neither.
    await page.goto(`/explorer?business_process=NC&unit=${encodeURIComponent(unit.uid)}`);
    await page.getByTestId('viewer-header').waitFor();
    expect(await page.getByTestId('viewer-limit').locator('[data-overdue]').count()).toBe(0);
    await done(context);
  });

  it('runs a transition from the pencil menu and shows the unit in its new state', async () => {
    const { page, context } = await openViewer({}, unit.cancel);
    await page.getByTestId('viewer-header').waitFor();
    await page.getByTestId('viewer-action-transitions').click();
    await page.getByTestId('viewer-transition-anular').click();
    await page.getByTestId('form-dialog').waitFor();
    await page.getByTestId('input-cancel_reason').fill('Registro duplicado: ya abierto como otra no conformidad');
    await page.getByTestId('form-dialog-submit').click();
    await page.getByTestId('form-dialog').waitFor({ state: 'detached' });
    // The viewer read the unit again: its new state, and no transition left to offer.
    await expect.poll(() => page.getByTestId('viewer-state').textContent()).toContain('Anulada');
    expect(await page.getByTestId('viewer-action-transitions').count()).toBe(0);
    await page.getByTestId('viewer-tab-workflow').click();
    const first = page.getByTestId('viewer-history-row').first();
    expect(await first.getAttribute('data-transition')).toBe('anular');
    await done(context);
  });

  it('says so when a unit cannot be read', async () => {
    const missing = 'QUnit#NC#1#999999';
    const { page, context } = await openViewer({}, missing);
    await page.getByTestId('viewer-error').waitFor();
    expect(await page.getByTestId('viewer-error').textContent()).toContain(es.cantRead.replace('{{uid}}', missing));
    await done(context);
  });
});
