import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import es from '../apps/web/src/features/folders/i18n/es.json' with { type: 'json' };
import { apiLogin, field, screenshot, useBrowser } from './browser.js';

/**
 * Document folders in Chromium (records-explorer §2 side folder directory, §5 folder dialog;
 * shell-and-admin §2.9 Directories) and the standards screen, as `admin` in the Hospital
 * Universitario Demo, whose DOCISODEFAULT documents the demo seed files in folders.
 */
const b = useBrowser();

interface Folder {
  id: number;
  name: string;
  readable_path: string;
  children: number[];
}

/** The API as admin in the admin's preferred centro (the hospital). */
const api = {
  token: '',
  centro: 0,
  async call<T>(path: string): Promise<T> {
    const res = await fetch(`${b.baseUrl}/api/v1/demo/${api.centro}${path}`, {
      headers: { Authorization: `Token ${api.token}` },
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  },
  folders: async () => (await api.call<{ results: Folder[] }>('/directory/')).results,
  /** The DOCISODEFAULT uids the explorer lists for one folder. */
  async documentsIn(folderId: number): Promise<string[]> {
    const list = await api.call<{ units: Array<{ uid: string }> }>(
      `/unit/explorer/?business_process=DOCISODEFAULT&directories=${folderId}&items_per_page=20&offset=0`,
    );
    return list.units.map((u) => u.uid);
  },
};

beforeAll(async () => {
  const res = await apiLogin(b.baseUrl, 'admin');
  const body = res;
  api.token = body.key;
  api.centro = body.user.preferred_centro;
});

const signedIn = (options: Parameters<typeof b.signedIn>[1] = {}) => b.signedIn('admin', options);

const node = (scope: Page | Locator, name: string) =>
  scope.locator(`[data-testid="folder-node"][data-folder="${name}"]`);
const row = (scope: Page | Locator, name: string) => scope.locator(`[data-testid="folder-row"][data-folder="${name}"]`);

/** Fills and saves the open folder dialog. */
async function saveFolder(page: Page, name: string, options: { swatch?: string; parent?: number | null } = {}) {
  const form = page.getByTestId('folder-form');
  await field(page, 'folder-name').fill(name);
  if (options.swatch) await form.getByTestId(`folder-swatch-${options.swatch}`).click();
  if (options.parent !== undefined) {
    await form.locator('[role="combobox"]').click();
    await page.getByTestId(`folder-parent-option-${options.parent}`).click();
  }
  await page.getByTestId('folder-save').click();
  await form.waitFor({ state: 'detached' });
}

describe('the explorer’s side folder tree (DOCISODEFAULT)', () => {
  it('searches, expands, and filters the list by the ticked folders once the selection settles', async () => {
    const folders = await api.folders();
    // A folder that holds documents and one that holds others, so the filter visibly narrows the list.
    let target: Folder | null = null;
    let docs: string[] = [];
    for (const f of folders) {
      docs = await api.documentsIn(f.id);
      if (docs.length > 0 && f.children.length === 0) {
        target = f;
        break;
      }
    }
    if (!target) throw new Error('no demo folder with documents');

    const { page, context } = await signedIn({ at: '/explorer?business_process=DOCISODEFAULT' });
    const side = page.getByTestId('folder-side');
    const panel = side.getByTestId('folder-panel').first();
    await node(panel, 'Procedimientos').waitFor();
    await page.getByTestId('unit-row').first().waitFor();
    await screenshot(page, 'folders-side-desktop');

    // Search narrows the tree to matches and their parents, opened.
    await field(page, 'folder-search').fill('específicos');
    await node(panel, 'Procedimientos específicos').waitFor();
    expect(await panel.getByTestId('folder-node').count()).toBe(2);
    await field(page, 'folder-search').fill('');
    expect(await node(panel, 'Procedimientos específicos').count()).toBe(0);
    await side.getByTestId('folder-expand-all').click();
    await node(panel, 'Procedimientos generales').waitFor();
    expect(await side.getByTestId('folder-expand-all').textContent()).toBe(es.side.collapseAll);

    // Ticking the folder: the list follows after the pause, with exactly that folder's documents.
    await node(panel, target.name).getByTestId('folder-node-check').check();
    await side.getByTestId('folder-side-pending').waitFor();
    await page.waitForURL((url) => url.searchParams.get('directories') === String(target.id));
    await side.getByTestId('folder-side-pending').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="unit-row"]').length === count,
      Math.min(docs.length, 10),
    );
    const shown = await page.getByTestId('unit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-uid')));
    expect(shown.sort()).toEqual(docs.slice(0, 10).sort());
    await screenshot(page, 'folders-side-filtered');

    // Ticking a parent takes its subfolders too; unticking all clears the filter.
    const parent = folders.find((f) => f.name === 'Procedimientos')!;
    const expected = [...new Set([target.id, parent.id, ...parent.children])].sort((x, y) => x - y).join(',');
    await node(panel, 'Procedimientos').getByTestId('folder-node-check').check();
    await page.waitForURL((url) => url.searchParams.get('directories') === expected);
    await side.getByTestId('folder-select-all').check();
    await side.getByTestId('folder-select-all').uncheck();
    await page.waitForURL((url) => !url.searchParams.has('directories'));
    await context.close();
  });

  it('creates, moves and deletes folders in the folder editor, and refuses what the rules forbid', async () => {
    const { page, context } = await signedIn({ at: '/explorer?business_process=DOCISODEFAULT' });
    const side = page.getByTestId('folder-side');
    await side.getByTestId('folder-panel-edit').first().click();
    const editor = page.getByTestId('folder-editor');
    await row(editor, 'Procedimientos').waitFor();
    await screenshot(page, 'folders-editor');

    // A folder with subfolders cannot be deleted; one cannot move under its own subfolders.
    expect(await row(editor, 'Procedimientos').getByTestId('folder-delete').isDisabled()).toBe(true);
    await row(editor, 'Procedimientos').getByTestId('folder-edit').click();
    await page.getByTestId('folder-form').locator('[role="combobox"]').click();
    const folders = await api.folders();
    const proc = folders.find((f) => f.name === 'Procedimientos')!;
    const registros = folders.find((f) => f.name === 'Registros')!;
    await page.getByTestId(`folder-parent-option-${registros.id}`).waitFor();
    for (const id of [proc.id, ...proc.children]) {
      expect(await page.getByTestId(`folder-parent-option-${id}`).count()).toBe(0);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: es.form.cancel }).click();

    // Create at the top: the name is required to save.
    await editor.getByTestId('folder-add').click();
    expect(await page.getByTestId('folder-save').isDisabled()).toBe(true);
    await page.getByTestId('folder-swatch-ad1457').click();
    await screenshot(page, 'folders-dialog');
    await saveFolder(page, 'Actas del comité e2e');
    await row(editor, 'Actas del comité e2e').waitFor();
    const created = (await api.folders()).find((f) => f.name === 'Actas del comité e2e')!;
    expect(created.readable_path).toBe('Actas del comité e2e');

    // Move it under Registros: the route shows the new path, and so does the side tree.
    await row(editor, 'Actas del comité e2e').getByTestId('folder-edit').click();
    await saveFolder(page, 'Actas del comité e2e', { parent: registros.id });
    await expect
      .poll(() => row(editor, 'Actas del comité e2e').getByTestId('folder-route').textContent())
      .toBe('Registros/Actas del comité e2e');
    expect((await api.folders()).find((f) => f.id === created.id)?.readable_path).toBe(
      'Registros/Actas del comité e2e',
    );

    // Deleting a folder that holds documents is refused with the spec's message; the dialog closes.
    let holding: Folder | null = null;
    for (const f of await api.folders()) {
      if (f.children.length === 0 && (await api.documentsIn(f.id)).length > 0) {
        holding = f;
        break;
      }
    }
    await row(editor, holding!.name).getByTestId('folder-delete').click();
    await page.getByTestId('folder-delete-confirm').click();
    // The message of the save above may still show: wait for the refusal's own.
    await page.getByTestId('global-message').filter({ hasText: es.directory.not_able_to_delete }).waitFor();
    await page.getByTestId('folder-delete-confirm').waitFor({ state: 'detached' });
    await screenshot(page, 'folders-delete-refused');
    await row(editor, holding!.name).waitFor();

    // The empty folder goes.
    await row(editor, 'Actas del comité e2e').getByTestId('folder-delete').click();
    await page.getByTestId('folder-delete-confirm').click();
    await row(editor, 'Actas del comité e2e').waitFor({ state: 'detached' });
    expect((await api.folders()).some((f) => f.id === created.id)).toBe(false);
    await page.getByTestId('folder-editor-close').click();
    await context.close();
  });

  it('opens from a button on mobile, in a drawer', async () => {
    const { page, context } = await signedIn({
      width: 390,
      height: 844,
      at: '/explorer?business_process=DOCISODEFAULT',
    });
    await page.getByTestId('folder-side-open').click();
    await node(page.getByTestId('folder-side'), 'Procedimientos').waitFor();
    await screenshot(page, 'folders-side-mobile');
    await page.getByTestId('folder-panel-edit').first().click();
    await row(page.getByTestId('folder-editor'), 'Procedimientos').waitFor();
    await screenshot(page, 'folders-editor-mobile');
    await context.close();
  });
});

