import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import es from '../apps/web/src/features/admin/i18n/es.json' with { type: 'json' };
import { field, screenshot, useBrowser } from './browser.js';

/**
 * The administration screens of shell-and-admin §2.9 (users, departments and roles, menus, vocabularies,
 * locations): each screen's main task walked through in Chromium, desktop and phone, with a
 * screenshot of every screen and modal.
 */
const b = useBrowser();
const PHONE = { width: 390, height: 844 };

/** Opens a screen and waits until its list is there (no skeleton, no progress). */
async function open(page: Page, screen: string, ready: string) {
  await page.goto(`/${screen}`);
  await page.getByTestId(ready).first().waitFor();
  await expect.poll(() => page.getByTestId('admin-loading').count()).toBe(0);
}

/** Picks an option of an MUI select whose display carries `testId`. */
async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

const rowText = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

describe('Users', () => {
  it('lists every column, opens the detail, validates and creates a user, disables and deletes them', async () => {
    const { page, context } = await b.signedIn('admin');
    await open(page, 'users', 'users-table');
    const head = await page.getByTestId('users-table').locator('thead').textContent();
    for (const column of Object.values(es.users.columns)) expect(head).toContain(column);
    await screenshot(page, 'admin-users');

    // The detail of Carmen: her roles per centro, language, preferred centro and the roles note.
    await page.getByTestId('admin-search').fill('carmen');
    const carmen = page.locator('[data-testid^="user-row-"]').first();
    await carmen.click();
    const detail = page.locator('[data-testid^="user-detail-"]').first();
    await detail.waitFor();
    expect(await detail.textContent()).toContain('Supervisor de enfermería');
    expect(await detail.textContent()).toContain(es.users.rolesNote);
    await screenshot(page, 'admin-users-detail');
    await page.getByTestId('admin-search').fill('');

    // A new user: the form's own checks first, then a real creation.
    await page.getByTestId('user-add').click();
    const dialog = page.getByTestId('user-dialog');
    await dialog.waitFor();
    await page.getByTestId('user-dialog-save').click();
    await page.getByTestId('user-dialog-errors').waitFor();
    expect(await dialog.textContent()).toContain(es.rules.required);
    await field(page, 'user-email').fill('no-es-un-correo');
    await field(page, 'user-password').fill('corta');
    expect(await dialog.textContent()).toContain(es.rules.emailInvalid);
    expect(await dialog.textContent()).toContain(es.rules.passwordStrength);
    await screenshot(page, 'admin-users-dialog-errors');
    await field(page, 'user-username').fill('raquel.soto');
    await field(page, 'user-email').fill('raquel.soto@demo-salud.es');
    await field(page, 'user-first_name').fill('Raquel');
    await field(page, 'user-last_name').fill('Soto Prieto');
    await field(page, 'user-password').fill('Calidad2024!');
    await choose(page, 'user-lang', 'Català');
    await choose(page, 'user-preferred-centro', 'Laboratorio Clínico');
    await page.getByTestId('user-chat').check();
    await screenshot(page, 'admin-users-dialog');
    await page.getByTestId('user-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('admin-search').fill('raquel');
    const raquel = page.locator('[data-testid^="user-row-"]').first();
    await expect.poll(() => raquel.textContent()).toContain('raquel.soto');
    const id = (await raquel.getAttribute('data-testid'))?.replace('user-row-', '') ?? '';
    expect(await page.getByTestId(`user-chat-${id}`).getAttribute('data-value')).toBe('true');

    // Disabling: the edit form's Enabled switch.
    await page.getByTestId(`user-edit-${id}`).click();
    await dialog.waitFor();
    expect(await field(page, 'user-username').inputValue()).toBe('raquel.soto');
    expect(await page.getByTestId('user-password').count()).toBe(0);
    await page.getByTestId('user-is_active').uncheck();
    await page.getByTestId('user-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(`user-is_active-${id}`).getAttribute('data-value')).toBe('false');

    await page.getByTestId(`user-delete-${id}`).click();
    await page.getByTestId('user-delete-dialog').waitFor();
    await screenshot(page, 'admin-users-delete');
    await page.getByTestId('user-delete-dialog-confirm').click();
    await page.getByTestId('admin-no-matches').waitFor();
    await context.close();
  });

  it('is read-only for managers and closed to plain users', async () => {
    const manager = await b.signedIn('manager');
    await open(manager.page, 'users', 'users-table');
    await manager.page.getByTestId('admin-read-only').waitFor();
    expect(await manager.page.getByTestId('user-add').isDisabled()).toBe(true);
    await screenshot(manager.page, 'admin-users-manager');
    await manager.context.close();

    const user = await b.signedIn('user', { at: '/users' });
    await user.page.getByTestId('admin-forbidden').waitFor();
    await screenshot(user.page, 'admin-users-forbidden');
    await user.context.close();
  });
});

describe('Departments and Roles', () => {
  it('opens a department onto its role tree, adds a department, a role and a sub-role, and refuses deleting one in use', async () => {
    const { page, context } = await b.signedIn('admin');
    await open(page, 'roles', 'departments-table');
    const calidad = page.locator('[data-testid^="department-row-"]', { hasText: 'Calidad' }).first();
    await calidad.click();
    const depId = (await calidad.getAttribute('data-testid'))?.replace('department-row-', '') ?? '';
    const roles = page.getByTestId(`roles-table-${depId}`);
    await roles.waitFor();
    expect(await roles.textContent()).toContain('Director de calidad');
    expect(await roles.textContent()).toContain(es.roles.reportsToAnyone);
    await screenshot(page, 'admin-roles');

    await page.getByTestId('department-add').click();
    await page.getByTestId('department-dialog').waitFor();
    await field(page, 'department-name').fill('Farmacia');
    await page.getByTestId('department-description').fill('Servicio de farmacia hospitalaria');
    await screenshot(page, 'admin-roles-department-dialog');
    await page.getByTestId('department-dialog-save').click();
    const farmacia = page.locator('[data-testid^="department-row-"]', { hasText: 'Farmacia' }).first();
    await farmacia.waitFor();
    const farmaciaId = (await farmacia.getAttribute('data-testid'))?.replace('department-row-', '') ?? '';

    await page.getByTestId(`department-add-role-${farmaciaId}`).click();
    await page.getByTestId('role-dialog').waitFor();
    await field(page, 'role-name').fill('Jefe de farmacia');
    await page.getByTestId('role-dialog-save').click();
    await page.getByTestId('role-dialog').waitFor({ state: 'detached' });
    const jefe = page.locator('[data-testid^="role-row-"]', { hasText: 'Jefe de farmacia' }).first();
    await jefe.waitFor();
    const jefeId = (await jefe.getAttribute('data-testid'))?.replace('role-row-', '') ?? '';
    await page.getByTestId(`role-add-sub-${jefeId}`).click();
    await page.getByTestId('role-dialog').waitFor();
    expect(await page.getByTestId('role-parent').textContent()).toContain('Jefe de farmacia');
    await field(page, 'role-name').fill('Farmacéutico adjunto');
    await screenshot(page, 'admin-roles-role-dialog');
    await page.getByTestId('role-dialog-save').click();
    const adjunto = page.locator('[data-testid^="role-row-"]', { hasText: 'Farmacéutico adjunto' }).first();
    await adjunto.waitFor();
    expect(await rowText(page, `roles-table-${farmaciaId}`)).toMatch(/Jefe de farmacia[\s\S]*Farmacéutico adjunto/);

    // A department with roles is refused, with the server's reason in the dialog.
    await page.getByTestId(`department-delete-${farmaciaId}`).click();
    await page.getByTestId('department-delete-dialog-confirm').click();
    const refusal = page.getByTestId('department-delete-dialog-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Este departamento no se puede eliminar: tiene 2 roles');
    await screenshot(page, 'admin-roles-delete-refused');
    // Here the delete may be tried again (once the roles are gone); keeping closes the dialog.
    expect(await page.getByTestId('department-delete-dialog-confirm').isEnabled()).toBe(true);
    await page.getByTestId('department-delete-dialog-keep').click();
    await page.getByTestId('department-delete-dialog').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('Menus', () => {
  it('shows the tree with two dashes per level, adds a submenu with an allowed role, edits and deletes it', async () => {
    const { page, context } = await b.signedIn('admin');
    await open(page, 'menus', 'menus-table');
    const names = await page.locator('[data-testid^="menu-name-"]').allTextContents();
    expect(names).toContain('-- No conformidades');
    const calidad = page.locator('[data-testid^="menu-row-"]', { hasText: 'Calidad' }).first();
    const calidadId = (await calidad.getAttribute('data-testid'))?.replace('menu-row-', '') ?? '';
    expect(await page.getByTestId(`menu-delete-${calidadId}`).isDisabled()).toBe(true);
    await screenshot(page, 'admin-menus');

    await page.getByTestId(`menu-add-sub-${calidadId}`).click();
    await page.getByTestId('menu-dialog').waitFor();
    await field(page, 'menu-name').fill('Indicadores del laboratorio');
    await field(page, 'menu-order').fill('0');
    expect(await page.getByTestId('menu-dialog').textContent()).toContain('Como mínimo 1.');
    await field(page, 'menu-order').fill('6');
    await field(page, 'menu-url').fill('/explorer?business_process=INDICATOR');
    await page.getByTestId('menu-allowed-roles').click();
    await page.getByRole('option', { name: 'Técnico superior de laboratorio' }).click();
    await screenshot(page, 'admin-menus-dialog');
    await page.getByTestId('menu-dialog-save').click();
    await page.getByTestId('menu-dialog').waitFor({ state: 'detached' });
    const added = page.locator('[data-testid^="menu-row-"]', { hasText: 'Indicadores del laboratorio' }).first();
    await added.waitFor();
    expect(await added.textContent()).toContain('--');
    const addedId = (await added.getAttribute('data-testid'))?.replace('menu-row-', '') ?? '';

    // The enabled flag of a menu with submenus is locked in its form.
    await page.getByTestId(`menu-edit-${calidadId}`).click();
    await page.getByTestId('menu-dialog').waitFor();
    expect(await page.getByTestId('menu-enabled').isDisabled()).toBe(true);
    await page.getByTestId('menu-dialog-cancel').click();

    await page.getByTestId(`menu-edit-${addedId}`).click();
    await page.getByTestId('menu-enabled').uncheck();
    await page.getByTestId('menu-dialog-save').click();
    await expect.poll(() => page.getByTestId(`menu-enabled-${addedId}`).getAttribute('data-value')).toBe('false');
    await page.getByTestId(`menu-delete-${addedId}`).click();
    await page.getByTestId('menu-delete-dialog').waitFor();
    await screenshot(page, 'admin-menus-delete');
    await page.getByTestId('menu-delete-dialog-confirm').click();
    await expect.poll(() => page.getByTestId(`menu-row-${addedId}`).count()).toBe(0);
    await context.close();
  });
});

describe('Vocabularies', () => {
  it('groups entries by vocabulary, adds a key to a group, edits and deletes it', async () => {
    const { page, context } = await b.signedIn('admin');
    await open(page, 'vocabularies', 'vocabularies-table');
    await page.getByTestId('vocabulary-group-gravedad').waitFor();
    await screenshot(page, 'admin-vocabularies');

    await page.getByTestId('vocabulary-add-key-gravedad').click();
    await page.getByTestId('vocabulary-dialog').waitFor();
    expect(await field(page, 'vocabulary-vocabulary').isDisabled()).toBe(true);
    expect(await field(page, 'vocabulary-vocabulary').inputValue()).toBe('gravedad');
    await field(page, 'vocabulary-key').fill('muy_grave');
    // The value is a multi-line text (a textarea).
    await page.getByTestId('vocabulary-value').fill('Muy grave');
    await screenshot(page, 'admin-vocabularies-dialog');
    await page.getByTestId('vocabulary-dialog-save').click();
    await page.getByTestId('vocabulary-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('admin-search').fill('muy grave');
    const row = page.locator('[data-testid^="vocabulary-row-"]').first();
    await expect.poll(() => row.textContent()).toContain('muy_grave');
    const id = (await row.getAttribute('data-testid'))?.replace('vocabulary-row-', '') ?? '';

    await page.getByTestId(`vocabulary-edit-${id}`).click();
    await page.getByTestId('vocabulary-value').fill('Muy grave (sin daño)');
    await page.getByTestId('vocabulary-dialog-save').click();
    await expect.poll(() => page.getByTestId(`vocabulary-row-${id}`).textContent()).toContain('Muy grave (sin daño)');
    await page.getByTestId(`vocabulary-delete-${id}`).click();
    await page.getByTestId('vocabulary-delete-dialog-confirm').click();
    await page.getByTestId('admin-no-matches').waitFor();
    await context.close();
  });
});

describe('Locations', () => {
  it('lists types with their locations, adds a type and a location, and asks before deleting', async () => {
    const { page, context } = await b.signedIn('admin');
    await open(page, 'locations', 'locations-table');
    const head = await page.getByTestId('locations-table').locator('thead').textContent();
    for (const column of Object.values(es.locations.columns)) expect(head).toContain(column);
    await screenshot(page, 'admin-locations');

    await page.getByTestId('location-type-add').click();
    await field(page, 'location-type-name').fill('Consulta');
    await screenshot(page, 'admin-locations-type-dialog');
    await page.getByTestId('location-type-dialog-save').click();
    const type = page.locator('[data-testid^="location-type-row-"]', { hasText: 'Consulta' }).first();
    await type.waitFor();
    const typeId = (await type.getAttribute('data-testid'))?.replace('location-type-row-', '') ?? '';

    await page.getByTestId(`location-type-add-${typeId}`).click();
    await page.getByTestId('location-dialog').waitFor();
    await field(page, 'location-name').fill('Consulta 12 – Cardiología');
    await field(page, 'location-reference').fill('CES-C12');
    await field(page, 'location-longitude').fill('200');
    await page.getByTestId('location-dialog-save').click();
    expect(await page.getByTestId('location-dialog').textContent()).toContain('Entre -180 y 180.');
    await field(page, 'location-longitude').fill('-3,73255');
    await field(page, 'location-latitude').fill('40.30577');
    await screenshot(page, 'admin-locations-location-dialog');
    await page.getByTestId('location-dialog-save').click();
    const location = page.locator('[data-testid^="location-row-"]', { hasText: 'CES-C12' }).first();
    await location.waitFor();
    expect(await location.textContent()).toContain('-3,73255');

    const locationId = (await location.getAttribute('data-testid'))?.replace('location-row-', '') ?? '';
    await page.getByTestId(`location-delete-${locationId}`).click();
    const confirm = page.getByTestId('location-delete-dialog');
    expect(await confirm.textContent()).toContain('¿Quieres eliminar la ubicación Consulta 12 – Cardiología?');
    await screenshot(page, 'admin-locations-delete');
    await page.getByTestId('location-delete-dialog-confirm').click();
    await expect.poll(() => page.getByTestId(`location-row-${locationId}`).count()).toBe(0);
    await page.getByTestId(`location-type-delete-${typeId}`).click();
    expect(await page.getByTestId('location-type-delete-dialog').textContent()).toContain(
      '¿Quieres eliminar el tipo de ubicación Consulta?',
    );
    await page.getByTestId('location-type-delete-dialog-confirm').click();
    await expect.poll(() => page.getByTestId(`location-type-row-${typeId}`).count()).toBe(0);
    await context.close();
  });
});

describe('on a phone', () => {
  it('shows every screen as cards and the forms full screen', async () => {
    const { page, context } = await b.signedIn('admin', PHONE);
    for (const [screen, ready] of [
      ['users', 'users-table'],
      ['roles', 'departments-table'],
      ['menus', 'menus-cards'],
      ['vocabularies', 'vocabularies-cards'],
      ['locations', 'locations-cards'],
    ] as const) {
      await open(page, screen, ready);
      await screenshot(page, `admin-${screen}-mobile`);
    }
    await page.getByTestId('location-type-add').click();
    await page.getByTestId('location-type-dialog').waitFor();
    await screenshot(page, 'admin-locations-type-dialog-mobile');
    await page.getByTestId('location-type-dialog-cancel').click();
    await open(page, 'users', 'users-table');
    await page.getByTestId('user-add').click();
    await page.getByTestId('user-dialog').waitFor();
    await screenshot(page, 'admin-users-dialog-mobile');
    await context.close();
  });
});
