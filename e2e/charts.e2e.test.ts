import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ApiScope, landingScope, screenshot, storedSession, useBrowser } from './browser.js';

const b = useBrowser();

/**
 * The explorer's charts view in Chromium against the real server. The test makes its own
 * non-conformities through the API, titled with the word "turquesa" so that `search=turquesa`
 * charts exactly these whatever the demo seed holds: 7 from internal audits (4 minor, 2 major, 1
 * critical) and 5 from suppliers (2 minor, 3 major), detected on 12 days of September and October
 * 2026, the first three moved on to "En análisis".
 */
const WORD = 'turquesa';
const UNITS: Array<{ origin: string; severity: string }> = [
  ...['leve', 'leve', 'leve', 'leve', 'grave', 'grave', 'critica'].map((severity) => ({
    origin: 'auditoria_interna',
    severity,
  })),
  ...['leve', 'leve', 'grave', 'grave', 'grave'].map((severity) => ({ origin: 'proveedor', severity })),
];
const ANALYSED = 3;
const detectedOn = (i: number) => (i < 6 ? `2026-09-${String(i + 1).padStart(2, '0')}` : `2026-10-0${i - 5}`);

/** The NC charts, by id, with their Spanish and English titles (the demo definition's). */
const NC_CHARTS = {
  by_state: ['Por estado', 'By state'],
  by_severity: ['Por gravedad', 'By severity'],
  by_origin: ['Por origen y gravedad', 'By origin and severity'],
  by_cause: ['Por categoría de causa', 'By cause category'],
  opened_per_month: ['Abiertas por mes', 'Opened per month'],
  cost_per_month: ['Número y coste por mes', 'Count and cost per month'],
  detection_heatmap: ['Detecciones por día', 'Detections per day'],
  origin_by_severity: ['Origen por gravedad', 'Origin by severity'],
} as const;

