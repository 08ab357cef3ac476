import {
  type ChartsResponse,
  type ChartView,
  EXPLORER_MESSAGES,
  localize,
  validateBpDefinition,
} from '@qualium/contracts';
import { DEMO_BP_DEFINITIONS } from '@qualium/demo-bps';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeTransition } from '../src/modules/units/service.js';
import { actingAs, createQxUnits, installQxBusinessProcess, QX } from './explorer-fixture.js';
import { auth, login, useTestApp } from './harness.js';

/**
 * GET {site}/charts/view/ over the QXTEST units of explorer-fixture.ts: every chart type's numbers,
 * computed by hand from the fixture's table, through the explorer's filters and visibility.
 */
const ctx = useTestApp({}, null);
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ['admin', 'user', 'acme.admin', 'sarah.collins']) tokens[who] = await login(ctx, who);
  await installQxBusinessProcess(ctx);
  await createQxUnits(ctx);
});

async function charts(who: string, scope: string, params: Record<string, string>): Promise<ChartsResponse> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1${scope}/charts/view/?${new URLSearchParams(params)}`,
    headers: auth(tokens[who]!),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChartsResponse;
}

const byId = (response: ChartsResponse, id: string): ChartView => response.charts.find((c) => c.id === id)!;

/** A grouped chart as {category label: {series label: value}}, which reads like the fixture's table. */
function grid(chart: ChartView): Record<string, Record<string, number>> {
  if (chart.type === 'date_heatmap') throw new Error(`${chart.id} is a heat map`);
  const { categories, series } = chart.data;
  return Object.fromEntries(
    categories.map((c, i) => [c.label, Object.fromEntries(series.map((s) => [s.label, s.values[i]!]))]),
  );
}

describe('charts of the units in a centro', () => {
  let centro1: ChartsResponse;
  beforeAll(async () => {
    centro1 = await charts('admin', '/demo/1', { business_process: QX });
  });

  it('places every chart in the default layout, one column, in order', () => {
    expect(centro1.layout).toEqual({
      direction: 'column',
      size: 100,
      children: [
        'by_area',
        'amount_by_area',
        'average_by_area',
        'weekly',
        'created_monthly',
        'heat',
        'mix',
        'grid',
        'by_tag',
        'by_owner',
      ].map((chart) => ({ chart, size: 100 })),
    });
    expect(centro1.charts.map((c) => [c.id, c.type, c.title])).toEqual([
      ['by_area', 'bar', 'Por área'],
      ['amount_by_area', 'pie', 'Cantidad por área'],
      ['average_by_area', 'line', 'Media por área'],
      ['weekly', 'datetime_line', 'Por semana'],
      ['created_monthly', 'datetime_line', 'Altas por mes'],
      ['heat', 'date_heatmap', 'Por día'],
      ['mix', 'multi', 'Número y cantidad'],
      ['grid', 'table', 'Área por estado'],
      ['by_tag', 'bar', 'Por etiqueta'],
      ['by_owner', 'pie', 'Por responsable'],
    ]);
  });

  it('counts a bar chart by category and stack, in item and workflow order, with their colours', () => {
    const chart = byId(centro1, 'by_area');
    expect(grid(chart)).toEqual({
      Cocina: { Abierta: 4, 'En curso': 0, Cerrada: 0 },
      Planta: { Abierta: 2, 'En curso': 1, Cerrada: 1 },
      Laboratorio: { Abierta: 4, 'En curso': 0, Cerrada: 0 },
    });
    if (chart.type === 'date_heatmap') throw new Error('bar expected');
    expect(chart.data.categories.map((c) => [c.key, c.color])).toEqual([
      ['cocina', '#43a047'],
      ['planta', '#fb8c00'],
      ['laboratorio', '#e53935'],
    ]);
    expect(chart.data.series.map((s) => [s.key, s.color])).toEqual([
      ['abierta', '#1e88e5'],
      ['en_curso', '#fdd835'],
      ['cerrada', '#43a047'],
    ]);
    // The table chart is the same cross-count.
    expect(grid(byId(centro1, 'grid'))).toEqual(grid(chart));
  });

  it('sums and averages a numeric field', () => {
    expect(grid(byId(centro1, 'amount_by_area'))).toEqual({
      Cocina: { Cantidad: 84 },
      Planta: { Cantidad: 23 },
      Laboratorio: { Cantidad: 47 },
    });
    expect(grid(byId(centro1, 'average_by_area'))).toEqual({
      Cocina: { Cantidad: 21 },
      Planta: { Cantidad: 5.75 },
      Laboratorio: { Cantidad: 11.75 },
    });
  });

  it('counts each value of a multi-valued field, and units without a value apart', () => {
    expect(grid(byId(centro1, 'by_tag'))).toEqual({ cliente: { Unidades: 4 }, urgente: { Unidades: 12 } });
    const owners = byId(centro1, 'by_owner');
    expect(grid(owners)).toEqual({
      'Javier Morales Castillo': { Unidades: 4 },
      'Marta Ruiz Ortega': { Unidades: 7 },
      '(sin valor)': { Unidades: 1 }, // the closed unit
    });
  });

  it('draws time series by week, month and day, Monday-based weeks, creation dates included', () => {
    const weekly = byId(centro1, 'weekly');
    expect(weekly.type === 'datetime_line' && weekly.interval).toBe('week');
    expect(grid(weekly)).toEqual({
      '2026-03-02': { Cocina: 1, Planta: 1, Laboratorio: 0 },
      '2026-03-09': { Cocina: 1, Planta: 0, Laboratorio: 0 },
      '2026-03-16': { Cocina: 0, Planta: 0, Laboratorio: 1 },
      '2026-03-23': { Cocina: 0, Planta: 1, Laboratorio: 0 },
      '2026-03-30': { Cocina: 0, Planta: 0, Laboratorio: 1 },
      '2026-04-06': { Cocina: 1, Planta: 0, Laboratorio: 0 },
      '2026-04-13': { Cocina: 0, Planta: 0, Laboratorio: 1 },
      '2026-04-20': { Cocina: 0, Planta: 1, Laboratorio: 0 },
      '2026-04-27': { Cocina: 0, Planta: 1, Laboratorio: 0 },
      '2026-05-04': { Cocina: 1, Planta: 0, Laboratorio: 0 },
    });
    const monthly = byId(centro1, 'created_monthly');
    expect(grid(monthly)).toEqual({
      '2026-03': { Unidades: 6 },
      '2026-04': { Unidades: 4 },
      '2026-05': { Unidades: 2 },
    });
    expect(monthly.type !== 'date_heatmap' && monthly.data.categories.map((c) => c.key)).toEqual([
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
    ]);
    const heat = byId(centro1, 'heat');
    if (heat.type !== 'date_heatmap') throw new Error('heat map expected');
    expect(heat.data.max).toBe(1);
    expect(heat.data.days).toHaveLength(11); // u11 has no date
    expect(heat.data.days[0]).toEqual({ date: '2026-03-02', value: 1 });
  });

  it('combines bar and line series over one axis in a multi chart', () => {
    const mix = byId(centro1, 'mix');
    if (mix.type !== 'multi') throw new Error('multi expected');
    expect(mix.data.series.map((s) => [s.label, s.type])).toEqual([
      ['Número', 'bar'],
      ['Cantidad', 'line'],
      ['Media', 'line'],
    ]);
    expect(grid(mix)).toEqual({
      '2026-03': { Número: 6, Cantidad: 88, Media: 14.67 },
      '2026-04': { Número: 4, Cantidad: 30, Media: 7.5 },
      '2026-05': { Número: 1, Cantidad: 30, Media: 30 },
    });
  });
});

describe('charts follow the explorer', () => {
  it('aggregates only the filtered units, filling the time axis between them', async () => {
    const kitchen = await charts('admin', '/demo/1', {
      business_process: QX,
      advanced_filters: JSON.stringify({ area: 'cocina' }),
    });
    expect(grid(byId(kitchen, 'by_area'))).toEqual({ Cocina: { Abierta: 4 } });
    const weekly = grid(byId(kitchen, 'weekly'));
    expect(Object.keys(weekly)).toHaveLength(10); // 2 March to 4 May, empty weeks included
    expect(Object.values(weekly).map((w) => w.Cocina)).toEqual([1, 1, 0, 0, 0, 1, 0, 0, 0, 1]);
    // A month without units counts 0 and sums 0, but has no average: a gap, not a zero.
    const large = await charts('admin', '/demo/1', {
      business_process: QX,
      advanced_filters: JSON.stringify({ amount: { from: 30 } }),
    });
    expect(grid(byId(large, 'mix'))).toEqual({
      '2026-03': { Número: 1, Cantidad: 40, Media: 40 },
      '2026-04': { Número: 0, Cantidad: 0, Media: null },
      '2026-05': { Número: 1, Cantidad: 30, Media: 30 },
    });
    const searched = await charts('admin', '/demo/1', { business_process: QX, search: 'etiqueta' });
    expect(grid(byId(searched, 'by_area'))).toEqual({ Cocina: { Abierta: 1 }, Laboratorio: { Abierta: 1 } });
  });

  it('covers the user’s centros of the site, and only those', async () => {
    const site = await charts('admin', '/demo', { business_process: QX });
    expect(grid(byId(site, 'by_area')).Laboratorio).toEqual({ Abierta: 6, 'En curso': 0, Cerrada: 0 });
    expect(grid(byId(await charts('admin', '/demo', { business_process: QX, centros: '3' }), 'by_area'))).toEqual({
      Laboratorio: { Abierta: 2 },
    });
    // The lab user sees the lab's two units, even asking for the whole site.
    for (const params of [{}, { centros: '1,2,3,4' }] as Array<Record<string, string>>) {
      const lab = await charts('user', '/demo', { business_process: QX, ...params });
      expect(grid(byId(lab, 'by_area'))).toEqual({ Laboratorio: { Abierta: 2 } });
    }
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/demo/charts/view/?business_process=${QX}&centros=1`,
      headers: auth(tokens.user!),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: localize('Centro filter is required', 'es') });
    const acme = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/demo/charts/view/?business_process=${QX}`,
      headers: auth(tokens['acme.admin']!),
    });
    expect(acme.statusCode).toBe(404);
  });

  it('speaks the user’s language', async () => {
    const en = await charts('sarah.collins', '/demo/1', { business_process: QX });
    expect(grid(byId(en, 'by_owner'))['(no value)']).toEqual({ Units: 1 });
    expect(Object.keys(grid(byId(en, 'by_area')))).toEqual(['Kitchen', 'Planta', 'Laboratorio']);
  });

  it('answers the definition’s own layout, and nothing for a BP without charts', async () => {
    const nc = await charts('admin', '/demo/1', { business_process: 'NC' });
    const ncDefinition = validateBpDefinition(DEMO_BP_DEFINITIONS.NC!);
    if (!ncDefinition.ok) throw new Error('NC demo definition is invalid');
    expect(nc.layout).toEqual(ncDefinition.value.business_process.charts!.layout);
    expect(nc.charts.map((c) => c.id)).toEqual(ncDefinition.value.business_process.charts!.charts.map((c) => c.id));
    expect(await charts('admin', '/demo/1', { business_process: 'CAPA' })).toEqual({ layout: null, charts: [] });
  });

  it('needs a business process and a well-formed filter set', async () => {
    const cases: Array<[string, number, object?]> = [
      ['', 400, { detail: localize('Filter business_process is required', 'es') }],
      [`business_process=${QX}&pk=x`, 400, { detail: localize('Invalid QUnit PK', 'es') }],
      [
        `business_process=${QX}&advanced_filters=${encodeURIComponent('{"nope":1}')}`,
        400,
        { detail: EXPLORER_MESSAGES.invalidProperty('nope').es },
      ],
      [`business_process=${QX}&items_per_page=x`, 400],
      ['business_process=NOPE', 400],
    ];
    for (const [params, status, body] of cases) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/demo/charts/view/?${params}`,
        headers: auth(tokens.admin!),
      });
      expect(res.statusCode, params).toBe(status);
      if (body) expect(res.json()).toEqual(body);
    }
  });
});

