import type { BpDefinitionInput, UnitCollection } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsApi, LAB, tinyPdf } from './files-fixture.js';
import { login, useTestApp } from './harness.js';
import { installTestBusinessProcess } from './notifications-fixture.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * Units a related (or relationships) field points at are related both ways: the explorer's related
 * lists and the viewer's related box find them from either end (unit_relations, field named).
 */
const ctx = useTestApp({}, null);
const C1 = '/api/v1/demo/1';
const api = unitsApi(ctx);
let token = '';

beforeAll(async () => {
  token = await login(ctx, 'admin');
});

/** RELINK: a unit whose transition `revisar` collects its related audit again. */
const RELINK = 'RELINKTEST';
const l = (es: string) => ({ es, ca: es, en: es });
const relinkingDefinition = (process: string): BpDefinitionInput => ({
  business_process: {
    info: { reference: RELINK, name: l('Revisión de auditoría'), process, title_field: 'subject' },
    model: {
      fields: [
        { id: 'subject', kind: 'text', label: l('Asunto'), required: true },
        { id: 'audit', kind: 'related', label: l('Auditoría'), target_business_process: 'AUDIT' },
      ],
    },
    workflow: {
      states: [{ id: 'abierta', label: l('Abierta') }],
      transitions: [
        { id: 'crear', label: l('Crear'), initial: true, to: 'abierta', fields: ['subject', 'audit'] },
        { id: 'revisar', label: l('Revisar'), from: ['abierta'], to: 'abierta', fields: ['audit'] },
      ],
    },
  },
});

async function related(uid: string, bp: string): Promise<string[]> {
  const res = await api.get(token, `${C1}/unit/related_list/?pk=${enc(uid)}&business_process=${bp}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as UnitCollection).units.map((u) => u.uid);
}

const relationRows = (field: string) =>
  ctx.db.k.selectFrom('unit_relations').selectAll().where('field', '=', field).execute();

describe('relations by field', () => {
  it('relates an NC and the audit its "source audit" names, both ways, and keeps it through transitions', async () => {
    const audit = await api.createUnit(token, C1, 'AUDIT');
    const other = await api.createUnit(token, C1, 'AUDIT');
    const nc = await api.createUnit(token, C1, 'NC', { audit: audit.uid });
    expect(await related(audit.uid, 'AUDIT')).toEqual([nc.uid]);
    expect(await related(nc.uid, 'NC')).toEqual([audit.uid]);
    expect(await related(other.uid, 'AUDIT')).toEqual([]);
    // A transition that does not collect the field leaves the relation as it was.
    const moved = await api.postJson(token, `${C1}/unit/${enc(nc.uid)}/execute_transition/`, {
      transition_id: 'iniciar_analisis',
      immediate_action: 'Lote retenido.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await related(audit.uid, 'AUDIT')).toEqual([nc.uid]);
    expect(await relationRows('audit')).toHaveLength(1);
  });

  it('rewrites the relations when a transition changes the field, and only then', async () => {
    await installTestBusinessProcess(ctx.db, relinkingDefinition);
    const first = await api.createUnit(token, C1, 'AUDIT');
    const second = await api.createUnit(token, C1, 'AUDIT');
    const unit = await api.createUnit(token, C1, RELINK, { audit: first.uid });
    const relink = async (audit: string | null) => {
      const res = await api.postJson(token, `${C1}/unit/${enc(unit.uid)}/execute_transition/`, {
        transition_id: 'revisar',
        audit,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await relationRows('audit')).filter((r) => r.from_unit_id === unit.id).map((r) => r.to_unit_id);
    };
    expect(await relink(second.uid)).toEqual([second.id]);
    // The same value again: the row stays as written (not deleted and inserted anew).
    const [kept] = (await relationRows('audit')).filter((r) => r.from_unit_id === unit.id);
    expect(await relink(second.uid)).toEqual([second.id]);
    expect((await relationRows('audit')).find((r) => r.from_unit_id === unit.id)).toEqual(kept);
    expect(await related(second.uid, 'AUDIT')).toEqual([unit.uid]);
    expect(await related(first.uid, 'AUDIT')).toEqual([]);
    expect(await relink(null)).toEqual([]);
    expect(await related(second.uid, 'AUDIT')).toEqual([]);
  });

  it('refuses a reference to a unit outside the company, or of another BP, and writes nothing', async () => {
    const acme = await login(ctx, 'acme.admin');
    const acmeAudit = await api.createUnit(acme, '/api/v1/acme/7', 'AUDIT');
    const before = (await relationRows('audit')).length;
    const form = await api.creationFields(token, C1, 'NC');
    const person = form.responsible_candidates[0]!.id;
    const res = await api.postJson(token, `${C1}/unit/create_and_execute_initial_transition/`, {
      business_process: 'NC',
      ...(await api.requiredValues(token, C1, form.fields, person)),
      responsible: person,
      audit: acmeAudit.uid,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ audit: ['Valor no válido'] });
    expect((await relationRows('audit')).length).toBe(before);
    // A unit of this company, but not an audit.
    const notAnAudit = await api.createUnit(token, C1, 'NC');
    const wrongBp = await api.postJson(token, `${C1}/unit/create_and_execute_initial_transition/`, {
      business_process: 'NC',
      ...(await api.requiredValues(token, C1, form.fields, person)),
      responsible: person,
      audit: notAnAudit.uid,
    });
    expect(wrongBp.statusCode, wrongBp.body).toBe(400);
    expect(Object.keys(wrongBp.json())).toEqual(['audit']);
  });
});

describe('folders', () => {
  const docs = documentsApi(ctx);

  it('files a document in a folder of its own centro, and refuses another centro’s or company’s folder', async () => {
    const form = await docs.creationForm(token, 'IT-LAB-900', 'Limpieza de la campana');
    const elsewhere = await ctx.db.k
      .selectFrom('directories')
      .select(['id', 'site_id'])
      .where('centro_id', '!=', 3)
      .execute();
    const otherCentro = elsewhere.find((f) => f.site_id === 1)!;
    const otherCompany = elsewhere.find((f) => f.site_id !== 1)!;
    for (const folder of [otherCentro.id, otherCompany.id]) {
      const refused = await api.postForm(
        token,
        `${LAB}/unit/create_and_execute_initial_transition/`,
        { ...form, folder: String(folder), directory: String(folder) },
        { document: { name: 'it.pdf', bytes: tinyPdf('Instrucción') } },
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(Object.keys(refused.json()).sort()).toEqual(['directory', 'folder']);
    }
    const created = await docs.create(token, 'IT-LAB-901', 'Limpieza del autoclave', {
      name: 'it.pdf',
      bytes: tinyPdf('Instrucción'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const unit = await ctx.db.k
      .selectFrom('units')
      .select(['directory_id', 'fields'])
      .where('uid', '=', created.json().uid)
      .executeTakeFirstOrThrow();
    expect(unit.directory_id).toBe(Number(form.folder));
    expect(JSON.parse(unit.fields).folder).toBe(Number(form.folder));
  });
});