async function api<T>(scope: ApiScope, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${b.baseUrl}/api/v1${scope.prefix}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Token ${scope.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function seedUnits(scope: ApiScope): Promise<void> {
  const form = await api<{ responsible_candidates: Array<{ id: number; username: string }> }>(
    scope,
    '/unit/get_fields_to_collect_during_creation/?business_process=NC',
  );
  const me = String(form.responsible_candidates.find((c) => c.username === 'admin')!.id);
  for (const [i, unit] of UNITS.entries()) {
    const { uid } = await api<{ uid: string }>(scope, '/unit/create_and_execute_initial_transition/', {
      business_process: 'NC',
      subject: `Turquesa ${i + 1}: envase sin lote`,
      origin: unit.origin,
      severity: unit.severity,
      description: 'Creada por la prueba de los gráficos.',
      detected_by: me,
      detected_on: detectedOn(i),
      affected_process: (await processItem(scope)) ?? '',
      responsible: me,
    });
    if (i < ANALYSED) {
      await api(scope, `/unit/${encodeURIComponent(uid)}/execute_transition/`, {
        transition_id: 'iniciar_analisis',
        immediate_action: 'Lote apartado.',
      });
    }
  }
}

let firstProcess: Promise<string | undefined> | null = null;
/** The first leaf of the affected-process tree, asked once. */
function processItem(scope: ApiScope) {
  interface Item {
    value: string;
    children?: Item[];
  }
  const leaf = (items: Item[]): string | undefined =>
    items[0]?.children?.length ? leaf(items[0].children) : items[0]?.value;
  firstProcess ??= api<{ fields: Array<{ id: string; items: Item[] }> }>(
    scope,
    '/unit/get_fields_to_collect_during_creation/?business_process=NC',
  ).then((form) => leaf(form.fields.find((f) => f.id === 'affected_process')!.items));
  return firstProcess;
}

let seeded: Promise<ApiScope> | null = null;

/** Signs in (the admin by default, in whose centre the units are made, once). */
async function chartsSession(options: Parameters<typeof b.signedIn>[1] & { user?: string } = {}) {
  seeded ??= landingScope(b.baseUrl).then(async (scope) => {
    await seedUnits(scope);
    return scope;
  });
  const units = await seeded;
  const { page, context } = await b.signedIn(options.user ?? 'admin', options);
  if (!options.user || options.user === 'admin') {
    // The browser lands where the units are.
    const session = await storedSession(page);
    expect(`${session.site}/${session.centro}`).toBe(units.prefix);
  }
  return { page, context };
}

/** A chart's drawn numbers, as its box exposes them (`data-values`). */
async function values(page: Page, chart: string): Promise<{ categories: string[]; series: Record<string, number[]> }> {
  return JSON.parse((await page.getByTestId(`chart-${chart}`).getAttribute('data-values')) ?? '{}');
}
/** Its numbers once no load runs: what the view shows at rest. */
const settled = (page: Page, chart: string) =>
  page.evaluate(
    (id) =>
      document.querySelector('[data-testid="charts-view"][aria-busy="true"]')
        ? 'loading'
        : (document.querySelector(`[data-testid="chart-${id}"]`)?.getAttribute('data-values') ?? null),
    chart,
  );
const cell = (page: Page, row: string, column: string) =>
  page.getByTestId(`chart-cell-origin_by_severity-${row}-${column}`).textContent();

/** The admin on the NC charts of the made units, drawn. */
async function ncCharts() {
  const opened = await chartsSession({ at: `/explorer?business_process=NC&view=charts&search=${WORD}` });
  await opened.page.getByTestId('chart-origin_by_severity').waitFor();
  await expect.poll(() => settled(opened.page, 'by_severity')).not.toBe('loading');
  return opened;
}

/** Navigates inside the app, as the browser's back and forward buttons do: no page load. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

describe('charts view', () => {
  it('draws every chart of the NC layout with its title, and the table’s counts', async () => {
    const { page, context } = await ncCharts();
    for (const [id, [title]] of Object.entries(NC_CHARTS)) {
      const box = page.getByTestId(`chart-${id}`);
      expect(await box.locator('h3').textContent()).toBe(title);
      if (id !== 'origin_by_severity') await box.locator('svg').first().waitFor();
    }
    expect(await values(page, 'by_severity')).toEqual({
      categories: ['Leve', 'Grave', 'Crítica'],
      series: { Unidades: [6, 5, 1] },
    });
    expect(await values(page, 'by_state')).toMatchObject({
      categories: ['Abierta', 'En análisis'],
      series: { Unidades: [9, 3] },
    });
    expect(await values(page, 'cost_per_month')).toMatchObject({ series: { 'Número de NC': [6, 6] } });
    expect(JSON.parse((await page.getByTestId('chart-detection_heatmap').getAttribute('data-values'))!)).toEqual({
      days: 12,
      total: 12,
      max: 1,
    });
    // The table chart: origins by severity, with totals.
    expect(await cell(page, 'auditoria_interna', 'leve')).toBe('4');
    expect(await cell(page, 'auditoria_interna', 'critica')).toBe('1');
    expect(await cell(page, 'proveedor', 'grave')).toBe('3');
    expect(await cell(page, 'proveedor', 'critica')).toBe('0');
    expect(await cell(page, 'auditoria_interna', '*')).toBe('7');
    expect(await cell(page, '*', 'grave')).toBe('5');
    expect(await cell(page, '*', '*')).toBe('12');
    await screenshot(page, 'charts-nc-es');
    await context.close();
  });

  it('places the charts by the layout’s percentages, 10 px apart', async () => {
    const { page, context } = await ncCharts();
    const box = async (id: string) => (await page.getByTestId(`chart-${id}`).boundingBox())!;
    const [state, severity, origin, cause] = await Promise.all(
      ['by_state', 'by_severity', 'by_origin', 'by_cause'].map(box),
    );
    // A row of 50 % + 50 %, then one of 60 % + 40 %, each pair 10 px apart.
    expect(Math.abs(state!.width - severity!.width)).toBeLessThan(1);
    expect(origin!.width / cause!.width).toBeCloseTo(1.5, 1);
    expect(Math.round(severity!.x - (state!.x + state!.width))).toBe(10);
    expect(Math.round(cause!.x - (origin!.x + origin!.width))).toBe(10);
    expect(Math.round(origin!.y - (state!.y + state!.height))).toBe(10);
    // The 40 % row is taller than the 30 % one, and the charts below span the whole width.
    expect(state!.height).toBeGreaterThan(origin!.height);
    const table = await box('origin_by_severity');
    expect(Math.round(table.width)).toBe(Math.round(origin!.width + cause!.width + 10));
    await context.close();
  });

  it('reloads the charts in place when the filters change, and back', async () => {
    const { page, context } = await ncCharts();
    const view = await page.getByTestId('charts-view').elementHandle();
    const filtered = `/explorer?business_process=NC&view=charts&search=${WORD}&advanced_filters=${encodeURIComponent(
      JSON.stringify({ severity: 'grave' }),
    )}`;
    await navigateInApp(page, filtered);
    await expect
      .poll(() => settled(page, 'by_severity'))
      .toBe(JSON.stringify({ categories: ['Grave'], series: { Unidades: [5] } }));
    expect(await cell(page, 'auditoria_interna', 'grave')).toBe('2');
    expect(await cell(page, '*', 'grave')).toBe('5');
    expect(await values(page, 'by_state')).toMatchObject({ series: { Unidades: [5] } });
    // Not a new page: the same view reloaded its numbers.
    expect(await view!.evaluate((el) => el.isConnected)).toBe(true);
    await page.goBack();
    await expect.poll(async () => (await values(page, 'by_severity')).series.Unidades).toEqual([6, 5, 1]);
    expect(await cell(page, '*', '*')).toBe('12');
    await context.close();
  });

  it('shows a failed load with a retry that brings the charts', async () => {
    const { page, context } = await chartsSession();
    await page.route('**/charts/view/**', (route) => route.abort('failed'));
    await page.goto(`/explorer?business_process=NC&view=charts&search=${WORD}`);
    await page.getByTestId('charts-error').waitFor();
    await page.unroute('**/charts/view/**');
    await page.getByTestId('charts-retry').click();
    await page.getByTestId('chart-origin_by_severity').waitFor();
    expect(await cell(page, '*', '*')).toBe('12');
    await context.close();
  });

  it('says so for a business process without charts, and shows “no data” inside an empty chart', async () => {
    const { page, context } = await chartsSession();
    // A charts view exists only where the definition has charts (its validation refuses it
    // otherwise), so the server is asked for one without them (CAPA) and its own answer shown.
    await page.route('**/charts/view/**', (route) =>
      route.continue({ url: route.request().url().replace('business_process=NC', 'business_process=CAPA') }),
    );
    await page.goto('/explorer?business_process=NC&view=charts');
    await page.getByTestId('charts-none').waitFor();
    expect(await page.getByTestId('charts-none').textContent()).toContain('Este proceso no tiene gráficos');
    await page.unroute('**/charts/view/**');
    // A search that matches nothing leaves every chart without data, each saying so in its box.
    await page.goto('/explorer?business_process=NC&view=charts&search=ningunaunidadasi');
    await page.getByTestId('chart-by_state').getByTestId('chart-no-data').waitFor();
    expect(await page.getByTestId('chart-no-data').count()).toBe(Object.keys(NC_CHARTS).length);
    await context.close();
  });

  it('speaks English and draws the INDICATOR layout, on desktop and tablet', async () => {
    for (const [user, lang] of [
      ['admin', 'es'],
      ['sarah.collins', 'en'],
    ] as const) {
      for (const [device, width, height] of [
        ['desktop', 1366, 800],
        ['tablet', 1024, 768],
      ] as const) {
        const { page, context } = await chartsSession({
          user,
          width,
          height,
          at: '/explorer?business_process=NC&view=charts',
        });
        await page.getByTestId('chart-origin_by_severity').waitFor();
        expect(await page.getByTestId('chart-by_origin').locator('h3').textContent()).toBe(
          NC_CHARTS.by_origin[lang === 'es' ? 0 : 1],
        );
        await page.getByTestId('chart-cost_per_month').locator('svg').first().waitFor();
        await screenshot(page, `charts-nc-${device}-${lang}`);
        // INDICATOR opens on its charts: a 60 % chart beside a column of two.
        await page.goto('/explorer?business_process=INDICATOR');
        await page.getByTestId('chart-by_state').locator('svg').first().waitFor();
        const score = (await page.getByTestId('chart-score_vs_target').boundingBox())!;
        const byState = (await page.getByTestId('chart-by_state').boundingBox())!;
        expect(score.width / byState.width).toBeCloseTo(1.5, 1);
        await screenshot(page, `charts-indicator-${device}-${lang}`);
        await context.close();
      }
    }
  });

  it('leaves phones on the cards view, as the explorer does on mobile', async () => {
    const { page, context } = await chartsSession({
      width: 390,
      height: 844,
      at: `/explorer?business_process=NC&view=charts&search=${WORD}`,
    });
    await page.getByTestId('unit-card').first().waitFor();
    expect(await page.getByTestId('charts-view').count()).toBe(0);
    await screenshot(page, 'charts-nc-mobile-es');
    await context.close();
  });
});
