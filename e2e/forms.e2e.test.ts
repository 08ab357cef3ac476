import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIELD_MESSAGE_TEXTS, localize, MESSAGES, type UnitDetail, UPLOAD_MAX_BYTES } from '@qualium/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDocx } from '../apps/server/src/seed/demo-office.js';
import es from '../apps/web/src/features/forms/i18n/es.json' with { type: 'json' };
import { apiLogin, type PageOptions, screenshot, useBrowser } from './browser.js';

/**
 * The generic dialog (records-explorer §2 Other, §4, §5, §8) in Chromium, as admin in /demo
 * centro 1: opened from the explorer's add button and from the viewer's transition menu, it
 * collects every input kind the demo BPs have, says what is wrong before anything is sent,
 * shows the server's field errors, sends one multipart write per opening and answers the uid.
 */
const b = useBrowser();
const msg = (code: keyof typeof FIELD_MESSAGE_TEXTS) => FIELD_MESSAGE_TEXTS[code].es;

const api = {
  token: '',
  async call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(`${b.baseUrl}/api/v1/demo/1${path}`, {
      ...init,
      headers: { Authorization: `Token ${this.token}`, 'Content-Type': 'application/json', ...init.headers },
    });
    const body = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body as T;
  },
  unit(uid: string) {
    return this.call<UnitDetail>(`/unit/${encodeURIComponent(uid)}/`);
  },
  /** Runs a transition as another user would, naming the first candidate when one must be chosen. */
  async transition(uid: string, body: { transition_id: string } & Record<string, unknown>) {
    const path = `/unit/${encodeURIComponent(uid)}`;
    const candidates = await this.call<Array<{ id: number }>>(
      `${path}/get_transition_candidate_responsibles/?transition_id=${body.transition_id}`,
    );
    const responsible = candidates.length > 1 ? { responsible: candidates[0]!.id } : {};
    return this.call<{ uid: string }>(`${path}/execute_transition/`, {
      method: 'POST',
      body: JSON.stringify({ ...body, ...responsible }),
    });
  },
  count(bp: string) {
    return this.call<{ count: number }>(`/unit/explorer/?business_process=${bp}&items_per_page=1`).then((r) => r.count);
  },
};

const AUDIT_SUBJECT = `Auditoría interna ISO 9001 del laboratorio ${Date.now()}`;
const NC_SUBJECT = 'Etiquetas de caducidad ilegibles en el lote 24-118';
const created = { audit: '', nc: '', indicator: '' };

beforeAll(async () => {
  const login = await apiLogin(b.baseUrl, 'admin');
  api.token = login.key;
});

const signedIn = (options: PageOptions = {}) => b.signedIn('admin', options);

/** The dialog once its fields have loaded. */
async function readyDialog(page: Page): Promise<Locator> {
  await page.locator('[data-testid="form-dialog"][data-state="ready"]').waitFor();
  return page.getByTestId('form-dialog');
}

async function openCreate(page: Page, bp: string): Promise<Locator> {
  await page.goto(`/explorer?business_process=${bp}`);
  await page.locator('[data-testid="explorer-add"]:not([disabled])').click();
  return readyDialog(page);
}

async function openTransition(page: Page, bp: string, uid: string, transitionId: string): Promise<Locator> {
  await page.goto(`/explorer?business_process=${bp}&unit=${encodeURIComponent(uid)}`);
  await page.getByTestId('unit-viewer').waitFor();
  await page.getByTestId('viewer-action-transitions').click();
  await page.getByTestId(`viewer-transition-${transitionId}`).click();
  return readyDialog(page);
}

/** Opens a drop-down (select) input and picks its option number `index`. */
async function pick(page: Page, dialog: Locator, id: string, index = 0): Promise<string> {
  await dialog.locator(`[data-field="${id}"] [role="combobox"]`).click();
  const option = page.locator(`[role="listbox"] [data-testid^="option-${id}-"]`).nth(index);
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text;
}

/** Picks the first option an autocomplete offers. */
async function pickFirst(page: Page, dialog: Locator, id: string): Promise<void> {
  await dialog.getByTestId(`input-${id}`).click();
  await page.locator('[role="listbox"] [role="option"]').first().click();
}

const helperOf = (dialog: Locator, id: string) =>
  dialog.locator(`[data-field="${id}"] .MuiFormHelperText-root`).first().textContent();