describe('the Directories screen', () => {
  it('selects a row, adds a subdirectory under it, edits and deletes it', async () => {
    const { page, context } = await signedIn({ at: '/directories' });
    const screen = page.getByTestId('directories-page');
    await row(screen, 'Formatos').waitFor();
    expect(await screen.locator('h1').textContent()).toBe(es.page.title);

    await row(screen, 'Formatos').click();
    expect(await row(screen, 'Formatos').getAttribute('aria-selected')).toBe('true');
    expect(await screen.getByTestId('folder-add').textContent()).toBe(es.page.addUnder.replace('{{name}}', 'Formatos'));
    await screenshot(page, 'directories-desktop');
    await row(screen, 'Formatos').click();
    expect(await row(screen, 'Formatos').getAttribute('aria-selected')).toBe('false');
    await row(screen, 'Formatos').click();

    await screen.getByTestId('folder-add').click();
    expect(await page.getByTestId('folder-form-path').textContent()).toBe('Formatos/…');
    // The parent select is not offered when adding.
    expect(await page.getByTestId('folder-form').locator('[role="combobox"]').count()).toBe(0);
    await saveFolder(page, 'Formatos de auditoría');
    await row(screen, 'Formatos de auditoría').waitFor();
    expect(await row(screen, 'Formatos de auditoría').getByTestId('folder-route').textContent()).toBe(
      'Formatos/Formatos de auditoría',
    );
    expect(await row(screen, 'Formatos').getByTestId('folder-delete').isDisabled()).toBe(true);

    await row(screen, 'Formatos de auditoría').getByTestId('folder-edit').click();
    await field(page, 'folder-color-hex').fill('#00897b');
    await saveFolder(page, 'Formatos de auditoría interna');
    await row(screen, 'Formatos de auditoría interna').waitFor();
    await row(screen, 'Formatos de auditoría interna').getByTestId('folder-delete').click();
    await page.getByTestId('folder-delete-confirm').click();
    await row(screen, 'Formatos de auditoría interna').waitFor({ state: 'detached' });
    expect(await row(screen, 'Formatos').getByTestId('folder-delete').isDisabled()).toBe(false);
    await context.close();

    const mobile = await signedIn({ width: 390, height: 844, at: '/directories' });
    await row(mobile.page, 'Procedimientos generales').waitFor();
    await screenshot(mobile.page, 'directories-mobile');
    await mobile.context.close();
  });
});

