import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiScope, landingScope, screenshot, useBrowser } from './browser.js';

const b = useBrowser();

/**
 * The explorer in Chromium against the real server. The test makes its own non-conformities through
 * the API (whatever else the demo seed holds): 23 units whose titles carry the word "zafiro", two of
 * them "Etiquetá zafiro …" with an accent, detected on 1–23 October 2026, every fifth one moved on
 * to "En análisis", the even ones with the admin as responsible, and number 20 given actions due
 * in January (so its limit has passed). Lists are narrowed with `search=zafiro` so the counts are
 * exactly these.
 */
const UNITS = 23;
const MINE = 12;
const OVERDUE = 20;
const ACCENTED = new Set([3, 10]);
const pad = (n: number) => String(n).padStart(2, '0');
const titleOf = (i: number) =>
  ACCENTED.has(i) ? `Etiquetá zafiro ${pad(i)} en bandejas de dieta` : `Zafiro ${pad(i)} lote sin certificado`;

async function api<T>(scope: ApiScope, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api/v1${scope.prefix}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Token ${scope.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Item {
  value: string;
  children?: Item[];
}
const firstLeaf = (items: Item[]): string => {
  const first = items[0]!;
  return first.children?.length ? firstLeaf(first.children) : first.value;
};

async function seedUnits(scope: ApiScope): Promise<void> {
  const form = await api<{
    fields: Array<{ id: string; items: Item[] }>;
    responsible_candidates: Array<{ id: number; username: string }>;
  }>(scope, '/unit/get_fields_to_collect_during_creation/?business_process=NC');
  const items = (id: string) => form.fields.find((f) => f.id === id)!.items;
  const me = String(form.responsible_candidates.find((c) => c.username === 'admin')!.id);
  const other = String(form.responsible_candidates.find((c) => c.username !== 'admin')!.id);
  for (let i = 0; i < UNITS; i++) {
    const { uid } = await api<{ uid: string }>(scope, '/unit/create_and_execute_initial_transition/', {
      business_process: 'NC',
      subject: titleOf(i),
      origin: firstLeaf(items('origin')),
      severity: items('severity')[i % 3]!.value,
      description: 'Creada por la prueba del explorador.',
      detected_by: me,
      detected_on: `2026-10-${pad(i + 1)}`,
      affected_process: firstLeaf(items('affected_process')),
      responsible: i % 2 === 0 ? me : other,
    });
    const run = (body: Record<string, string>) =>
      api(scope, `/unit/${encodeURIComponent(uid)}/execute_transition/`, body);
    if (i % 5 === 0)
      await run({ transition_id: 'iniciar_analisis', immediate_action: 'Lote retirado y en cuarentena.' });
    if (i === OVERDUE) {
      // The limit becomes the actions' due date, long gone.
      await run({
        transition_id: 'planificar_acciones',
        root_cause_category: 'metodo',
        root_cause: 'Recepción sin verificación documental.',
        actions_due: '2026-01-15',
      });
    }
  }
}

let seeded: Promise<void> | null = null;

/** Makes the units once, in the centre an admin's session lands on, and signs in as admin. */
async function explorerSession(options: Parameters<typeof b.signedIn>[1] = {}) {
  seeded ??= landingScope(b.baseUrl).then(seedUnits);
  await seeded;
  return b.signedIn('admin', options);
}

/** The paging text once no load runs ('loading' while one does: the list is aria-busy then), read in one go. */
const range = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('[data-testid^="explorer-"][aria-busy="true"]')
      ? 'loading'
      : (document.querySelector('[data-testid="paging-range"]')?.textContent ?? null),
  );
const rowTitles = (page: Page) => page.getByTestId('unit-row').locator('td:nth-child(4)').allTextContents();
const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);