/** Every line under an input with parts (date-time: day and time), blank ones left out. */
const helpersOf = async (dialog: Locator, id: string) =>
  (await dialog.locator(`[data-field="${id}"] .MuiFormHelperText-root`).allTextContents()).filter(
    (t) => t.replace(/[\s\u200b]/g, '') !== '',
  );

/** Submits and answers the uid the write returned (the dialog closes on success). */
async function submitAndGetUid(page: Page, dialog: Locator): Promise<string> {
  const response = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      /create_and_execute_initial_transition|execute_transition/.test(r.url()) &&
      r.status() < 300,
  );
  await dialog.getByTestId('form-dialog-submit').click();
  const { uid } = (await (await response).json()) as { uid: string };
  await dialog.waitFor({ state: 'detached' });
  return uid;
}

describe('creating a unit', () => {
  it('an audit: date-times day and time, multiple choices, a tree, people, a file', async () => {
    const { page, context } = await signedIn();
    const dialog = await openCreate(page, 'AUDIT');
    expect(await dialog.getByTestId('form-dialog-title').textContent()).toBe('Auditoría');
    await dialog.getByTestId('input-subject').fill(AUDIT_SUBJECT);
    await pick(page, dialog, 'audit_type');
    await dialog.locator('[data-field="standard"] [role="combobox"]').click();
    await page.locator('[role="listbox"] [data-testid^="option-standard-"]').nth(0).click();
    await page.locator('[role="listbox"] [data-testid^="option-standard-"]').nth(1).click();
    await page.keyboard.press('Escape');
    // Ticking a branch of the tree ticks everything below it.
    await dialog.getByTestId('input-scope_processes').click();
    const branch = page.locator('[data-testid^="tree-option-scope_processes-"]').first();
    await branch.click();
    await page.keyboard.press('Escape');
    await pickFirst(page, dialog, 'lead_auditor');

    // Date-time completeness (records-explorer §4): a day alone asks for the time and vice versa.
    await dialog.getByTestId('input-planned_start-date').fill('2026-04-14');
    expect(await helpersOf(dialog, 'planned_start')).toEqual([msg('required_field')]);
    await dialog.getByTestId('input-planned_start-time').fill('9:00');
    await dialog.getByTestId('input-planned_end-time').fill('25:00');
    expect(await helpersOf(dialog, 'planned_end')).toEqual([msg('required_field'), msg('invalid_hour')]);
    await dialog.getByTestId('input-planned_end-date').fill('2026-04-15');
    await dialog.getByTestId('input-planned_end-time').fill('14:30');
    await dialog.getByTestId('file-audit_plan').setInputFiles({
      name: 'Plan de auditoría.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% plan\n'),
    });
    expect(await dialog.locator('[data-field="audit_plan"] [data-file-type="pdf"]').count()).toBe(1);

    created.audit = await submitAndGetUid(page, dialog);
    expect(await page.getByTestId('global-message').textContent()).toBe('Registro creado en «Auditoría»');
    const audit = await api.unit(created.audit);
    expect(audit.fields.planned_start?.value).toBe('2026-04-14T09:00');
    expect(audit.fields.planned_end?.value).toBe('2026-04-15T14:30');
    expect(audit.fields.standard?.value).toHaveLength(2);
    expect((audit.fields.scope_processes?.value as string[] | undefined)?.length).toBeGreaterThan(1);
    expect(audit.fields.audit_plan?.value).toMatchObject({ filename: 'Plan de auditoría.pdf' });
    await context.close();
  });

  it('a non-conformity: every kind of its form, client and server field errors, one unit per opening', async () => {
    const { page, context } = await signedIn();
    const dialog = await openCreate(page, 'NC');

    // Nothing filled: every required input says so, and nothing is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('create_and_execute_initial_transition')) posts++;
    });
    await dialog.getByTestId('form-dialog-submit').click();
    const check = await dialog.getByTestId('form-dialog-check').textContent();
    expect(check).toMatch(/^Revisa los \d+ campos marcados\.$/);
    expect(await helperOf(dialog, 'subject')).toBe(msg('required_field'));
    expect(await helperOf(dialog, 'affected_process')).toBe(msg('required_field'));
    expect(await helperOf(dialog, 'responsible')).toBe(msg('required_field'));
    expect(posts).toBe(0);

    // The engine's own messages, given before sending.
    await dialog.getByTestId('input-subject').fill(` ${NC_SUBJECT}`);
    expect(await helperOf(dialog, 'subject')).toBe(msg('inputs.start_space'));
    await dialog.getByTestId('input-quantity_affected').fill('doce');
    expect(await helperOf(dialog, 'quantity_affected')).toBe(msg('invalid_value'));
    await dialog.getByTestId('input-quantity_affected').fill('0');
    await dialog.getByTestId('decrease-quantity_affected').click();
    expect(await helperOf(dialog, 'quantity_affected')).toBe('Debe ser mayor que -1');
    // Exactly 20 MiB (the size must be below it), from disk as a user would pick it.
    const big = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'forms-e2e-')), 'video-almacen.mp4');
    fs.writeFileSync(big, Buffer.alloc(UPLOAD_MAX_BYTES));
    await dialog.getByTestId('file-evidence').setInputFiles(big);
    expect(await helperOf(dialog, 'evidence')).toBe(msg('inputs.file_too_big'));
    expect(msg('inputs.file_too_big')).toBe('¡El tamaño debe ser inferior a 20 MiB!');
    await dialog.getByTestId('file-photo').setInputFiles({
      name: 'foto.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    expect(await helperOf(dialog, 'photo')).toBe(msg('inputs.file_not_valid'));
    await dialog.locator('[data-field="quantity_affected"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'dialog-errors');
    expect(posts).toBe(0);

    // Fixing them.
    await dialog.getByTestId('input-subject').fill(NC_SUBJECT);
    await dialog.locator('[data-field="evidence"] button[aria-label^="Quitar"]').click();
    await dialog.locator('[data-field="photo"] button[aria-label^="Quitar"]').click();
    await dialog
      .getByTestId('file-evidence')
      .setInputFiles([
        { name: 'informe-proveedor.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
      ]);
    await dialog.getByTestId('input-quantity_affected').fill('1 200');
    await dialog.getByTestId('increase-quantity_affected').click();
    expect(await dialog.getByTestId('input-quantity_affected').inputValue()).toBe('1201');
    await pick(page, dialog, 'origin', 3);
    await pick(page, dialog, 'severity', 1);
    await dialog.getByTestId('input-description').fill('Fecha de caducidad ilegible en 40 cajas recibidas');
    await pickFirst(page, dialog, 'detected_by');
    await dialog.getByTestId('input-detected_on').fill('2026-03-02');
    await dialog.getByTestId('input-affected_process').click();
    await page.locator('[data-testid^="tree-option-affected_process-"]').nth(1).click();
    await dialog.getByTestId('input-product_lot').fill('L-24-118');
    await dialog.getByTestId('input-immediate_action').fill('Lote bloqueado en almacén');

    // Related select: the audit found by a word of its title; the dependent select offers its standards.
    expect(await helperOf(dialog, 'requirement')).toBe('Elige antes «Auditoría de origen»');
    await dialog.getByTestId('input-audit').fill(AUDIT_SUBJECT.slice(-13));
    const auditOption = page.locator('[role="listbox"] [role="option"]', { hasText: AUDIT_SUBJECT });
    await auditOption.click();
    await dialog.locator('[data-field="requirement"] [role="combobox"]').click();
    const standards = page.locator('[role="listbox"] [data-testid^="option-requirement-"]');
    await expect.poll(() => standards.count()).toBe(2);
    await standards.first().click();
    const requirement = await dialog.getByTestId('input-requirement').inputValue();
    expect(requirement).not.toBe('');
    // Clearing the root clears what depends on it (records-explorer §4); choosing it again offers them again.
    await dialog.locator('[data-field="audit"]').hover();
    await dialog.locator('[data-field="audit"]').getByRole('button', { name: es.options.clear }).click();
    expect(await dialog.getByTestId('input-requirement').inputValue()).toBe('');
    expect(await helperOf(dialog, 'requirement')).toBe('Elige antes «Auditoría de origen»');
    await dialog.getByTestId('input-audit').fill(AUDIT_SUBJECT.slice(-13));
    await auditOption.click();
    await pick(page, dialog, 'requirement', 0);
    await pick(page, dialog, 'responsible', 0);
    await dialog.locator('[data-field="audit"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'dialog-create-nc');

    // The server's field errors (records-explorer §8 general rule): under their inputs as written; the rest above.
    await page.route(
      '**/unit/create_and_execute_initial_transition/',
      (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            subject: ['Ya hay una no conformidad abierta con este asunto'],
            non_field_errors: ['El lote está bloqueado por otra incidencia'],
          }),
        }),
      { times: 1 },
    );
    await dialog.getByTestId('form-dialog-submit').click();
    await expect.poll(() => helperOf(dialog, 'subject')).toBe('Ya hay una no conformidad abierta con este asunto');
    expect(await dialog.getByTestId('form-dialog-errors').textContent()).toBe(
      'El lote está bloqueado por otra incidencia',
    );
    expect(await dialog.getAttribute('data-state')).toBe('ready');

    // A double click sends once, with the opening's Idempotency-Key: one unit.
    const before = await api.count('NC');
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('create_and_execute_initial_transition')) {
        keys.push(r.headers()['idempotency-key'] ?? '');
      }
    });
    const response = page.waitForResponse((r) => r.url().includes('create_and_execute_initial_transition') && r.ok());
    await dialog.getByTestId('form-dialog-submit').dblclick();
    created.nc = ((await (await response).json()) as { uid: string }).uid;
    await dialog.waitFor({ state: 'detached' });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(await api.count('NC')).toBe(before + 1);
    expect(await page.getByTestId('global-message').textContent()).toBe('Registro creado en «No conformidad»');

    const nc = await api.unit(created.nc);
    expect(nc.fields.subject?.value).toBe(NC_SUBJECT);
    expect(nc.fields.audit?.value).toBe(created.audit);
    const auditStandards = (await api.unit(created.audit)).fields.standard?.value as string[];
    expect(nc.fields.requirement?.value).toBe(auditStandards[0]);
    expect(nc.fields.quantity_affected?.value).toBe(1201);
    expect(nc.fields.detected_on?.value).toBe('2026-03-02');
    expect(nc.fields.evidence?.value).toMatchObject({ filename: 'informe-proveedor.pdf' });
    await context.close();
  });

  it('an indicator: metric list with categories and numbers, percentages checked, ids renumbered', async () => {
    const { page, context } = await signedIn();
    const dialog = await openCreate(page, 'INDICATOR');
    await dialog.getByTestId('input-subject').fill('Informes de laboratorio entregados en plazo');
    await dialog.getByTestId('input-process').click();
    await page.locator('[data-testid^="tree-option-process-"]').nth(1).click();
    await pick(page, dialog, 'indicator_owner');
    await pick(page, dialog, 'frequency');
    await dialog.getByTestId('input-formula').fill('Informes en plazo / informes emitidos × 100');
    await pickFirst(page, dialog, 'unit_of_measure');
    await dialog.getByTestId('input-target').fill('95');
    await dialog.getByTestId('input-data_source').fill('intranet/kpi/laboratorio');
    expect(await helperOf(dialog, 'data_source')).toBe(msg('inputs.link_invalid'));
    await dialog.getByTestId('input-data_source').fill('https://intranet.example.com/kpi/laboratorio');

    const modal = page.getByTestId('metric-dialog');
    const addMetric = async (name: string, type: 'category' | 'number', weight = '1') => {
      await dialog.getByTestId('metric-add-metrics').click();
      await modal.getByTestId('metric-name').fill(name);
      await modal.getByTestId('metric-description').fill(`${name}: valoración mensual`);
      await modal.getByTestId('metric-weight').fill(weight);
      await modal.locator('[data-testid="metric-type"]').locator('..').locator('[role="combobox"]').click();
      await page.getByTestId(`metric-type-${type}`).click();
    };
    await addMetric('Borrador a eliminar', 'number');
    await modal.getByTestId('metric-units').fill('u');
    await modal.getByTestId('metric-save').click();
    await modal.waitFor({ state: 'detached' });

    await addMetric('Puntualidad', 'category', '2');
    await modal.getByTestId('category-name-0').fill('En plazo');
    await modal.getByTestId('category-percentage-0').fill('100');
    await modal.getByTestId('category-add').click();
    await modal.getByTestId('category-name-1').fill('Con retraso');
    await modal.getByTestId('category-percentage-1').fill('120');
    // The percentage input takes at most 12 characters (records-explorer §5).
    expect(await modal.getByTestId('category-percentage-1').getAttribute('maxlength')).toBe('12');
    await modal.getByTestId('metric-save').click();
    const percentageHelp = modal.locator('.MuiFormHelperText-root', { hasText: msg('indicators.invalid_percentage') });
    expect(await percentageHelp.count()).toBe(1);
    await screenshot(page, 'dialog-metrics');
    await modal.getByTestId('category-percentage-1').fill('40');
    await modal.getByTestId('metric-save').click();
    await modal.waitFor({ state: 'detached' });

    await addMetric('Incidencias por 1.000 muestras', 'number');
    await modal.getByTestId('metric-save').click();
    expect(await modal.locator('.Mui-error', { hasText: 'Unidades' }).count()).toBeGreaterThan(0);
    await modal.getByTestId('metric-units').fill('‰');
    await modal.getByTestId('metric-save').click();
    await modal.waitFor({ state: 'detached' });

    const rows = dialog.locator('[data-testid^="metric-row-"]');
    expect(await rows.count()).toBe(3);
    await dialog.getByTestId('metric-delete-1').click();
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
      'metric-row-1',
      'metric-row-2',
    ]);
    expect(await rows.first().textContent()).toContain('Puntualidad');
    expect(await rows.first().textContent()).toContain('Categórica · peso 2 de 3');

    created.indicator = await submitAndGetUid(page, dialog);
    const indicator = await api.unit(created.indicator);
    expect(indicator.fields.metrics?.value).toEqual([
      {
        id: 1,
        name: 'Puntualidad',
        description: 'Puntualidad: valoración mensual',
        weight: 2,
        type: 'category',
        metric_config: { categories: { 'En plazo': 100, 'Con retraso': 40 } },
      },
      {
        id: 2,
        name: 'Incidencias por 1.000 muestras',
        description: 'Incidencias por 1.000 muestras: valoración mensual',
        weight: 1,
        type: 'number',
        metric_config: { number_type: 'int', only_positive: false, units: '‰' },
      },
    ]);
    await context.close();
  });

  it('a controlled document: tags, a weekly time event, a process role holder, the folder state', async () => {
    const { page, context } = await signedIn();
    const dialog = await openCreate(page, 'DOCISODEFAULT');
    await dialog.getByTestId('input-code').fill('PG-CAL-07');
    await dialog.getByTestId('input-doc_title').fill('Control de registros de calidad');
    await pick(page, dialog, 'document_type');
    await dialog.getByTestId('input-owner_process').click();
    await page.locator('[data-testid^="tree-option-owner_process-"]').nth(1).click();
    await pick(page, dialog, 'owner');
    await dialog.getByTestId('file-document').setInputFiles({
      name: 'PG-CAL-07 Control de registros.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      // The server identifies uploads by their bytes: a real Word document.
      buffer: demoDocx({
        heading: ['PG-CAL-07'],
        paragraphs: ['Control de registros de calidad'],
        footer: 'PG-CAL-07',
      }),
    });
    expect(await dialog.locator('[data-field="document"] [data-file-type="msword"]').count()).toBe(1);
    const tags = dialog.getByTestId('input-keywords');
    await tags.fill('registros');
    await tags.press('Enter');
    await tags.fill('ISO 9001');
    await tags.press(',');
    expect(await dialog.locator('[data-field="keywords"] .MuiChip-label').allTextContents()).toEqual([
      'registros',
      'ISO 9001',
    ]);

    // Time event (records-explorer §3, §5): 12 months = 365 days, clamped to 30..1096.
    const summary = dialog.getByTestId('timeevent-review_period-summary');
    expect(await summary.textContent()).toBe('= 365 días');
    await dialog.getByTestId('input-review_period-amount').fill('5');
    await dialog.locator('[data-field="review_period"] [role="combobox"]').click();
    await page.getByTestId('option-review_period-period-y').click();
    expect(await summary.textContent()).toBe('= 1096 días · ajustado a los límites (30–1096 días)');
    await dialog.locator('[data-field="review_period"] [role="combobox"]').click();
    await page.getByTestId('option-review_period-period-s').click();
    await dialog.getByRole('button', { name: 'lunes' }).click();
    await dialog.getByRole('button', { name: 'jueves' }).click();
    expect(await summary.textContent()).toBe('= 35 días');

    // Folders come from GET {centro}/directory (the demo centre has its document folders): the
    // folder is required, offered by readable path, and stored with the document.
    await dialog.getByTestId('form-dialog-submit').click();
    expect(await helperOf(dialog, 'folder')).toBe(msg('required_field'));
    await dialog.locator('[data-field="folder"] [role="combobox"]').click();
    const firstFolder = page.locator('[role="listbox"] [data-testid^="option-folder-"]').first();
    const folderPath = (await firstFolder.textContent()) ?? '';
    expect(folderPath.length).toBeGreaterThan(0);
    await firstFolder.click();
    const uid = await submitAndGetUid(page, dialog);
    const doc = await api.unit(uid);
    expect(doc.fields.keywords?.value).toEqual(['registros', 'ISO 9001']);
    expect(doc.fields.review_period?.value).toMatchObject({
      amount: 5,
      tipo_periodo: 's',
      days: 35,
      weekdays: [0, 3],
    });
    // The option shows the folder's readable path, the unit its name.
    expect(folderPath.endsWith(String(doc.fields.folder?.readable))).toBe(true);
    await context.close();
  });
});

