import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import audit from '../apps/web/src/features/audit/i18n/es.json' with { type: 'json' };
import bpEs from '../apps/web/src/features/bp-admin/i18n/es.json' with { type: 'json' };
import prefsEn from '../apps/web/src/features/preferences/i18n/en.json' with { type: 'json' };
import prefs from '../apps/web/src/features/preferences/i18n/es.json' with { type: 'json' };
import mapEn from '../apps/web/src/features/processes/i18n/en.json' with { type: 'json' };
import map from '../apps/web/src/features/processes/i18n/es.json' with { type: 'json' };
import { apiLogin, downloadedText, screenshot, useBrowser } from './browser.js';

/**
 * The business-process administration, process map, preferences and audit screens in Chromium,
 * each through its main task: search, expand, download and upload BP definitions (and a refused
 * one), the BP creator as admin, manager and user, the process map with and without its image,
 * one's own language and photo, and the audit log showing those very changes.
 */
const b = useBrowser();
let demoSiteId = 0;

/** A 1×1 PNG, real image bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const mobile = { width: 390, height: 844 };

async function imagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
}

const row = (page: Page, reference: string) => page.locator(`[data-testid="bp-row"][data-reference="${reference}"]`);
const rowReferences = (page: Page) =>
  page.getByTestId('bp-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-reference')));

beforeAll(async () => {
  const site = (await (await fetch(`${b.baseUrl}/api/v1/sitepath/?url_name=demo`)).json()) as { id: number };
  demoSiteId = site.id;
});

/** A multipart PUT as `username`. */
async function putForm(username: string, path: string, form: FormData): Promise<void> {
  const { key } = await apiLogin(b.baseUrl, username);
  const res = await fetch(`${b.baseUrl}/api/v1${path}`, {
    method: 'PUT',
    headers: { authorization: `Token ${key}` },
    body: form,
  });
  if (!res.ok) throw new Error(`PUT ${path}: ${res.status} ${await res.text()}`);
}

// Later files on this worker's server see what these tests change: it is put back for them,
// after the audit test below has looked at the changes. The NC definition as stored before
// the upload test renamed it; `user`'s preferences before the preferences test.
let originalNc: string | null = null;
let userPreferences: { lang: string; preferred_centro: number | null } | null = null;
afterAll(async () => {
  if (originalNc) {
    const { key } = await apiLogin(b.baseUrl, 'admin');
    const list = (await (
      await fetch(`${b.baseUrl}/api/v1/demo/businessprocess/`, { headers: { authorization: `Token ${key}` } })
    ).json()) as { results: Array<{ id: number; reference: string; site_path: string }> };
    const nc = list.results.find((bp) => bp.reference === 'NC' && bp.site_path === '/demo');
    if (!nc) throw new Error('The demo company has no NC business process');
    const form = new FormData();
    form.append('json_file', new Blob([originalNc], { type: 'application/json' }), 'NC.json');
    await putForm('admin', `/demo/businessprocess/${nc.id}/`, form);
  }
  if (userPreferences) {
    const form = new FormData();
    form.append('lang', userPreferences.lang);
    form.append('preferred_centro', String(userPreferences.preferred_centro ?? ''));
    form.append('remove_photo', 'true');
    await putForm('user', '/user_data/me/preferences/', form);
  }
});

