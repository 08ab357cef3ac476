import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../apps/web/src/features/org-admin/i18n/es.json' with { type: 'json' };
import { DEMO_PASSWORD, screenshot, useBrowser } from './browser.js';

/**
 * The Companies (/sites) and Centros (/centros) screens in Chromium: each screen's main task as an
 * administrator (create a sub-company, edit it, inherit roles, add a centro under a parent, toggle a
 * process, give a user a role, make a user manager, try to delete a centro with children), the
 * manager's read-only matrix, and the phone layouts. Screenshots of every screen and dialog.
 */
const b = useBrowser();

/** The smallest PNG there is (1×1), as a chosen logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ids = { demo: 0, norte: 0, hud: 0, lab: 0, user: 0 };
let adminToken = '';

async function api<T = any>(path: string): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api/v1${path}`, { headers: { Authorization: `Token ${adminToken}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  const login = await fetch(`${b.baseUrl}/api/v1/rest-auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  adminToken = (await login.json()).key;
  const sites = (await api<{ results: Array<{ id: number; url_name: string }> }>('/demo/site/')).results;
  ids.demo = sites.find((s) => s.url_name === 'demo')!.id;
  ids.norte = sites.find((s) => s.url_name === 'norte')!.id;
  const centros = (await api<{ results: Array<{ id: number; url_name: string | null }> }>('/demo/qcentro/')).results;
  ids.hud = centros.find((c) => c.url_name === 'hospital-universitario-demo')!.id;
  ids.lab = centros.find((c) => c.url_name === 'laboratorio-clinico')!.id;
  const roles = await api<{ users: Array<{ id: number; username: string }> }>(`/demo/qcentro/${ids.hud}/centro_roles/`);
  ids.user = roles.users.find((u) => u.username === 'user')!.id;
});

/** Chooses `option` in the MUI select labelled `label` (inside `scope`, the page by default). */
async function choose(page: Page, label: string | RegExp, option: string | RegExp, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function imagesLoaded(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
}

describe('Companies screen', () => {
  it('creates, edits and deletes-with-refusal companies, and sets the roles a sub-company inherits', async () => {
    const { page, context } = await b.signedIn('admin', { at: '/sites' });
    const table = page.getByTestId('sites-table');
    await table.getByText('/demo/norte').waitFor();
    expect(await table.locator('thead th').allTextContents()).toEqual([
      '',
      'Nombre',
      'Ruta',
      'Empresa superior',
      'Acciones',
    ]);
    await imagesLoaded(page);
    await screenshot(page, 'org-sites');

    // Expanded row: Company, Inherit Role, Centros.
    await page.getByTestId(`site-expand-${ids.norte}`).click();
    const expanded = page.getByTestId(`site-expanded-${ids.norte}`);
    await expanded.getByTestId('site-company-tab').waitFor();
    await imagesLoaded(page);
    await screenshot(page, 'org-sites-expanded-company');
    await expanded.getByTestId('site-tab-inherit').click();
    await expanded.getByTestId('site-inherit-tab').locator('[data-testid^="inherited-role-"]').first().waitFor();
    await screenshot(page, 'org-sites-expanded-inherit');
    await expanded.getByTestId('site-tab-centros').click();
    await expanded.getByText('Planta de Elaborados Bilbao').waitFor();
    await screenshot(page, 'org-sites-expanded-centros');
    await page.getByTestId(`site-expand-${ids.norte}`).click();

    // Add a sub-company: the form's rules first, then a valid one with a logo.
    await page.getByTestId(`site-add-sub-${ids.demo}`).click();
    const form = page.getByTestId('site-form');
    await form.getByText('Nueva subempresa de Grupo Sanitario Demo').waitFor();
    expect(await form.getByTestId('site-max_users_number').inputValue()).toBe('1');
    await form.getByTestId('site-max_users_number').fill('0');
    await form.getByTestId('site-save').click();
    await form.getByText('Campo obligatorio').waitFor();
    await form.getByText('Como mínimo 1.').waitFor();
    await screenshot(page, 'org-site-form-errors');
    await form.getByTestId('site-name').fill('Clínica Dental Sur');
    await form.getByTestId('site-max_users_number').fill('5');
    await choose(page, 'Producto', 'Qualium Salud', form);
    await form.getByTestId('site-logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await form.getByText('logo.png').waitFor();
    // The change-password strength rule is the company's setting, off for a new one (shell-and-admin §5).
    const strength = form.getByTestId('site-password_strength');
    expect(await strength.isChecked()).toBe(false);
    await strength.check();
    await screenshot(page, 'org-site-form');
    await form.getByTestId('site-save').click();
    await form.waitFor({ state: 'detached' });
    const row = table.locator('tr', { hasText: '/demo/clinica-dental-sur' });
    await row.waitFor();
    const created = (
      await api<{ results: Array<{ id: number; url_name: string; logo: string | null; password_strength: boolean }> }>(
        '/demo/site/',
      )
    ).results.find((s) => s.url_name === 'clinica-dental-sur')!;
    expect(created.logo).toMatch(/^\/media\//);
    expect(created.password_strength).toBe(true);

    // A url_name that is taken comes back from the server through the form-error routine.
    await page.getByTestId(`site-add-sub-${ids.demo}`).click();
    await form.getByTestId('site-name').fill('Otra');
    await form.getByTestId('site-url_name').fill('norte');
    await form.getByTestId('site-save').click();
    await form.getByTestId('org-form-error').getByText('Nombre en la URL: El valor no es válido. Duplicado').waitFor();
    await screenshot(page, 'org-site-form-server-error');
    await form.getByRole('button', { name: 'Cancelar' }).click();

    // Edit it: url_name is fixed, the rest changes.
    await page.getByTestId(`site-edit-${created.id}`).click();
    expect(await form.getByTestId('site-url_name').isDisabled()).toBe(true);
    await form.getByTestId('site-name').fill('Clínica Dental Sur y Levante');
    await form.getByTestId('site-max_users_number').fill('8');
    await form.getByTestId('site-save').click();
    await form.waitFor({ state: 'detached' });
    await table.getByText('Clínica Dental Sur y Levante').waitFor();

    // Inherit two roles of the parent: the dialog sends what changed.
    await page.getByTestId(`site-inherit-${created.id}`).click();
    const dialog = page.getByTestId('inherit-dialog');
    const boxes = dialog.locator('input[data-testid^="inherit-role-"]');
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await dialog.getByText('2 cambios').waitFor();
    await screenshot(page, 'org-inherit-dialog');
    await dialog.getByTestId('inherit-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId(`site-expand-${created.id}`).click();
    const newRow = page.getByTestId(`site-expanded-${created.id}`);
    await newRow.getByTestId('site-tab-inherit').click();
    await expect.poll(() => newRow.locator('[data-testid^="inherited-role-"]').count()).toBe(2);

    // Add its first centro from the row.
    await page.getByTestId(`site-add-centro-${created.id}`).click();
    const centroForm = page.getByTestId('centro-form');
    await centroForm.getByText('Nuevo centro de Clínica Dental Sur y Levante').waitFor();
    await centroForm.getByTestId('centro-name').fill('Clínica Dental Alicante');
    await choose(page, 'Superior', 'Ninguno (primer nivel)', centroForm);
    await screenshot(page, 'org-centro-form-from-company');
    await centroForm.getByTestId('centro-save').click();
    await centroForm.waitFor({ state: 'detached' });
    await newRow.getByTestId('site-tab-centros').click();
    await newRow.getByText('Clínica Dental Alicante').waitFor();

    // Deleting a company that still holds centros and people is refused with what blocks it.
    await page.getByTestId(`site-delete-${ids.norte}`).click();
    const confirm = page.getByTestId('site-delete-dialog');
    await confirm
      .getByText(/¿Quieres eliminar definitivamente la empresa Demo Norte Alimentación con id \d+\?/)
      .waitFor();
    await screenshot(page, 'org-site-delete-dialog');
    await confirm.getByTestId('site-delete-dialog-confirm').click();
    await confirm
      .getByTestId('site-delete-dialog-error')
      .getByText(/Esta empresa no se puede eliminar: tiene .*2 centros/)
      .waitFor();
    await screenshot(page, 'org-site-delete-refused');
    // A refusal is final here: the dialog then only offers to keep the company.
    expect(await confirm.getByTestId('site-delete-dialog-confirm').count()).toBe(0);
    await confirm.getByTestId('site-delete-dialog-keep').click();
    expect(await page.getByTestId(`site-delete-${ids.demo}`).isDisabled()).toBe(true);
    await context.close();
  });
});

describe('Centros screen', () => {
  it('adds a centro under a parent, refuses to delete one with children, and deletes an empty one', async () => {
    const { page, context } = await b.signedIn('admin', { at: '/centros' });
    const list = page.getByTestId('centro-list');
    await list.getByText('Bloque Quirúrgico').waitFor();
    // Sorted by path_str, indented 20 px per level.
    const names = await list.locator('tbody tr td:first-child p').allTextContents();
    expect(names.slice(0, 4)).toEqual([
      'Centro de Especialidades Sur',
      'Hospital Universitario Demo',
      'Bloque Quirúrgico',
      'Laboratorio Clínico',
    ]);
    const indent = await list
      .getByTestId(`centro-row-${ids.lab}`)
      .locator('td:first-child > div')
      .evaluate((el) => getComputedStyle(el).paddingLeft);
    expect(indent).toBe('20px');
    // A centro with centros below it cannot be deleted.
    expect(await page.getByTestId(`centro-delete-${ids.hud}`).isDisabled()).toBe(true);
    await imagesLoaded(page);
    await screenshot(page, 'org-centros-list');

    await page.getByTestId('centros-add').click();
    const form = page.getByTestId('centro-form');
    await form.getByTestId('centro-save').click();
    await expect.poll(() => form.getByText('Campo obligatorio').count()).toBe(2);
    await form.getByTestId('centro-name').fill('Rehabilitación');
    await choose(page, 'Superior', 'Hospital Universitario Demo', form);
    await form.getByTestId('centro-url_name').fill('rehabilitacion-hud');
    await screenshot(page, 'org-centro-form');
    await form.getByTestId('centro-save').click();
    await form.waitFor({ state: 'detached' });
    const created = list.locator('tr', { hasText: 'Rehabilitación' });
    await created.waitFor();
    const rehab = (
      await api<{ results: Array<{ id: number; name: string; path_str: string }> }>('/demo/qcentro/')
    ).results.find((c) => c.name === 'Rehabilitación')!;
    expect(rehab.path_str).toBe('Hospital Universitario Demo/Rehabilitación');

    // The hospital now has three centros below it; its delete stays disabled. An empty one goes.
    expect(await page.getByTestId(`centro-delete-${ids.hud}`).isDisabled()).toBe(true);
    await page.getByTestId('centros-add').click();
    await form.getByTestId('centro-name').fill('Temporal');
    await choose(page, 'Superior', 'Ninguno (primer nivel)', form);
    await form.getByTestId('centro-save').click();
    await form.waitFor({ state: 'detached' });
    const temp = (await api<{ results: Array<{ id: number; name: string }> }>('/demo/qcentro/')).results.find(
      (c) => c.name === 'Temporal',
    )!;
    await page.getByTestId(`centro-delete-${temp.id}`).click();
    const confirm = page.getByTestId('centro-delete-dialog');
    await confirm.getByText(`¿Quieres eliminar definitivamente el centro Temporal con id ${temp.id}?`).waitFor();
    await confirm.getByText('Sí, destrúyelo').waitFor();
    await confirm.getByText('No, consérvalo').waitFor();
    await screenshot(page, 'org-centro-delete-dialog');
    await confirm.getByTestId('centro-delete-dialog-confirm').click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(`centro-row-${temp.id}`).count()).toBe(0);

    // Process matrix: toggle one cell, which keeps its state after a reload.
    await page.getByTestId('centros-tab-matrix').click();
    const matrix = page.getByTestId('process-matrix');
    await matrix.locator('tbody tr').first().waitFor();
    expect(await matrix.locator('tbody tr').count()).toBe(10);
    const cell = matrix.locator(`input[data-testid^="matrix-${rehab.id}-"]`).first();
    const cellId = await cell.getAttribute('data-testid');
    expect(await cell.isChecked()).toBe(false);
    await cell.click();
    await expect.poll(() => matrix.getByTestId(cellId!).isChecked()).toBe(true);
    await screenshot(page, 'org-centros-matrix');
    await matrix.getByTestId('matrix-page-2').click();
    await page.reload();
    await page.getByTestId('process-matrix').getByTestId(cellId!).waitFor();
    expect(await page.getByTestId(cellId!).isChecked()).toBe(true);

    // Roles and users: give 'user' a role in the new centro.
    await page.getByTestId('centros-tab-roles').click();
    const roles = page.getByTestId('centro-roles');
    await choose(page, 'Centro', 'Rehabilitación', roles);
    await roles.getByTestId('roles-search').fill('Lucía');
    const firstRole = roles.locator(`input[data-testid^="role-${ids.user}-"]`).first();
    await firstRole.waitFor();
    const roleCellId = (await firstRole.getAttribute('data-testid'))!;
    await firstRole.click();
    await expect.poll(() => roles.getByTestId(roleCellId).isChecked()).toBe(true);
    await screenshot(page, 'org-centros-roles');

    // Managers: she now has a role there, so she can be made its manager.
    await page.getByTestId('centros-tab-managers').click();
    const managers = page.getByTestId('centro-managers');
    await choose(page, 'Centro', 'Rehabilitación', managers);
    const toggle = managers.getByTestId(`manager-${ids.user}`);
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    await expect.poll(() => managers.getByTestId(`manager-${ids.user}`).isChecked()).toBe(true);
    await screenshot(page, 'org-centros-managers');
    const candidates = await api<{ results: Array<{ id: number; manager: boolean }> }>(
      `/demo/qcentro/${rehab.id}/list_manager_candidates`,
    );
    expect(candidates.results.find((c) => c.id === ids.user)?.manager).toBe(true);
    await context.close();
  });

  it('gates every Companies button for a manager (docs/decisions.md: stricter than shell-and-admin §6)', async () => {
    const { page, context } = await b.signedIn('manager', { at: '/sites' });
    await page.getByTestId(`site-edit-${ids.demo}`).waitFor();
    expect(await page.getByTestId('sites-add').isDisabled()).toBe(true);
    for (const action of ['edit', 'add-sub', 'inherit', 'add-centro', 'sso', 'delete']) {
      expect(await page.getByTestId(`site-${action}-${ids.demo}`).isDisabled(), action).toBe(true);
    }
    await page.getByTestId(`site-edit-${ids.demo}`).locator('..').hover();
    await page.getByRole('tooltip').getByText(es.actions.adminOnly).waitFor();
    await screenshot(page, 'org-sites-manager');
    await context.close();
  });

  it('shows a manager the matrix of the centros they manage, read only', async () => {
    const { page, context } = await b.signedIn('manager', { at: '/centros?tab=matrix' });
    const matrix = page.getByTestId('process-matrix');
    await matrix.getByText('Hospital Universitario Demo').waitFor();
    expect(await matrix.locator('thead th').count()).toBe(3);
    expect(await matrix.locator('tbody input[type="checkbox"]').first().isDisabled()).toBe(true);
    expect(await page.getByTestId('centros-add').isDisabled()).toBe(true);
    await screenshot(page, 'org-centros-matrix-manager');
    await context.close();
  });
});

describe('on a phone', () => {
  it('lays the Companies and Centros screens out as cards and one-centro lists', async () => {
    const { page, context } = await b.signedIn('admin', { width: 390, height: 844, at: '/sites' });
    await page.getByTestId('sites-cards').getByText('/demo/norte').waitFor();
    await imagesLoaded(page);
    await screenshot(page, 'org-sites-mobile');
    await page.getByTestId(`site-expand-${ids.norte}`).click();
    await page.getByTestId(`site-expanded-${ids.norte}`).getByTestId('site-company-tab').waitFor();
    await screenshot(page, 'org-sites-mobile-expanded');
    await page.getByTestId(`site-menu-${ids.norte}`).click();
    await page.getByRole('menuitem', { name: 'Editar' }).waitFor();
    await screenshot(page, 'org-sites-mobile-menu');
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.getByTestId('site-form').getByTestId('site-name').waitFor();
    await screenshot(page, 'org-site-form-mobile');
    await page.getByTestId('site-form').getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/centros');
    await page.getByTestId('centro-list').getByText('Bloque Quirúrgico').waitFor();
    await imagesLoaded(page);
    await screenshot(page, 'org-centros-mobile');
    await page.getByTestId('centros-tab-matrix').click();
    await page.getByTestId('process-matrix').getByTestId('centro-picker').waitFor({ state: 'attached' });
    await screenshot(page, 'org-centros-matrix-mobile');
    await page.getByTestId('centros-tab-roles').click();
    await page.getByTestId('centro-roles').locator('[data-testid^="roles-user-"]').first().waitFor();
    await screenshot(page, 'org-centros-roles-mobile');
    await context.close();
  });
});