describe('running a transition', () => {
  it('from the viewer, through the steps of an NC, choosing the next responsible', async () => {
    const { page, context } = await signedIn();
    let dialog = await openTransition(page, 'NC', created.nc, 'iniciar_analisis');
    expect(await dialog.getByTestId('form-dialog-title').textContent()).toBe('Iniciar análisis');
    expect(await dialog.getByTestId('form-dialog-unit').textContent()).toContain(NC_SUBJECT);
    // The stored value is where the user left it; this transition makes it required.
    expect(await dialog.getByTestId('input-immediate_action').inputValue()).toBe('Lote bloqueado en almacén');
    await dialog.getByTestId('input-immediate_action').fill('');
    await dialog.getByTestId('form-dialog-submit').click();
    expect(await helperOf(dialog, 'immediate_action')).toBe(msg('required_field'));
    await dialog.getByTestId('input-immediate_action').fill('Lote bloqueado y proveedor avisado');
    expect(await submitAndGetUid(page, dialog)).toBe(created.nc);
    expect(await page.getByTestId('global-message').textContent()).toBe('Hecho: «Iniciar análisis»');

    dialog = await openTransition(page, 'NC', created.nc, 'planificar_acciones');
    await pick(page, dialog, 'root_cause_category', 2);
    await dialog.getByTestId('input-root_cause').fill('La impresora de etiquetas no tenía mantenimiento preventivo');
    await dialog.getByTestId('input-cost').fill('1_250,5');
    await dialog.getByTestId('increase-cost').click();
    expect(await dialog.getByTestId('input-cost').inputValue()).toBe('1250,51');
    await dialog.getByTestId('input-actions_due').fill('2026-05-30');
    await submitAndGetUid(page, dialog);
    expect((await api.unit(created.nc)).fields.cost?.value).toBe(1250.51);

    dialog = await openTransition(page, 'NC', created.nc, 'solicitar_verificacion');
    expect(await dialog.getByTestId('input-cost').inputValue()).toBe('1250,51');
    await dialog.locator('[data-field="responsible"] [role="combobox"]').click();
    const candidates = page.locator('[role="listbox"] [data-testid^="option-responsible-"]');
    expect(await candidates.count()).toBeGreaterThan(1);
    const chosen = Number((await candidates.last().getAttribute('data-testid'))?.replace('option-responsible-', ''));
    await page.keyboard.press('Escape');
    await dialog.getByTestId('form-dialog-submit').click();
    expect(await helperOf(dialog, 'responsible')).toBe(msg('required_field'));
    await dialog.locator('[data-field="responsible"] [role="combobox"]').click();
    await page.getByTestId(`option-responsible-${chosen}`).click();
    await screenshot(page, 'dialog-transition');
    await submitAndGetUid(page, dialog);
    const nc = await api.unit(created.nc);
    expect(nc.current_workflow_state.id).toBe('verificacion_eficacia');
    expect(nc.current_workflow_responsible?.id).toBe(chosen);
    await context.close();
  });

  it('a related transition creates a child unit with the current one as parent', async () => {
    await api.transition(created.audit, { transition_id: 'iniciar', actual_start: '2026-04-14' });
    const { page, context } = await signedIn();
    const dialog = await openTransition(page, 'AUDIT', created.audit, 'registrar_hallazgo');
    expect(await dialog.getByText('Nuevo registro relacionado · No conformidad').count()).toBe(1);
    await dialog.getByTestId('input-subject').fill('Registros de temperatura sin firmar');
    await pick(page, dialog, 'origin', 0);
    await pick(page, dialog, 'severity', 0);
    await dialog.getByTestId('input-description').fill('Hallazgo de la auditoría interna');
    await pickFirst(page, dialog, 'detected_by');
    await dialog.getByTestId('input-detected_on').fill('2026-04-14');
    await dialog.getByTestId('input-affected_process').click();
    await page.locator('[data-testid^="tree-option-affected_process-"]').nth(1).click();
    await pick(page, dialog, 'responsible', 0);
    const child = await submitAndGetUid(page, dialog);
    expect(child).toMatch(/^QUnit#NC#/);
    expect((await api.unit(child)).relations.parent?.uid).toBe(created.audit);
    await context.close();
  });

  it('a unit changed meanwhile cancels the dialog with the server message (409)', async () => {
    const { page, context } = await signedIn();
    await api.transition(created.indicator, { transition_id: 'revisar', analysis: 'Revisión anual' });
    const dialog = await openTransition(page, 'INDICATOR', created.indicator, 'aprobar_revision');
    // Someone else moves the unit while the dialog is open.
    await api.transition(created.indicator, { transition_id: 'dar_baja', withdrawal_reason: 'Sustituido' });
    await dialog.getByTestId('form-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('global-message').textContent()).toContain(
      localize(MESSAGES.unitChangedConcurrently, 'es'),
    );
    await context.close();
  });

  it('indicator tracking: a row per month, numbers checked per metric', async () => {
    // A fresh indicator to track (the other one was withdrawn above).
    const { page, context } = await signedIn();
    const form = await openCreate(page, 'INDICATOR');
    await form.getByTestId('input-subject').fill('Tiempo de respuesta de urgencias');
    await form.getByTestId('input-process').click();
    await page.locator('[data-testid^="tree-option-process-"]').nth(1).click();
    await pick(page, form, 'indicator_owner');
    await pick(page, form, 'frequency');
    await form.getByTestId('input-formula').fill('Minutos hasta el primer informe');
    await form.getByTestId('input-target').fill('30');
    await form.getByTestId('metric-add-metrics').click();
    const modal = page.getByTestId('metric-dialog');
    await modal.getByTestId('metric-name').fill('Minutos');
    await modal.getByTestId('metric-description').fill('Mediana mensual');
    await modal.locator('[data-testid="metric-type"]').locator('..').locator('[role="combobox"]').click();
    await page.getByTestId('metric-type-number').click();
    await modal.getByTestId('metric-units').fill('min');
    await modal.getByTestId('metric-save').click();
    const uid = await submitAndGetUid(page, form);

    const dialog = await openTransition(page, 'INDICATOR', uid, 'registrar_seguimiento');
    await dialog.getByTestId('tracking-add-tracking').click();
    await dialog.getByTestId('tracking-add-tracking').click();
    const first = await dialog.getByTestId('tracking-period-0').inputValue();
    const second = await dialog.getByTestId('tracking-period-1').inputValue();
    expect(second > first).toBe(true);
    await dialog.getByTestId('tracking-0-1').fill('42,5');
    await dialog.getByTestId('tracking-1-1').fill('muchos');
    await dialog.getByTestId('form-dialog-submit').click();
    expect(await helperOf(dialog, 'tracking')).toBe(msg('invalid_value'));
    await dialog.getByTestId('tracking-1-1').fill('38');
    await submitAndGetUid(page, dialog);
    expect((await api.unit(uid)).fields.tracking?.value).toEqual([
      { period: first, values: { '1': 42.5 } },
      { period: second, values: { '1': 38 } },
    ]);
    await context.close();
  });
});

describe('on a phone', () => {
  it('fills the screen and stacks every input at full width', async () => {
    const { page, context } = await signedIn({ width: 390, height: 844 });
    const dialog = await openCreate(page, 'NC');
    const paper = await dialog.locator('.MuiDialog-paper').boundingBox();
    expect(Math.round(paper?.width ?? 0)).toBe(390);
    const origin = await dialog.locator('[data-field="origin"]').boundingBox();
    const severity = await dialog.locator('[data-field="severity"]').boundingBox();
    expect(origin?.x).toBe(severity?.x);
    expect(origin?.width).toBe(severity?.width);
    expect(severity!.y).toBeGreaterThan(origin!.y);
    await dialog.getByTestId('input-subject').fill('Caída de paciente en la habitación 214');
    await screenshot(page, 'dialog-mobile');
    await dialog.getByTestId('form-dialog-cancel').click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
