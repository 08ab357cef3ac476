import { MESSAGES, SELECTION_MAX_UIDS, SELECTION_MESSAGES } from '@qualium/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, useTestApp } from './harness.js';
import { enc, unitFootprint, unitsApi } from './units-fixture.js';

/**
 * The explorer's selection acts (records-explorer §4, docs/decisions.md "Selection"): the list
 * report of the selected units, and one transition run on each selected unit through the ordinary
 * path — a refused unit is a result line and is left as it was; the others go on.
 */
const ctx = useTestApp();
const api = unitsApi(ctx);
const LAB = '/api/v1/demo/3';
const tokens: Record<string, string> = {};
const capa: string[] = [];

const candidates = (token: string, query: string, selection: object) =>
  api.postJson(token, `${LAB}/unit/bulk_transition_candidates/?${query}`, { selection });
const run = (token: string, query: string, selection: object, transition_id: string) =>
  api.postJson(token, `${LAB}/unit/bulk_execute_transition/?${query}`, { selection, transition_id });

beforeAll(async () => {
  for (const name of ['admin', 'user', 'acme.admin']) tokens[name] = await login(ctx, name);
  for (const subject of ['Revisar carro de paradas', 'Sustituir termómetro', 'Formar al turno de noche']) {
    capa.push((await api.createUnit(tokens.admin!, LAB, 'CAPA', { subject })).uid);
  }
  for (const subject of ['Etiqueta ilegible', 'Reactivo caducado', 'Pipeta sin calibrar']) {
    await api.createUnit(tokens.admin!, LAB, 'NC', { subject });
  }
}, 120_000);

describe('transitions on a selection', () => {
  it('says per unit which transitions are offered and which run without a form', async () => {
    const res = await candidates(tokens.admin!, 'business_process=CAPA', { uids: capa });
    expect(res.statusCode, res.body).toBe(200);
    const units = res.json().units as Array<{ uid: string; transitions: Array<{ id: string; runs_in_bulk: boolean }> }>;
    expect(units.map((u) => u.uid).sort()).toEqual([...capa].sort());
    for (const unit of units)
      expect(unit.transitions).toContainEqual(expect.objectContaining({ id: 'iniciar', runs_in_bulk: true }));
  });

  it('runs one transition unit by unit: a refused unit is a line and keeps its state, the others move', async () => {
    const [first, moved, last] = capa as [string, string, string];
    const single = await api.postJson(tokens.admin!, `${LAB}/unit/${enc(moved)}/execute_transition/`, {
      transition_id: 'iniciar',
    });
    expect(single.statusCode, single.body).toBe(200);
    const before = await unitFootprint(ctx, moved);

    const res = await run(tokens.admin!, 'business_process=CAPA', { uids: capa }, 'iniciar');
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as Array<{ uid: string; ok: boolean; message: string | null }>;
    expect(results).toHaveLength(3);
    const byUid = new Map(results.map((r) => [r.uid, r]));
    expect(byUid.get(first)).toMatchObject({ ok: true, message: null });
    expect(byUid.get(last)).toMatchObject({ ok: true, message: null });
    expect(byUid.get(moved)).toMatchObject({ ok: false, message: MESSAGES.transitionNotOffered });
    expect(await unitFootprint(ctx, moved)).toEqual(before);
    for (const uid of [first, last]) {
      const after = await unitFootprint(ctx, uid);
      expect(after.unit.current_state).toBe('en_curso');
      expect(after.history).toEqual(['planificar', 'iniciar']);
    }
  });

  it('never runs a transition that asks for data, and leaves the units as they were', async () => {
    const before = await Promise.all(capa.map((uid) => unitFootprint(ctx, uid)));
    const res = await run(tokens.admin!, 'business_process=CAPA', { uids: capa }, 'implementar');
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as Array<{ ok: boolean; message: string }>;
    expect(results.map((r) => [r.ok, r.message])).toEqual(capa.map(() => [false, SELECTION_MESSAGES.needsForm]));
    expect(await Promise.all(capa.map((uid) => unitFootprint(ctx, uid)))).toEqual(before);
  });

  it('selects within the filters: "all but" follows the search, and another tenant selects nothing', async () => {
    const all = await candidates(tokens.admin!, 'business_process=CAPA&search=termómetro', { except: [] });
    expect((all.json().units as Array<{ uid: string }>).map((u) => u.uid)).toEqual([capa[1]]);
    const minus = await candidates(tokens.admin!, 'business_process=CAPA&search=termómetro', { except: [capa[1]] });
    expect(minus.json().units).toEqual([]);
    // Another company's user names these uids: the scope is theirs, so nothing is listed or run.
    const other = await api.postJson(
      tokens['acme.admin']!,
      `/api/v1/acme/1/unit/bulk_execute_transition/?business_process=CAPA`,
      { selection: { uids: capa }, transition_id: 'iniciar' },
    );
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(other.statusCode).toBeLessThan(500);
    expect(other.json().results).toBeUndefined();
  });

  it('refuses a malformed selection with a 400 and runs nothing', async () => {
    const cases = [
      {},
      { uids: [] },
      { uids: ['nope'] },
      { uids: capa, except: [] },
      { uids: Array.from({ length: SELECTION_MAX_UIDS + 1 }, (_, i) => `QUnit#CAPA#demo#${i}`) },
    ];
    for (const selection of cases) {
      const res = await run(tokens.admin!, 'business_process=CAPA', selection, 'iniciar');
      expect(res.statusCode, JSON.stringify(selection).slice(0, 80)).toBe(400);
    }
    expect((await run(tokens.admin!, '', { uids: capa }, 'iniciar')).statusCode).toBe(400);
  });
});

describe('the list report of a selection', () => {
  const report = async (selection: object, query = '') => {
    const res = await api.postJson(
      tokens.admin!,
      `${LAB}/report/get_list_report/?business_process=NC&template=listado${query}`,
      { selection },
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    return (sheet.getColumn(1).values as unknown[]).slice(3);
  };

  it('holds the ticked units, or every filtered unit but the unticked, in the explorer order', async () => {
    const list = await api.get(tokens.admin!, `${LAB}/unit/explorer/?business_process=NC&items_per_page=100`);
    const units = list.json().units as Array<{ uid: string; reference: string }>;
    expect(units.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = units as [(typeof units)[0], (typeof units)[0], (typeof units)[0]];
    expect(await report({ uids: [c.uid, a.uid] })).toEqual([a.reference, c.reference]);
    const allBut = await report({ except: [b.uid] });
    expect(allBut).toEqual(units.filter((u) => u.uid !== b.uid).map((u) => u.reference));
    // A ticked unit the filters leave out is not in the report: the selection only narrows.
    expect(await report({ uids: [a.uid] }, `&pk=${enc(b.uid)}`)).toEqual([]);
    // A CAPA unit named in an NC report is not an NC unit of the list.
    expect(await report({ uids: [capa[0]!, a.uid] })).toEqual([a.reference]);
  });

  it('answers 400 to a bad selection, and 404 to another tenant', async () => {
    const bad = await api.postJson(
      tokens.admin!,
      `${LAB}/report/get_list_report/?business_process=NC&template=listado`,
      {
        selection: { uids: ['nope'] },
      },
    );
    expect(bad.statusCode).toBe(400);
    const other = await api.postJson(
      tokens['acme.admin']!,
      `/api/v1/demo/report/get_list_report/?business_process=NC&template=listado`,
      { selection: { uids: capa } },
    );
    expect(other.statusCode).toBe(404);
  });
});
