import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiLogin, screenshot, storedSession, useBrowser } from './browser.js';

const b = useBrowser();

/**
 * The explorer's selection acts (docs/decisions.md "Selection") and the cards' action bar, in
 * Chromium against the real server. The test makes its own corrective actions through the API, as
 * admin (their owner, so "Iniciar" is offered on each): three planned ones whose subject carries
 * "azabache", and a fourth already started (it no longer offers "Iniciar").
 */
const WORD = 'azabache';
const api = { token: '', site: '', centro: 0 };

async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api/v1${api.site}/${api.centro}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Token ${api.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function makeActions(me: number): Promise<void> {
  const make = (n: number) =>
    call<{ uid: string }>('/unit/create_and_execute_initial_transition/', {
      business_process: 'CAPA',
      subject: `Acción ${WORD} ${n}: revisar la cámara ${n}`,
      action_type: 'correctiva',
      action_owner: String(me),
      description: 'Acción de la prueba de selección.',
      planned_date: `2026-12-1${n}`,
      verification_method: 'Revisión del registro.',
    });
  for (const n of [1, 2, 3]) await make(n);
  const started = await make(4);
  await call(`/unit/${encodeURIComponent(started.uid)}/execute_transition/`, { transition_id: 'iniciar' });
}

let made: Promise<void> | null = null;
async function session(options: Parameters<typeof b.newPage>[0] = {}) {
  const { page, context } = await b.signedIn('admin', options);
  made ??= (async () => {
    const stored = await storedSession(page);
    api.site = `/${stored.site!.replace(/^\//, '')}`;
    api.centro = stored.centro!;
    const login = await apiLogin(b.baseUrl, 'admin');
    api.token = login.key;
    await makeActions(login.user.id);
  })();
  await made;
  return { page, context };
}

const until = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function openList(page: Page, view: 'table' | 'cards') {
  await page.goto(`/explorer?business_process=CAPA&search=${WORD}&view=${view}`);
  await page
    .getByTestId(view === 'table' ? 'unit-row' : 'unit-card')
    .first()
    .waitFor();
  await until(() => page.getByTestId(view === 'table' ? 'unit-row' : 'unit-card').count()).toBe(4);
}

describe('acting on the selection', () => {
  it('runs a transition on the selected units: one result line per unit, and a form-needing one is not offered', async () => {
    const { page, context } = await session();
    await openList(page, 'table');
    await page.getByTestId('select-page').check();
    await until(() => page.getByTestId('selection-count').textContent()).toBe('4 registros seleccionados');
    // The one already started is unticked: three remain.
    const rows = page.getByTestId('unit-row');
    for (let i = 0; i < 4; i++) {
      const title = await rows.nth(i).textContent();
      if (title?.includes(`${WORD} 4`)) await rows.nth(i).getByRole('checkbox').uncheck();
    }
    await until(() => page.getByTestId('selection-count').textContent()).toBe('3 registros seleccionados');
    await expect(page.getByTestId('selection-list-report').isVisible()).resolves.toBe(true);
    await screenshot(page, 'explorer-selection-bar');

    await page.getByTestId('selection-transition').click();
    const dialog = page.getByTestId('bulk-transition-dialog');
    await dialog.getByTestId('bulk-offer-iniciar').waitFor();
    expect(await dialog.getByTestId('bulk-offer-iniciar').textContent()).toContain('La ofrecen 3 de 3');
    await screenshot(page, 'explorer-selection-offers');
    await dialog.getByTestId('bulk-offer-iniciar').click();
    expect(await dialog.getByTestId('bulk-question').textContent()).toBe(
      '¿Ejecutar «Iniciar» en los 3 registros que la ofrecen?',
    );
    await dialog.getByTestId('bulk-confirm').click();
    await until(() => dialog.getByTestId('bulk-result').count()).toBe(3);
    expect(await dialog.locator('[data-testid="bulk-result"][data-ok="true"]').count()).toBe(3);
    expect(await dialog.getByTestId('bulk-summary').textContent()).toBe('Hecho en 3 de 3');
    await screenshot(page, 'explorer-selection-results');
    await dialog.getByTestId('bulk-close').click();
    // The units moved (all four are in progress now) and the selection is over.
    const states = async () =>
      (
        await call<{ units: Array<{ current_workflow_state: { id: string } }> }>(
          `/unit/explorer/?business_process=CAPA&search=${WORD}`,
        )
      ).units.map((u) => u.current_workflow_state.id);
    expect(await states()).toEqual(['en_curso', 'en_curso', 'en_curso', 'en_curso']);
    await until(() => page.getByTestId('selection-bar').count()).toBe(0);

    // Run again on all four: none offers "Iniciar" any more, so the dialog offers other transitions only.
    await page.getByTestId('select-page').check();
    await page.getByTestId('selection-transition').click();
    await dialog.getByTestId('bulk-offers').waitFor();
    expect(await dialog.getByTestId('bulk-offer-iniciar').count()).toBe(0);
    // "Marcar como implementada" asks for data: shown, not offered to run in bulk.
    await expect(dialog.getByTestId('bulk-offer-implementar').getAttribute('aria-disabled')).resolves.toBe('true');
    await context.close();
  });

  it('carries the unit actions on each card, on a phone too, where the cards are forced', async () => {
    const { page, context } = await session({ width: 390, height: 844 });
    // The table named in the address is not offered on a phone: the cards show.
    await openList(page, 'cards');
    expect(await page.getByTestId('view-menu-button').count()).toBe(0);
    const card = page.getByTestId('unit-card').first();
    const bar = card.getByTestId('card-actions');
    await bar.getByTestId('viewer-actions').waitFor();
    // The unit's transitions menu, as in the viewer: "Marcar como implementada" is offered.
    await bar.getByTestId('viewer-action-transitions').click();
    await page.getByTestId('viewer-transition-implementar').waitFor();
    await page.keyboard.press('Escape');
    await card.getByRole('checkbox').check();
    await page.getByTestId('selection-bar').waitFor();
    await screenshot(page, 'explorer-selection-cards-390');
    await context.close();
  });
});