/** The admin on the NC list of the made units (searched by their word), its rows drawn. */
async function zafiroSession(extra = '') {
  const opened = await explorerSession({ at: `/explorer?business_process=NC&search=zafiro${extra}` });
  await opened.page.getByTestId('unit-row').first().waitFor();
  return opened;
}

describe('records explorer', () => {
  it('opens the non-conformities from the menu as a table sorted by limit date', async () => {
    const { page, context } = await explorerSession();
    // The menu opens on hover (a click would toggle it shut again), once the centre's menus have loaded.
    const group = page.getByTestId('nav-menu').getByRole('button', { name: 'Calidad' });
    const entry = page.getByRole('menuitem', { name: 'No conformidades' });
    await expect
      .poll(async () => {
        await group.hover();
        return entry.isVisible();
      })
      .toBe(true);
    await entry.click();
    await page.waitForURL((url) => url.searchParams.get('business_process') === 'NC');
    await expect.poll(() => page.getByTestId('explorer-title').textContent()).toBe('No conformidad');
    await page.getByTestId('explorer-table').waitFor();
    await page.getByTestId('unit-row').first().waitFor();
    expect(await page.getByTestId('current-view').textContent()).toBe('Tabla');
    // The server's default order is marked on its column.
    expect(await page.getByTestId('column-current_workflow_limit').getAttribute('aria-sort')).toBe('ascending');
    await expect(page.getByTestId('explorer-add').isEnabled()).resolves.toBe(true);

    await page.getByTestId('explorer-search').fill('zafiro');
    await page.waitForURL((url) => url.searchParams.get('search') === 'zafiro');
    await expect.poll(() => range(page)).toBe(`1–10 de ${UNITS}`);
    // Soonest limit first: the unit whose limit has passed, marked in red with an icon.
    const first = page.getByTestId('unit-row').first();
    expect(await first.locator('td:nth-child(4)').textContent()).toBe(titleOf(OVERDUE));
    const overdue = first.getByTestId('overdue-limit');
    expect(await overdue.textContent()).toBe('15/01/2026');
    const isRed = (el: Element) => {
      const [r = 0, g = 255, b = 255] = getComputedStyle(el).color.match(/\d+/g)?.map(Number) ?? [];
      return r > 150 && g < 100 && b < 100;
    };
    await expect.poll(() => overdue.evaluate(isRed)).toBe(true);
    expect(await overdue.locator('svg').count()).toBe(1);
    await page.getByTestId('expand-row').first().click();
    await page.getByTestId('expanded-unit').waitFor();
    expect(await page.getByTestId('expanded-unit').textContent()).toContain('Fecha de creación');
    await screenshot(page, 'explorer-table');
    await context.close();
  });

  it('searches without accents after a pause, and only from three characters', async () => {
    const { page, context } = await explorerSession({ at: '/explorer?business_process=NC' });
    await page.getByTestId('unit-row').first().waitFor();
    const search = page.getByTestId('explorer-search');
    await search.fill('za');
    await page.getByText('Escribe al menos 3 caracteres').waitFor();
    expect(param(page, 'search')).toBeNull();
    await search.fill('etiqueta zafiro');
    await page.waitForURL((url) => url.searchParams.get('search') === 'etiqueta zafiro');
    await expect.poll(() => range(page)).toBe('1–2 de 2');
    expect((await rowTitles(page)).every((t) => t.startsWith('Etiquetá zafiro'))).toBe(true);
    await page.getByTestId('chip-search').waitFor();
    // Removing the chip clears the search and the box.
    await page.getByTestId('chip-remove-search').click();
    await page.waitForURL((url) => url.searchParams.get('search') === null);
    await expect.poll(() => search.inputValue()).toBe('');
    await context.close();
  });

  it('sorts by a column, pages, clamps the page input and changes the page size', async () => {
    const { page, context } = await zafiroSession();
    await page.getByTestId('sort-title').click();
    await page.waitForURL((url) => url.searchParams.get('sort_by') === 'title');
    await expect.poll(async () => (await rowTitles(page))[0]).toBe(titleOf(3));
    await page.getByTestId('sort-title').click();
    await page.waitForURL((url) => url.searchParams.get('sort_desc') === '1');
    await expect.poll(async () => (await rowTitles(page))[0]).toBe(titleOf(22));

    await page.getByTestId('page-2').click();
    await expect.poll(() => range(page)).toBe(`11–20 de ${UNITS}`);
    expect(param(page, 'page')).toBe('2');
    // At most three page buttons; a page number beyond the last one goes to the last page.
    expect(await page.getByTestId('pagination').getByRole('button', { name: /^\d+$/ }).count()).toBe(3);
    await page.getByTestId('page-input').fill('99');
    await page.getByTestId('page-input').press('Enter');
    await expect.poll(() => range(page)).toBe(`21–23 de ${UNITS}`);
    expect(await page.getByTestId('page-input').inputValue()).toBe('3');

    await page.getByTestId('per-page').click();
    await page.getByTestId('per-page-20').click();
    await expect.poll(() => range(page)).toBe(`1–20 de ${UNITS}`);
    expect(param(page, 'units_per_page')).toBe('20');
    expect(param(page, 'page')).toBeNull();
    expect(await page.getByTestId('unit-row').count()).toBe(20);
    // The back button undoes the page-size change.
    await page.goBack();
    await expect.poll(() => range(page)).toBe(`21–23 de ${UNITS}`);
    await context.close();
  });

  it('filters by a date range and a state, shows them as chips and removes them', async () => {
    const { page, context } = await zafiroSession();
    await page.getByTestId('filter-button-dates').click();
    await page.getByTestId('filter-date-field').click();
    await page.getByRole('option', { name: 'Fecha de detección' }).click();
    await page.getByTestId('filter-date-from').fill('2026-10-05');
    await page.getByTestId('filter-date-to').fill('2026-10-04');
    expect(await page.getByTestId('filter-date-error').textContent()).toBe(
      'La fecha final no puede ser anterior a la inicial',
    );
    await expect(page.getByTestId('panel-dates-send').isDisabled()).resolves.toBe(true);
    await page.getByTestId('filter-date-to').fill('2026-10-09');
    await page.getByTestId('panel-dates-send').click();
    await page.waitForURL((url) => url.searchParams.get('date_range') === '2026-10-05,2026-10-09');
    expect(param(page, 'date_field')).toBe('detected_on');
    await expect.poll(() => range(page)).toBe('1–5 de 5');
    expect(await page.getByTestId('chip-filter_dates').textContent()).toContain('05/10/2026 – 09/10/2026');

    await page.getByTestId('filter-button-advanced').click();
    await page.getByTestId('filter-adv-current_workflow_state').click();
    await page.getByRole('option', { name: 'En análisis' }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'explorer-filters');
    await page.getByTestId('panel-advanced-send').click();
    await expect.poll(() => range(page)).toBe('1–1 de 1');
    expect(await rowTitles(page)).toEqual([titleOf(5)]);
    expect(await page.getByTestId('chip-advanced_filters.current_workflow_state').textContent()).toContain(
      'En análisis',
    );

    await page.getByTestId('chip-remove-advanced_filters.current_workflow_state').click();
    await expect.poll(() => range(page)).toBe('1–5 de 5');
    expect(param(page, 'advanced_filters')).toBeNull();
    expect(param(page, 'date_range')).toBe('2026-10-05,2026-10-09');
    await context.close();
  });

  it('filters by responsible, the current user first and marked (YO)', async () => {
    const { page, context } = await zafiroSession();
    await page.getByTestId('filter-button-user').click();
    const first = page.getByTestId('panel-user').getByRole('radio').first();
    const label = page.getByTestId('panel-user').locator('label').first();
    expect(await label.textContent()).toMatch(/ \(YO\)$/);
    await first.check();
    await page.getByTestId('panel-user-send').click();
    await page.waitForURL((url) => url.searchParams.get('current_workflow_responsible') !== null);
    await expect.poll(() => range(page)).toBe(`1–10 de ${MINE}`);
    expect(await page.getByTestId('chip-current_workflow_responsible').textContent()).toContain('(YO)');
    await context.close();
  });

  it('restores the whole view from a bookmarked address', async () => {
    const { page, context } = await explorerSession();
    const bookmark =
      '/explorer?business_process=NC&view=cards&search=zafiro&units_per_page=5&page=2&sort_by=title' +
      '&date_range=2026-10-01,2026-10-20&date_field=detected_on';
    await page.goto(bookmark);
    await page.getByTestId('explorer-cards').waitFor();
    await page.getByTestId('unit-card').first().waitFor();
    expect(await page.getByTestId('current-view').textContent()).toBe('Tarjetas');
    await expect.poll(() => range(page)).toBe('6–10 de 20');
    expect(await page.getByTestId('unit-card').count()).toBe(5);
    expect(await page.getByTestId('chip-search').textContent()).toContain('zafiro');
    expect(await page.getByTestId('chip-filter_dates').textContent()).toContain('01/10/2026 – 20/10/2026');
    expect(await page.getByTestId('explorer-search').inputValue()).toBe('zafiro');
    // Cards show the default columns: creation, state, responsible, limit and closing dates.
    const card = await page.getByTestId('unit-card').first().textContent();
    for (const label of ['Fecha de creación', 'Estado', 'Responsable', 'Fecha límite', 'Fecha de cierre']) {
      expect(card).toContain(label);
    }
    await screenshot(page, 'explorer-cards');
    await context.close();
  });

  it('says so when nothing matches, and clears the filters from there', async () => {
    const { page, context } = await explorerSession({
      at: '/explorer?business_process=NC&search=zafiro%20inexistente',
    });
    await page.getByTestId('explorer-no-data').waitFor();
    expect(await page.getByTestId('explorer-no-data').textContent()).toContain('No hay datos');
    await screenshot(page, 'explorer-empty');
    await page.getByTestId('no-data-clear').click();
    await page.waitForURL((url) => url.searchParams.get('search') === null);
    await page.getByTestId('unit-row').first().waitFor();
    await context.close();
  });

  it('selects rows, a whole page, or every unit matching the filters', async () => {
    const { page, context } = await zafiroSession();
    const count = page.getByTestId('selection-count');
    await page.getByTestId('unit-row').nth(1).getByRole('checkbox').check();
    expect(await count.textContent()).toBe('1 registro seleccionado');
    await page.getByTestId('select-page').check();
    expect(await count.textContent()).toBe('10 registros seleccionados');
    await page.getByTestId('select-all-matching').click();
    expect(await count.textContent()).toBe(`Están seleccionados los ${UNITS} registros que cumplen los filtros`);
    // "All matching" reaches the other pages too, minus what is unticked.
    await page.getByTestId('page-3').click();
    await expect.poll(() => range(page)).toBe(`21–23 de ${UNITS}`);
    expect(await page.getByTestId('unit-row').first().getByRole('checkbox').isChecked()).toBe(true);
    await page.getByTestId('unit-row').first().getByRole('checkbox').uncheck();
    expect(await count.textContent()).toBe(`${UNITS - 1} registros seleccionados`);
    // Another filter set is another result: the selection starts over.
    await page.getByTestId('explorer-search').fill('etiqueta zafiro');
    await page.waitForURL((url) => url.searchParams.get('search') === 'etiqueta zafiro');
    await expect.poll(() => range(page)).toBe('1–2 de 2');
    expect(await page.getByTestId('selection-bar').count()).toBe(0);
    await context.close();
  });

  it('says "more than" when a broad filter stops the count, and counts a whole BP exactly', async () => {
    const { page, context } = await explorerSession();
    // The demo centre has a few hundred NCs: counted exactly, past the cap (100 in this suite).
    await page.goto('/explorer?business_process=NC');
    await page.getByTestId('unit-row').first().waitFor();
    const whole = Number((await range(page))?.replace(/^1–10 de /, '').replace(/\./g, ''));
    expect(whole).toBeGreaterThan(100);
    // A search for a common word (in most references) is counted only up to the cap.
    await page.goto('/explorer?business_process=NC&search=nc-');
    // A fresh page: the app loads before the list does.
    await expect.poll(() => range(page), { timeout: 10_000 }).toBe('1–10 de más de 100');
    expect(await page.getByText('de más de 10', { exact: true }).count()).toBe(1);
    await expect(
      page.getByRole('button', { name: 'Última página desconocida: el recuento se detuvo' }).isDisabled(),
    ).resolves.toBe(true);
    await page.getByTestId('select-page').check();
    await page.getByTestId('select-all-matching').click();
    expect(await page.getByTestId('selection-count').textContent()).toBe(
      'Están seleccionados todos los registros que cumplen los filtros (más de 100)',
    );
    await context.close();
  });

  it('pages on past the capped count by cursor, forward and back, to the last match', async () => {
    for (const viewport of [undefined, { width: 390, height: 844 }]) {
      const { page, context } = await explorerSession(viewport ?? {});
      // Page 10 is the last the capped count covers (units 91–100); "next" goes on past it.
      await page.goto('/explorer?business_process=NC&search=nc-&page=10');
      const firstUnit = () => page.locator('[data-testid="unit-row"], [data-testid="unit-card"]').first().textContent();
      await expect.poll(() => range(page), { timeout: 30_000 }).toBe('91–100 de más de 100');
      const next = page.getByTestId('page-next');
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/unit/explorer/')) asked.push(new URL(r.url()).searchParams.get('cursor') ?? '');
      });
      await next.click();
      await expect.poll(() => range(page)).toBe('101–110 de más de 100');
      expect(asked.at(-1)).not.toBe('');
      const eleventh = await firstUnit();
      await next.click();
      await expect.poll(() => range(page)).toBe('111–120 de más de 100');
      expect(await page.getByText('de más de 12', { exact: true }).count()).toBe(1);
      await page.getByTestId('pagination').scrollIntoViewIfNeeded();
      await screenshot(page, viewport ? 'explorer-paging-past-cap-mobile' : 'explorer-paging-past-cap');
      await page.getByTestId('page-previous').click();
      await expect.poll(() => range(page)).toBe('101–110 de más de 100');
      expect(await firstUnit()).toBe(eleventh);
      await context.close();
    }
  });

  it('opens a unit beside the list on desktop', async () => {
    const { page, context } = await zafiroSession('&sort_by=title');
    await page.getByTestId('unit-row').first().click();
    const viewer = page.getByTestId('unit-panel').getByTestId('unit-viewer');
    await viewer.waitFor();
    expect(await viewer.textContent()).toContain(titleOf(3));
    await context.close();
  });

  it('forces the cards view on mobile and opens a unit full screen', async () => {
    const { page, context } = await explorerSession({ width: 390, height: 844 });
    await page.goto('/explorer?business_process=NC&view=table&search=zafiro');
    await page.getByTestId('explorer-cards').waitFor();
    await page.getByTestId('unit-card').first().waitFor();
    expect(await page.getByTestId('explorer-table').count()).toBe(0);
    expect(await page.getByTestId('view-selector').count()).toBe(0);
    await screenshot(page, 'explorer-mobile');
    await page.getByTestId('unit-card').first().getByRole('button').first().click();
    await page.waitForURL((url) => url.searchParams.get('unit')?.startsWith('QUnit#NC#') === true);
    await page.getByTestId('unit-detail-view').waitFor();
    await context.close();
  });
});
