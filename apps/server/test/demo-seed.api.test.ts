import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUnits, seedExtraUnits } from '../src/seed/demo-units.js';
import { SECTOR_TEXTS } from '../src/seed/demo-units-data.js';
import { auth, login, useTestApp } from './harness.js';

/**
 * The demo units (issue: a few thousand units with history in every BP, across the demo centros),
 * written through the real units service on the test's own copy of the demo organisation, with a
 * fixed clock so the expectations hold whatever day the suite runs.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-demo-'));
const ctx = useTestApp({ DATA_DIR: dataDir });
const NOW = new Date('2026-11-24T10:00:00Z');
const TODAY = '2026-11-24';

interface Row {
  site: string;
  bp: string;
  state: string;
  closed: number;
  n: number;
}
let rows: Row[] = [];
const count = (where: (r: Row) => boolean) => rows.filter(where).reduce((s, r) => s + r.n, 0);

beforeAll(async () => {
  await seedDemoUnits(ctx.db, { dataDir, now: NOW });
  const found = await ctx.db.k
    .selectFrom('units')
    .innerJoin('sites', 'sites.id', 'units.site_id')
    .select([
      'sites.url_name as site',
      'units.bp_reference as bp',
      'units.current_state as state',
      'units.is_closed as closed',
    ])
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .groupBy(['sites.url_name', 'units.bp_reference', 'units.current_state', 'units.is_closed'])
    .execute();
  rows = found.map((r) => ({ ...r, closed: Number(r.closed), n: Number(r.n) }));
}, 600_000);

describe('the demo units', () => {
  it('are a few thousand, in every demo BP, in each of the three companies', () => {
    const total = count(() => true);
    expect(total).toBeGreaterThan(2000);
    expect(total).toBeLessThan(10_000);
    for (const site of ['demo', 'norte', 'acme']) {
      for (const bp of ['NC', 'CAPA', 'DOCISODEFAULT', 'AUDIT', 'INDICATOR', 'NOTIF_DEFAULT']) {
        expect(
          count((r) => r.site === site && r.bp === bp),
          `${site} ${bp}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('leave each workflow in several states, open and closed', () => {
    const states = (bp: string) => new Set(rows.filter((r) => r.bp === bp && r.site === 'demo').map((r) => r.state));
    expect([...states('NC')]).toEqual(
      expect.arrayContaining(['abierta', 'en_analisis', 'acciones_en_curso', 'verificacion_eficacia', 'cerrada']),
    );
    expect([...states('CAPA')]).toEqual(expect.arrayContaining(['planificada', 'en_curso', 'implementada']));
    expect([...states('DOCISODEFAULT')]).toEqual(expect.arrayContaining(['borrador', 'vigente']));
    expect([...states('AUDIT')]).toEqual(expect.arrayContaining(['planificada', 'cerrada']));
    for (const bp of ['NC', 'CAPA', 'DOCISODEFAULT', 'AUDIT', 'INDICATOR']) {
      expect(
        count((r) => r.bp === bp && r.closed === 1),
        `${bp} closed`,
      ).toBeGreaterThan(0);
      expect(
        count((r) => r.bp === bp && r.closed === 0),
        `${bp} open`,
      ).toBeGreaterThan(0);
    }
  });

  it('have a history that starts with their creation, and CAPAs born of an NC', async () => {
    const withoutHistory = await ctx.db.k
      .selectFrom('units')
      .select('uid')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('workflow_history').select('id').whereRef('workflow_history.unit_id', '=', 'units.id'))),
      )
      .execute();
    expect(withoutHistory).toEqual([]);
    const firstSteps = await ctx.db.k
      .selectFrom('workflow_history as h')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('h.from_state', 'is not', null)
      .where(
        'h.id',
        'in',
        ctx.db.k
          .selectFrom('workflow_history')
          .select((eb) => eb.fn.min('id').as('id'))
          .groupBy('unit_id'),
      )
      .executeTakeFirstOrThrow();
    expect(Number(firstSteps.n)).toBe(0);
    const orphans = await ctx.db.k
      .selectFrom('units as capa')
      .leftJoin('units as nc', 'nc.id', 'capa.parent_unit_id')
      .select('capa.uid')
      .where('capa.bp_reference', '=', 'CAPA')
      .where((eb) => eb.or([eb('nc.id', 'is', null), eb('nc.bp_reference', '!=', 'NC')]))
      .execute();
    expect(orphans).toEqual([]);
  });

  it('give a to-do list with overdue work and work due this week, and nothing after the clock', async () => {
    const open = ctx.db.k
      .selectFrom('units')
      .where('is_closed', '=', 0)
      .where('bp_reference', '!=', 'NOTIF_DEFAULT')
      .where('current_limit', 'is not', null);
    const overdue = await open
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('current_limit', '<', TODAY)
      .executeTakeFirstOrThrow();
    const thisWeek = await open
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('current_limit', '>=', TODAY)
      .where('current_limit', '<=', '2026-12-01')
      .executeTakeFirstOrThrow();
    expect(Number(overdue.n)).toBeGreaterThan(0);
    expect(Number(thisWeek.n)).toBeGreaterThan(0);
    const future = await ctx.db.k
      .selectFrom('workflow_history')
      .select('id')
      .where('created_at', '>', NOW.toISOString())
      .execute();
    expect(future).toEqual([]);
  });

  it('keep the controlled documents in folders with versioned files', async () => {
    const docs = await ctx.db.k
      .selectFrom('units')
      .select(['id', 'directory_id'])
      .where('bp_reference', '=', 'DOCISODEFAULT')
      .execute();
    expect(docs.every((d) => d.directory_id !== null)).toBe(true);
    const versions = await ctx.db.k
      .selectFrom('file_versions')
      .select(['unit_id', sql<number>`max(version)`.as('last')])
      .groupBy('unit_id')
      .execute();
    expect(versions.length).toBeGreaterThan(docs.length / 2);
    expect(versions.some((v) => Number(v.last) > 1)).toBe(true);
  });

  it('number the documents by their approvals, keep the superseded files, and show reviews overdue and due soon', async () => {
    const docs = await ctx.db.k
      .selectFrom('units')
      .select(['fields', 'current_state', 'current_limit'])
      .where('bp_reference', '=', 'DOCISODEFAULT')
      .execute();
    const versions = docs.map((d) => (JSON.parse(d.fields) as { doc_version?: string }).doc_version);
    // Editions follow the review dates of the last years: most documents are at their first or second.
    expect(versions).toContain('1');
    expect(versions).toContain('2');
    const superseded = await ctx.db.k
      .selectFrom('file_versions')
      .select('document_version')
      .where('status', '=', 'obsolete')
      .where('document_version', 'is not', null)
      .execute();
    expect(superseded.length).toBeGreaterThan(0);
    const inForce = docs.filter((d) => d.current_state === 'vigente' && d.current_limit !== null);
    expect(inForce.some((d) => d.current_limit! < TODAY)).toBe(true);
    const soon = (d: { current_limit: string | null }) => d.current_limit! >= TODAY && d.current_limit! <= '2026-12-24';
    expect(inForce.some(soon)).toBe(true);
  });

  it('give the indicators their weighted score, computed by the server from the tracking', async () => {
    const indicators = await ctx.db.k
      .selectFrom('units')
      .select(['fields'])
      .where('bp_reference', '=', 'INDICATOR')
      .execute();
    const scores = indicators
      .map((u) => (JSON.parse(u.fields) as { score?: unknown }).score)
      .filter((s): s is number => typeof s === 'number');
    expect(scores.length).toBeGreaterThan(indicators.length / 2);
    expect(scores.every((s) => s >= 0 && s <= 100)).toBe(true);
    expect(new Set(scores).size).toBeGreaterThan(3);
  });

  it('are what the explorer lists for the demo people', async () => {
    const token = await login(ctx, 'user');
    const me = (await ctx.app.inject({ url: '/api/v1/user_data/me/', headers: auth(token) })).json() as {
      sites: Array<{ id: number; path: string }>;
      centros: Array<{ id: number; site: number }>;
    };
    const centro = me.centros[0]!;
    const site = me.sites.find((s) => s.id === centro.site)!;
    const res = await ctx.app.inject({
      url: `/api/v1${site.path}/${centro.id}/unit/explorer/?business_process=NC`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { count: number }).count).toBeGreaterThan(10);
  });

  it('read as their centre writes: laboratory records in the laboratory, the right suppliers, titles unique and capitalised', async () => {
    const units = await ctx.db.k
      .selectFrom('units')
      .innerJoin('centros', 'centros.id', 'units.centro_id')
      .innerJoin('sites', 'sites.id', 'units.site_id')
      .select([
        'sites.url_name as site',
        'centros.name as centro',
        'units.bp_reference as bp',
        'units.title',
        'units.fields',
      ])
      .execute();
    const seen = new Set<string>();
    // Notifications are messages to people, titled by what they announce, not records.
    for (const u of units.filter((x) => x.bp !== 'NOTIF_DEFAULT')) {
      const key = `${u.site}|${u.centro}|${u.bp}|${u.title}`;
      expect(seen.has(key), `title used twice in one centre: ${key}`).toBe(false);
      seen.add(key);
      expect(u.title, `${u.centro} ${u.bp}`).toMatch(/^[\p{Lu}\d¿¡]/u);
    }
    // The laboratory is the only centre the `user` login sees: none of its NCs or actions is about
    // wards, intensive care equipment or nursing.
    const ward =
      /\b(UCI|Urgencias|habitaci|control de enfermería|bomba de infusión|monitor multiparamétrico|respirador|carro de paradas|vía periférica|vía central|sonda nasogástrica|drenaje torácico|Planta \d)/i;
    const lab = units.filter((u) => u.centro === 'Laboratorio Clínico' && (u.bp === 'NC' || u.bp === 'CAPA'));
    expect(lab.length).toBeGreaterThan(50);
    for (const u of lab) {
      const description = String((JSON.parse(u.fields) as { description?: unknown }).description ?? '');
      expect(`${u.title} ${description}`, u.title).not.toMatch(ward);
    }
    // A supplier named with what it delivered is one that supplies it.
    let checked = 0;
    for (const u of units.filter((x) => x.bp === 'NC')) {
      const texts = SECTOR_TEXTS[u.site]!;
      const supplier = texts.slots.proveedor?.find((name) => u.title.includes(name));
      const item = Object.keys(texts.suppliers ?? {}).find((name) => u.title.includes(name));
      if (!supplier || !item) continue;
      checked++;
      expect(texts.suppliers?.[item], u.title).toContain(supplier);
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('grow by exactly N with `npm run seed -- --units N`', async () => {
    const before = count(() => true);
    const result = await seedExtraUnits(ctx.db, 300, { dataDir, now: NOW });
    expect(result.total).toBe(300);
    const after = await ctx.db.k
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(before + 300);
  }, 120_000);
});