describe('BP explorer table (/bpexplorertable)', () => {
  it('searches, expands a definition, downloads it, and takes it back changed', async () => {
    const { page, context } = await b.signedIn('admin', { at: '/bpexplorertable' });
    await row(page, 'NC').waitFor();
    expect(await page.getByTestId('screen-title').textContent()).toBe(bpEs.explorer.title);
    const all = await rowReferences(page);
    expect(all).toEqual([...all].sort());
    expect(all).toEqual(expect.arrayContaining(['NC', 'CAPA', 'DOCISODEFAULT', 'AUDIT']));
    await screenshot(page, 'bp-explorer-desktop');

    // One character is enough to search; accents and case do not matter.
    await page.getByTestId('bp-search').fill('c');
    await expect.poll(() => rowReferences(page)).toContain('NC');
    await page.getByTestId('bp-search').fill('DOCISODEF');
    await expect.poll(() => rowReferences(page)).toEqual(['DOCISODEFAULT']);
    await page.getByTestId('bp-search').fill('conformidad');
    await expect.poll(() => rowReferences(page)).toContain('NC');
    expect(await rowReferences(page)).not.toContain('DOCISODEFAULT');
    await screenshot(page, 'bp-explorer-search');
    await page.getByTestId('bp-search').fill('zzz');
    await page.getByTestId('bp-no-match').waitFor();
    await page.getByTestId('bp-search').fill('');

    // The expanded row: a readable description above a navigable JSON tree.
    await row(page, 'NC').getByTestId('bp-expand').click();
    const description = page.getByTestId('bp-description');
    await description.waitFor();
    // Its process of the company's map, its workflow's size.
    expect(await description.textContent()).toMatch(/P[ECS]-\d/);
    expect(await description.textContent()).toMatch(/\d+ estados, \d+ transiciones/);
    const tree = page.getByTestId('bp-json-tree');
    expect(await tree.locator('[data-path="business_process.info"]').count()).toBe(1);
    expect(await tree.locator('[data-path="business_process.info.reference"]').count()).toBe(0);
    await tree.locator('[data-path="business_process.info"] > [data-testid="json-node"]').click();
    await tree.locator('[data-path="business_process.info.reference"]').waitFor();
    expect(await tree.locator('[data-path="business_process.info.reference"]').textContent()).toContain('"NC"');
    await screenshot(page, 'bp-explorer-expanded');

    // Download: the stored text as {reference}_{site}.json.
    const downloading = page.waitForEvent('download');
    await row(page, 'NC').getByTestId('bp-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`NC_${demoSiteId}.json`);
    const stored = await downloadedText(download);
    const definition = JSON.parse(stored);
    expect(definition.business_process.info.reference).toBe('NC');
    originalNc = stored;

    // Upload it back changed: the update dialog, then the list shows the new name.
    definition.business_process.info.name.es = 'No conformidad (revisada)';
    await row(page, 'NC').getByTestId('bp-edit').click();
    const dialog = page.getByTestId('bp-upload-dialog');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe(
      bpEs.upload.updateTitle.replace('{{name}}', 'No conformidad'),
    );
    await dialog.getByTestId('bp-file-input').setInputFiles({
      name: `NC_${demoSiteId}.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(definition, null, 2)),
    });
    expect(await dialog.getByTestId('bp-file-name').textContent()).toContain(`NC_${demoSiteId}.json`);
    await screenshot(page, 'bp-update-dialog');
    await dialog.getByTestId('bp-upload-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row(page, 'NC').textContent()).toContain('No conformidad (revisada)');
    await context.close();
  });

  it('explains a refused upload: the file rules here, the server’s problems one by one', async () => {
    const { page, context } = await b.signedIn('admin', { at: '/bpexplorertable' });
    await page.getByTestId('bp-add').click();
    const dialog = page.getByTestId('bp-upload-dialog');
    expect(await dialog.locator('h2').textContent()).toBe(bpEs.upload.addTitle);
    const problem = dialog.getByTestId('bp-file-problem');
    await dialog.getByTestId('bp-upload-save').click();
    await expect.poll(() => problem.textContent()).toBe(bpEs.upload.problems.required);
    await screenshot(page, 'bp-add-dialog-required');
    await dialog
      .getByTestId('bp-file-input')
      .setInputFiles({ name: 'bp.txt', mimeType: 'text/plain', buffer: Buffer.from('{}') });
    await expect.poll(() => problem.textContent()).toBe(bpEs.upload.problems.unknownType);
    await dialog.getByTestId('bp-file-input').setInputFiles({
      name: 'bp.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"business_process": '),
    });
    await dialog.getByTestId('bp-upload-save').click();
    await expect.poll(() => problem.textContent()).toBe(bpEs.upload.problems.invalid);

    // A definition the server refuses: every problem with where it is.
    const broken = {
      business_process: {
        info: { reference: 'bad ref', name: { es: 'Roto' }, process: 'PS-01' },
        model: { fields: [{ id: 'x', kind: 'no_such_kind' }] },
        workflow: { states: [], transitions: [] },
      },
    };
    await dialog.getByTestId('bp-file-input').setInputFiles({
      name: 'roto.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    await dialog.getByTestId('bp-upload-save').click();
    const refusal = dialog.getByTestId('bp-refusal');
    await refusal.waitFor();
    const problems = await refusal.getByTestId('bp-problem').allTextContents();
    expect(problems.length).toBeGreaterThan(1);
    expect(problems.some((p) => p.startsWith('business_process.info.reference'))).toBe(true);
    await screenshot(page, 'bp-upload-refused');
    await dialog.getByRole('button', { name: bpEs.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row(page, 'BAD REF').count()).toBe(0);
    await context.close();
  });

  it('adds a new BP and deletes it again', async () => {
    const { page, context } = await b.signedIn('admin', { at: '/bpexplorertable' });
    await row(page, 'DOCISODEFAULT').waitFor();
    const source = await row(page, 'DOCISODEFAULT');
    const downloading = page.waitForEvent('download');
    await source.getByTestId('bp-download').click();
    const definition = JSON.parse(await downloadedText(await downloading));
    definition.business_process.info.reference = 'E2EDOC';
    definition.business_process.info.name.es = 'Documentos de prueba';
    await page.getByTestId('bp-add').click();
    const dialog = page.getByTestId('bp-upload-dialog');
    await dialog.getByTestId('bp-file-input').setInputFiles({
      name: 'E2EDOC.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(definition)),
    });
    await dialog.getByTestId('bp-upload-save').click();
    await row(page, 'E2EDOC').waitFor();
    await row(page, 'E2EDOC').getByTestId('bp-delete').click();
    const confirm = page.getByTestId('bp-delete-dialog');
    await confirm.waitFor();
    await screenshot(page, 'bp-delete-dialog');
    await confirm.getByTestId('bp-delete-dialog-confirm').click();
    await row(page, 'E2EDOC').waitFor({ state: 'detached' });
    await context.close();
  });

  it('on a phone, and for a manager who may look but not change', async () => {
    const { page, context } = await b.signedIn('admin', { ...mobile, at: '/bpexplorertable' });
    await row(page, 'NC').waitFor();
    await screenshot(page, 'bp-explorer-mobile');
    await row(page, 'NC').getByTestId('bp-expand').click();
    await page.getByTestId('bp-description').scrollIntoViewIfNeeded();
    await screenshot(page, 'bp-explorer-mobile-expanded');
    await row(page, 'NC').getByTestId('bp-edit').click();
    await page.getByTestId('bp-upload-dialog').waitFor();
    await screenshot(page, 'bp-update-dialog-mobile');
    await context.close();

    const manager = await b.signedIn('manager', { at: '/bpexplorertable' });
    await row(manager.page, 'NC').waitFor();
    expect(await manager.page.getByTestId('bp-add').isDisabled()).toBe(true);
    for (const action of ['bp-download', 'bp-edit', 'bp-delete']) {
      expect(await row(manager.page, 'NC').getByTestId(action).isDisabled(), action).toBe(true);
    }
    await screenshot(manager.page, 'bp-explorer-manager');
    await manager.context.close();
  });
});

describe('BP creator (/bp)', () => {
  async function choose(page: Page, reference: string) {
    await page.getByTestId('bp-select').click();
    await page.getByTestId(`bp-option-${reference}`).click();
    await page.getByTestId('bp-tabs').waitFor();
  }
  const tabs = (page: Page) =>
    page
      .locator('[data-testid^="bp-tab-"][role="tab"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

  it('as admin: every tab, edit a value, add and delete tabs, save to file, upload as a new version', async () => {
    const { page, context } = await b.signedIn('admin', { at: '/bp' });
    expect(await page.getByTestId('screen-title').textContent()).toBe('BP creator');
    await page.getByTestId('bp-select').click();
    const options = await page
      .locator('[data-testid^="bp-option-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice('bp-option-'.length)));
    expect(options).toEqual([...options].sort());
    await page.keyboard.press('Escape');
    await choose(page, 'NC');
    expect(await tabs(page)).toEqual(
      expect.arrayContaining(['bp-tab-info', 'bp-tab-model', 'bp-tab-workflow', 'bp-tab-views', 'bp-tab-reports']),
    );
    expect(await page.getByTestId('bp-mode').textContent()).toBe(bpEs.creator.readMode);
    await page.getByTestId('bp-tab-tree').waitFor();
    await screenshot(page, 'bp-creator-admin-read');

    await page.getByTestId('bp-edit-toggle').click();
    expect(await page.getByTestId('bp-mode').textContent()).toBe(bpEs.creator.editMode);
    const panel = page.getByTestId('bp-tab-panel');
    const type = panel.getByRole('textbox', { name: 'type', exact: true });
    await type.fill('calidad-e2e');
    await page.getByTestId('bp-tab-delete-reports').click();
    await page.getByTestId('bp-tab-add').click();
    const newTab = page.getByTestId('bp-new-tab-dialog');
    await newTab.getByTestId('bp-new-tab-add').click();
    await newTab.getByText('El nombre es obligatorio').waitFor();
    await page.getByTestId('bp-new-tab-name').fill('notas');
    await newTab.getByTestId('bp-new-tab-type').click();
    await page.getByTestId('bp-new-tab-type-list').click();
    await screenshot(page, 'bp-creator-new-tab');
    await newTab.getByTestId('bp-new-tab-add').click();
    await newTab.waitFor({ state: 'detached' });
    expect(await tabs(page)).toContain('bp-tab-notas');
    expect(await tabs(page)).not.toContain('bp-tab-reports');
    expect(await panel.getAttribute('data-section')).toBe('notas');
    await screenshot(page, 'bp-creator-admin-edit');

    await page.getByTestId('bp-name').fill('nc-revisado');
    const saving = page.waitForEvent('download');
    await page.getByTestId('bp-save-file').click();
    const file = await saving;
    expect(file.suggestedFilename()).toBe('nc-revisado.json');
    const saved = JSON.parse(await downloadedText(file));
    expect(saved.business_process.info.type).toBe('calidad-e2e');
    expect(saved.business_process.notas).toEqual([]);
    expect(saved.business_process.reports).toBeUndefined();

    // A refused version: without a workflow the server lists what is wrong.
    await page.getByTestId('bp-tab-delete-workflow').click();
    await page.getByTestId('bp-upload-version').click();
    await page.getByTestId('bp-refusal').waitFor();
    await screenshot(page, 'bp-creator-refused');

    // Cancel goes back to the stored definition; then a good version is taken.
    await page.getByTestId('bp-edit-toggle').click();
    expect(await tabs(page)).toContain('bp-tab-workflow');
    await page.getByTestId('bp-edit-toggle').click();
    await page.getByTestId('bp-tab-info').click();
    await panel.getByRole('textbox', { name: 'type', exact: true }).fill('calidad-v2');
    await page.getByTestId('bp-upload-version').click();
    await expect.poll(() => page.getByTestId('bp-mode').textContent()).toBe(bpEs.creator.readMode);
    await page.goto('/bpexplorertable');
    await expect.poll(() => row(page, 'NC').textContent()).toContain('calidad-v2');

    // Selecting a BP goes back to read-only.
    await page.goto('/bp');
    await choose(page, 'CAPA');
    await page.getByTestId('bp-edit-toggle').click();
    await choose(page, 'NC');
    expect(await page.getByTestId('bp-mode').textContent()).toBe(bpEs.creator.readMode);
    await context.close();
  });

  it('as manager only the model tab; as user nothing to work with; on a phone too', async () => {
    const manager = await b.signedIn('manager', { at: '/bp' });
    await choose(manager.page, 'NC');
    expect(await tabs(manager.page)).toEqual(['bp-tab-model']);
    await manager.page.getByTestId('bp-edit-toggle').click();
    expect(await manager.page.getByTestId('bp-tab-add').count()).toBe(0);
    expect(await manager.page.getByTestId('bp-upload-version').count()).toBe(0);
    await screenshot(manager.page, 'bp-creator-manager');
    await manager.context.close();

    const user = await b.signedIn('user', { at: '/bp' });
    await user.page.getByTestId('bp-creator-locked').waitFor();
    expect(await user.page.getByTestId('bp-select').isDisabled()).toBe(true);
    expect(await user.page.getByTestId('bp-name').isDisabled()).toBe(true);
    expect(await user.page.getByTestId('bp-save-file').isDisabled()).toBe(true);
    expect(await user.page.getByTestId('bp-edit-toggle').isDisabled()).toBe(true);
    await screenshot(user.page, 'bp-creator-user');
    await user.context.close();

    const phone = await b.signedIn('admin', { ...mobile, at: '/bp' });
    await choose(phone.page, 'NC');
    await screenshot(phone.page, 'bp-creator-mobile');
    await phone.context.close();
  });
});

describe('process map (/processes)', () => {
  it('shows the company’s map and its process tree, each process linking to its units', async () => {
    const { page, context } = await b.signedIn('admin', { at: '/processes' });
    await page.getByTestId('process-map-image').waitFor();
    await page.getByTestId('process-tree').waitFor();
    for (const group of ['strategic', 'core', 'support']) {
      expect(await page.getByTestId(`process-group-${group}`).locator('h2').textContent()).toBe(
        map.groups[group as 'core'],
      );
    }
    await imagesLoaded(page);
    await screenshot(page, 'process-map-desktop');
    await page.getByTestId('process-group-core').scrollIntoViewIfNeeded();
    await screenshot(page, 'process-map-tree');
    const link = page.locator('[data-testid="process-units-link"][data-bp="NC"]');
    await link.first().click();
    await page.waitForURL((url) => url.pathname === '/explorer' && url.searchParams.get('business_process') === 'NC');
    await context.close();
  });

  it('marks as context the processes a user only sees to keep the tree together; lists them classically', async () => {
    const { page, context } = await b.signedIn('user', { at: '/processes' });
    await page.getByTestId('process-tree').waitFor();
    const context_ = page.locator('[data-testid="process-node"][data-participating="false"]');
    const own = page.locator('[data-testid="process-node"][data-participating="true"]');
    expect(await own.count()).toBeGreaterThan(0);
    if ((await context_.count()) > 0) {
      expect(await context_.first().locator('[data-testid="process-units-link"]').count()).toBe(0);
      expect(await context_.first().getByTestId('process-context').first().textContent()).toBe(map.context);
    }
    await ((await context_.count()) > 0 ? context_.first() : own.first()).scrollIntoViewIfNeeded();
    await screenshot(page, 'process-map-user');
    await page.goto('/processes_old');
    await page.getByTestId('process-row').first().waitFor();
    await screenshot(page, 'process-list-classic');
    await context.close();
  });

  it('says so when the company has no process map image (desktop and phone, English)', async () => {
    const { page, context } = await b.signedIn('admin', { ...mobile, locale: 'en-GB' });
    // The company record as if its image had been removed: no process_map_image in user_data/me.
    await page.route('**/api/v1/user_data/me/', async (route) => {
      const response = await route.fetch();
      const me = await response.json();
      for (const site of me.sites) site.process_map_image = null;
      await route.fulfill({ response, json: me });
    });
    await page.evaluate(() => localStorage.setItem('qualium.lang', 'en'));
    await page.goto('/processes');
    await page.getByTestId('process-map-none').waitFor();
    expect(await page.getByTestId('process-map-none').textContent()).toContain(mapEn.none);
    expect(mapEn.none).toBe('There is no process map configured');
    await page.getByTestId('process-tree').waitFor();
    await screenshot(page, 'process-map-none-mobile');
    await context.close();
  });
});

describe('preferences (/preferences)', () => {
  beforeAll(async () => {
    const { key } = await apiLogin(b.baseUrl, 'user');
    const res = await fetch(`${b.baseUrl}/api/v1/user_data/me/preferences/`, {
      headers: { authorization: `Token ${key}` },
    });
    userPreferences = (await res.json()) as { lang: string; preferred_centro: number | null };
  });

  it('saves language, preferred centro and photo; the language applies at once, over a menu choice', async () => {
    const { page, context } = await b.signedIn('user');
    // A language picked in the menu (Catalan) would outrank the saved one.
    await page.getByTestId('language-select').click();
    await page.getByTestId('language-ca').click();
    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('user-menu-preferences').click();
    await page.waitForURL((url) => url.pathname === '/preferences');
    await page.getByTestId('preferences-save').waitFor();
    await screenshot(page, 'preferences-desktop');

    // A file that is no image is refused here; one that lies about its kind, by the server.
    const input = page.getByTestId('preferences-photo-input');
    await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await page.getByTestId('preferences-photo-error').waitFor();
    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByTestId('preferences-save').click();
    // The server answers in the interface's language (Catalan, picked in the menu).
    await expect.poll(() => page.getByTestId('preferences-photo-error').textContent()).toBe("L'arxiu no és vàlid");
    await screenshot(page, 'preferences-photo-refused');

    await input.setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('preferences-lang').click();
    await page.getByTestId('preferences-lang-en').click();
    await page.getByTestId('preferences-centro').click();
    await page
      .locator('[data-testid^="preferences-centro-"]:not([data-testid="preferences-centro-none"])')
      .first()
      .click();
    await page.getByTestId('preferences-save').click();
    // English at once, although Catalan had been picked in the menu.
    await expect.poll(() => page.getByTestId('screen-title').textContent()).toBe(prefsEn.title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('qualium.lang'))).toBeNull();
    await expect
      .poll(() => page.getByTestId('user-menu-button').locator('img').getAttribute('src'))
      .toMatch(/^\/media\/photos\/[0-9a-f]{64}\.png$/);
    expect(await page.getByTestId('preferences-photo').getAttribute('src')).toMatch(/^\/media\/photos\//);
    await imagesLoaded(page);
    await screenshot(page, 'preferences-saved-en');

    // A reload keeps it: the language is the user's own now.
    await page.reload();
    await expect.poll(() => page.getByTestId('screen-title').textContent()).toBe(prefsEn.title);
    await context.close();

    const phone = await b.signedIn('manager', { ...mobile, at: '/preferences' });
    await phone.page.getByTestId('preferences-save').waitFor();
    expect(await phone.page.getByTestId('screen-title').textContent()).toBe(prefs.title);
    await screenshot(phone.page, 'preferences-mobile');
    await phone.context.close();
  });
});

describe('audit (/audit)', () => {
  it('shows an admin the changes just made, filtered by entity and user, with before and after', async () => {
    const { page, context } = await b.signedIn('admin');
    // Once the company's menus are in: they push the fixed Admin group right as they arrive.
    await page.getByTestId('nav-menu').getByText('Mis tareas').waitFor();
    await page.getByTestId('nav-menu-admin').hover();
    await page.getByTestId('nav-item-admin-audit').click();
    await page.waitForURL((url) => url.pathname === '/audit');
    await page.getByTestId('audit-entry').first().waitFor();
    await screenshot(page, 'audit-desktop');

    await page.getByTestId('audit-filter-entity').click();
    await page.getByTestId('audit-entity-business_process').click();
    await page.waitForURL((url) => url.searchParams.get('entity') === 'business_process');
    // The previous page stays under a progress bar until the filtered one arrives.
    await expect
      .poll(() =>
        page
          .getByTestId('audit-entry')
          .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-entity')))]),
      )
      .toEqual(['business_process']);
    const actions = await page
      .getByTestId('audit-entry')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    // Newest first: the creator's new version, the delete and the add of E2EDOC, the explorer's update.
    expect(actions.slice(0, 4)).toEqual(['update', 'delete', 'create', 'update']);
    await page.getByTestId('audit-entry').first().getByTestId('audit-expand').click();
    const changes = page.getByTestId('audit-changes');
    await changes.waitFor();
    const fields = await changes
      .getByTestId('audit-change')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
    expect(fields).toEqual(expect.arrayContaining(['sha256', 'bytes']));
    await screenshot(page, 'audit-bp-diff');

    await page.getByTestId('audit-filter-entity').click();
    await page.getByRole('option', { name: audit.filters.all }).click();
    await page.getByTestId('audit-filter-user').click();
    await page.getByTestId('audit-user-user').click();
    await page.waitForURL((url) => url.searchParams.has('user') && !url.searchParams.has('entity'));
    const prefsEntry = page.locator('[data-testid="audit-entry"][data-action="preferences"]').first();
    await prefsEntry.getByTestId('audit-expand').click();
    const langChange = page.locator('[data-testid="audit-change"][data-field="lang"]');
    await langChange.waitFor();
    expect(await langChange.textContent()).toContain('es');
    expect(await langChange.textContent()).toContain('en');
    await screenshot(page, 'audit-preferences-diff');
    await context.close();

    const phone = await b.signedIn('admin', { ...mobile, at: '/audit?entity=business_process' });
    await phone.page.getByTestId('audit-entry').first().getByTestId('audit-expand').click();
    await phone.page.getByTestId('audit-changes').waitFor();
    await screenshot(phone.page, 'audit-mobile');
    await phone.context.close();

    const manager = await b.signedIn('manager', { at: '/audit' });
    await manager.page.getByTestId('audit-admin-only').waitFor();
    await manager.context.close();
  });
});
