import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, screenshot, useBrowser } from './browser.js';
import { type ApiUnit, unitsApi } from './units-api.js';

/**
 * The record picker (issue 14, point 2; records-explorer §2 "Other"): beside the related select's
 * type-ahead, a table of the same units with tick boxes, search and paging. An audit of centro 1
 * led by the admin, under way, reaches "Pasar a informe", whose form lists its findings (NCs):
 * two are ticked on two pages of the picker and saved with the transition.
 */
const b = useBrowser();
const CENTRO = 1;
let token = '';
let audit = '';
const { call } = unitsApi(b, () => token, CENTRO);

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** A stored date-time ('2026-04-14T09:00') as a form sends it. */
const dateTime = (v: unknown) => {
  const [date, time] = String(v).split('T');
  return { date, time };
};

beforeAll(async () => {
  const login = await apiLogin(b.baseUrl, 'admin');
  token = login.key;
  // The planning values of a demo audit; the admin leads this one, so may run its transitions.
  const list = await call<{ units: Array<{ uid: string }> }>('/unit/explorer/?business_process=AUDIT&items_per_page=1');
  const model = await call<ApiUnit>(`/unit/${encodeURIComponent(list.units[0]!.uid)}/`);
  const value = (id: string) => model.fields[id]?.value;
  const made = await call<ApiUnit>(
    '/unit/create_and_execute_initial_transition/',
    json({
      business_process: 'AUDIT',
      subject: `Auditoría con hallazgos elegidos ${Date.now()}`,
      audit_type: value('audit_type'),
      standard: value('standard'),
      scope_processes: value('scope_processes'),
      lead_auditor: login.user.id,
      planned_start: dateTime(value('planned_start')),
      planned_end: dateTime(value('planned_end')),
    }),
  );
  audit = made.uid;
  await call(`/unit/${encodeURIComponent(audit)}/execute_transition/`, {
    ...json({ transition_id: 'iniciar', actual_start: '2026-04-14' }),
  });
});

async function reportDialog(options: Parameters<typeof b.newPage>[0] = {}) {
  const { page, context } = await b.signedIn('admin', {
    ...options,
    at: `/explorer?business_process=AUDIT&unit=${encodeURIComponent(audit)}`,
  });
  await page.getByTestId('unit-viewer').waitFor();
  await page.getByTestId('unit-viewer').getByTestId('viewer-action-transitions').first().click();
  await page.getByTestId('viewer-transition-redactar_informe').click();
  await page.locator('[data-testid="form-dialog"][data-state="ready"]').waitFor();
  return { page, context, dialog: page.getByTestId('form-dialog') };
}

/** The picker's rows once a load has settled. */
async function settledRows(picker: Locator): Promise<Locator> {
  await picker.locator('table[aria-busy="false"]').waitFor();
  await picker.getByTestId('related-picker-row').first().waitFor();
  return picker.getByTestId('related-picker-row');
}

const uidsOf = (rows: Locator) => rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-uid')!));

async function openPicker(page: Page, dialog: Locator): Promise<Locator> {
  await dialog.getByTestId('related-picker-open-findings').click();
  return page.getByTestId('related-picker');
}

describe('the record picker', () => {
  // First: the other test moves the audit past this transition.
  it('fills a phone screen', async () => {
    const { page, context, dialog } = await reportDialog({ width: 390, height: 844 });
    const picker = await openPicker(page, dialog);
    await settledRows(picker);
    const box = await picker.locator('.MuiDialog-paper').boundingBox();
    expect(box?.width).toBe(390);
    await screenshot(page, 'related-picker-mobile');
    await context.close();
  });

  it('ticks two NCs on two pages, searches, and saves them with the transition', async () => {
    const { page, context, dialog } = await reportDialog();
    let picker = await openPicker(page, dialog);
    let rows = await settledRows(picker);
    expect(await rows.count()).toBe(10);
    const first = (await uidsOf(rows))[0]!;
    await rows.first().click();
    await screenshot(page, 'related-picker');

    // Page 2 holds other NCs; what was ticked on page 1 stays ticked.
    await picker.getByRole('button', { name: 'Página siguiente' }).click();
    await expect.poll(async () => (await uidsOf(await settledRows(picker)))[0]).not.toBe(first);
    rows = await settledRows(picker);
    const second = (await uidsOf(rows))[0]!;
    await rows.first().getByRole('checkbox').check();
    expect(await picker.getByTestId('related-picker-count').textContent()).toBe('2 elegidas');

    // A search of at least three characters narrows the table to what matches.
    const reference = (await rows.first().locator('td').nth(1).textContent())!;
    await picker.getByTestId('related-picker-search').fill(reference);
    await expect.poll(async () => uidsOf(await settledRows(picker)), { timeout: 15_000 }).toEqual([second]);
    expect(await picker.getByTestId('related-picker-row').first().getByRole('checkbox').isChecked()).toBe(true);
    await picker.getByTestId('related-picker-ok').click();
    await picker.waitFor({ state: 'detached' });
    expect(await dialog.locator('[data-field="findings"] .MuiChip-root').count()).toBe(2);

    // Opened again, the chosen ones come ticked; Cancel leaves the field as it was.
    picker = await openPicker(page, dialog);
    rows = await settledRows(picker);
    expect(await rows.first().getByRole('checkbox').isChecked()).toBe(true);
    await rows.first().click();
    await picker.getByRole('button', { name: 'Cancelar' }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await dialog.locator('[data-field="findings"] .MuiChip-root').count()).toBe(2);

    for (const id of ['major_findings', 'minor_findings', 'observations']) {
      await dialog.getByTestId(`input-${id}`).fill('1');
    }
    const saved = page.waitForResponse((r) => r.url().includes('execute_transition') && r.status() < 300);
    await dialog.getByTestId('form-dialog-submit').click();
    await saved;
    await dialog.waitFor({ state: 'detached' });
    const unit = await call<ApiUnit & { current_workflow_state: { id: string } }>(
      `/unit/${encodeURIComponent(audit)}/`,
    );
    expect(unit.current_workflow_state.id).toBe('informe');
    expect(unit.fields.findings?.value).toEqual([first, second]);
    await context.close();
  });
});