describe('the Standards screen', () => {
  it('shows the company’s standards as a tree and a list, and lets an admin add one', async () => {
    const { page, context } = await signedIn({ at: '/standards' });
    const screen = page.getByTestId('standards-page');
    const tree = screen.getByTestId('standard-tree');
    await tree.getByTestId('standard-node').first().waitFor();
    const top = await tree
      .locator('[data-testid="standard-node"][aria-level="1"]')
      .first()
      .getAttribute('data-standard');
    await screenshot(page, 'standards-desktop');

    await field(page, 'standard-name').fill('Gestión de riesgos e2e');
    await field(page, 'standard-code').fill('6.1.9');
    await screen.getByTestId('standard-form').locator('[role="combobox"]').click();
    await page.locator('[data-testid^="standard-parent-option-"]').first().click();
    await screen.getByTestId('standard-save').click();
    await tree.locator('[data-testid="standard-node"][data-standard="Gestión de riesgos e2e"]').waitFor();
    expect(
      await tree.locator('[data-testid="standard-node"][aria-level="1"]').first().getAttribute('data-standard'),
    ).toBe(top);

    await screen.getByTestId('standard-view-list').click();
    await screen.getByTestId('standard-list').getByText('Gestión de riesgos e2e').waitFor();
    await context.close();

    const mobile = await signedIn({ width: 390, height: 844, at: '/standards' });
    await mobile.page.getByTestId('standard-node').first().waitFor();
    await screenshot(mobile.page, 'standards-mobile');
    await mobile.context.close();
  });
});