describe('charts kept until their units change', () => {
  it('answers the same chart again, and new numbers as soon as a unit changes', async () => {
    const params = { business_process: QX, advanced_filters: JSON.stringify({ area: 'planta' }) };
    const before = grid(byId(await charts('admin', '/demo/1', params), 'by_area'));
    expect(grid(byId(await charts('admin', '/demo/1', params), 'by_area'))).toEqual(before);
    const open = before.Planta!.Abierta!;
    // Move one of the open planta units on: the stored chart is not served again.
    const unit = await ctx.db.k
      .selectFrom('units')
      .innerJoin('unit_field_values as v', 'v.unit_id', 'units.id')
      .select(['units.uid'])
      .where('units.bp_reference', '=', QX)
      .where('units.current_state', '=', 'abierta')
      .where('v.field', '=', 'area')
      .where('v.text_value', '=', 'planta')
      .executeTakeFirstOrThrow();
    const acting = await actingAs(ctx, 'admin', 1, new Date());
    await executeTransition(acting, { uid: unit.uid, transitionId: 'avanzar', values: {} });
    const after = grid(byId(await charts('admin', '/demo/1', params), 'by_area'));
    expect(after.Planta!.Abierta).toBe(open - 1);
    expect(after.Planta!['En curso']).toBe((before.Planta!['En curso'] ?? 0) + 1);
  });
});
