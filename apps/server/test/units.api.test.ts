import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type FormInput, localize, MESSAGES, type UnitDetail } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { stagedFiles } from '../src/modules/files/blobs.js';
import { auth, login, useTestApp } from './harness.js';
import { enc, firstLeaf, unitFootprint, unitsApi } from './units-fixture.js';

// Uploads land in this file's own data folder, so the test can see what was kept.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-units-'));
const ctx = useTestApp({ DATA_DIR: dataDir }, null);
const C1 = '/api/v1/demo/1';
const { get, postJson, postForm, requiredValues, createUnit } = unitsApi(ctx);

/** A valid creation form for NC, built from what the API says it collects. */
async function ncForm(token: string, subject: string, scope = C1): Promise<Record<string, string>> {
  const res = await get(token, `${scope}/unit/get_fields_to_collect_during_creation/?business_process=NC`);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { fields: FormInput[]; responsible_candidates: Array<{ id: number }> };
  const byId = new Map(body.fields.map((f) => [f.id, f]));
  const form: Record<string, string> = {
    subject,
    origin: firstLeaf(byId.get('origin')!.items),
    severity: firstLeaf(byId.get('severity')!.items),
    description: 'Etiqueta de alérgenos ausente en 12 bandejas de dieta sin gluten servidas en planta 3.',
    detected_by: String(body.responsible_candidates[0]?.id ?? 1),
    detected_on: '2026-11-20',
    affected_process: firstLeaf(byId.get('affected_process')!.items),
  };
  if (body.responsible_candidates.length > 0) form.responsible = String(body.responsible_candidates[0]!.id);
  return form;
}

async function createNc(token: string, subject: string, extra: Record<string, string> = {}) {
  const res = await postForm(token, `${C1}/unit/create_and_execute_initial_transition/`, {
    business_process: 'NC',
    ...(await ncForm(token, subject)),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uid: string; id: number };
}

async function unitCount(reference: string): Promise<number> {
  const row = await ctx.db.k
    .selectFrom('units')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('bp_reference', '=', reference)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('creating a unit', () => {
  it('tells who may create, and what the creation form collects', async () => {
    const admin = await login(ctx, 'admin');
    expect((await get(admin, `${C1}/unit/can_create?business_process=NC`)).json()).toEqual({ can_create: true });
    expect((await get(admin, `${C1}/unit/can_create?business_process=NOPE`)).json()).toEqual({ can_create: false });
    const fields = await get(admin, `${C1}/unit/get_fields_definition_to_collect_during_creation/?business_process=NC`);
    expect(fields.statusCode).toBe(200);
    const body = fields.json();
    expect(body.business_process_name).toBe('No conformidad');
    const subject = body.fields.find((f: FormInput) => f.id === 'subject');
    expect(subject).toMatchObject({ kind: 'text', label: 'Asunto', required: true });
    expect(body.fields.find((f: FormInput) => f.id === 'description').kind).toBe('textarea');
    expect((await get(admin, `${C1}/unit/get_fields_to_collect_during_creation/`)).statusCode).toBe(400);
  });

  it('creates the unit in its initial state with a numbered reference and the first history row', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Dietas sin gluten sin etiqueta de alérgenos');
    expect(uid).toMatch(/^QUnit#NC#1#\d+$/);
    const res = await get(admin, `${C1}/unit/${enc(uid)}/`);
    expect(res.statusCode).toBe(200);
    const unit = res.json() as UnitDetail;
    expect(unit.reference).toMatch(/^NC-\d{4}-\d{4}$/);
    expect(unit.title).toBe('Dietas sin gluten sin etiqueta de alérgenos');
    expect(unit.current_workflow_state).toMatchObject({ id: 'abierta', closed: false });
    expect(unit.state_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(unit.current_workflow_limit).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(unit.fecha_cierre).toBeNull();
    expect(unit.workflow).toHaveLength(1);
    expect(unit.workflow[0]).toMatchObject({ transition_id: 'abrir', from_state: null, to_state: { id: 'abierta' } });
    const subjectChange = unit.workflow[0]!.fields.find((c) => c.field === 'subject');
    expect(subjectChange).toMatchObject({ kind: 'new', new: 'Dietas sin gluten sin etiqueta de alérgenos' });
    expect(unit.fields.subject!.readable).toBe('Dietas sin gluten sin etiqueta de alérgenos');
    expect(unit.fields.severity!.readable).not.toBe(unit.fields.severity!.value); // the item's label
    expect(unit.transition_candidates.map((t) => t.id)).toContain('iniciar_analisis');
    expect(unit.centro.id).toBe(1);
    expect(unit._protected.centro).toBe(1);
    expect(unit.contacts.length).toBeGreaterThan(0);
    expect(unit.inline_boxes.length).toBeGreaterThan(0);
    // The explorer's typed index and search text follow the fields.
    const indexed = await ctx.db.k
      .selectFrom('unit_field_values')
      .selectAll()
      .where('unit_id', '=', unit.instance_id)
      .execute();
    expect(indexed.find((r) => r.field === 'detected_on')?.date_value).toBe('2026-11-20');
    const row = await ctx.db.k
      .selectFrom('units')
      .select('search_text')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toContain('dietas sin gluten sin etiqueta de alergenos');
  });

  it('refuses bad fields with each field’s message and writes nothing', async () => {
    const admin = await login(ctx, 'admin');
    const before = await unitCount('NC');
    const form = await ncForm(admin, ' starts with a space');
    const res = await postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, {
      business_process: 'NC',
      ...form,
      detected_on: '2026-02-30',
      quantity_affected: 'doce',
      description: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['description', 'detected_on', 'quantity_affected', 'subject']);
    expect(body.description).toEqual(['Campo obligatorio']);
    expect(await unitCount('NC')).toBe(before);
  });

  it('needs a business process and the creator role', async () => {
    const admin = await login(ctx, 'admin');
    const none = await postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, { subject: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('business_process');
    const unknown = await postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, {
      business_process: 'XYZ',
    });
    expect(unknown.statusCode).toBe(400);
    // NOTIF_DEFAULT units are made by the system: nobody holds `creator` there.
    const user = await login(ctx, 'user');
    const notif = await postForm(user, '/api/v1/demo/3/unit/create_and_execute_initial_transition/', {
      business_process: 'NOTIF_DEFAULT',
      subject: 'Hola',
      recipient: '1',
    });
    expect(notif.statusCode).toBe(403);
    expect((await get(user, '/api/v1/demo/3/unit/can_create?business_process=NOTIF_DEFAULT')).json()).toEqual({
      can_create: false,
    });
  });

  it('creates one unit for retries carrying the same Idempotency-Key', async () => {
    const admin = await login(ctx, 'admin');
    const before = await unitCount('NC');
    const form = { business_process: 'NC', ...(await ncForm(admin, 'Reintento de alta por corte de red')) };
    const headers = { 'idempotency-key': 'nc-retry-7f3a' };
    const [a, b] = await Promise.all([
      postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, form, {}, headers),
      postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, form, {}, headers),
    ]);
    const c = await postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, form, {}, headers);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(new Set([a.json().uid, b.json().uid, c.json().uid]).size).toBe(1);
    expect(await unitCount('NC')).toBe(before + 1);
  });

  it('stores an uploaded evidence file as a version and refuses one over 20 MiB, keeping nothing', async () => {
    const admin = await login(ctx, 'admin');
    const form = { business_process: 'NC', ...(await ncForm(admin, 'Registro de temperaturas incompleto')) };
    const pdf = Buffer.from('%PDF-1.4\n% registro de temperaturas cámara 2\n%%EOF\n');
    const ok = await postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, form, {
      evidence: { name: 'registro-camara-2.pdf', type: 'application/pdf', bytes: pdf },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const versions = await ctx.db.k
      .selectFrom('file_versions')
      .selectAll()
      .where('unit_id', '=', ok.json().id)
      .execute();
    expect(versions).toMatchObject([
      { attribute: 'evidence', version: 1, filename: 'registro-camara-2.pdf', size: pdf.length },
    ]);
    const blob = path.join(
      dataDir,
      'blobs',
      versions[0]!.sha256.slice(0, 2),
      versions[0]!.sha256.slice(2, 4),
      versions[0]!.sha256,
    );
    expect(fs.readFileSync(blob).equals(pdf)).toBe(true);

    const before = await unitCount('NC');
    const big = await postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, form, {
      evidence: { name: 'enorme.pdf', bytes: Buffer.alloc(20 * 1024 * 1024 + 1, 1) },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ evidence: ['¡El tamaño debe ser inferior a 20 MiB!'] });
    expect(await unitCount('NC')).toBe(before);
    expect(stagedFiles(dataDir)).toEqual([]);
  });

  it('answers 400 to a malformed multipart body', async () => {
    const admin = await login(ctx, 'admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${C1}/unit/create_and_execute_initial_transition/`,
      headers: { ...auth(admin), 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="business_process"\r\n\r\nNC',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('running transitions', () => {
  it('offers the responsible their transitions, checks fields, and moves the unit with a history diff', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Carro de paradas sin revisión mensual');
    const url = `${C1}/unit/${enc(uid)}`;
    const candidates = await get(admin, `${url}/get_transition_candidates`);
    expect(candidates.statusCode).toBe(200);
    expect(candidates.json().map((t: { id: string }) => t.id)).toContain('iniciar_analisis');

    const fields = await get(admin, `${url}/get_fields_to_collect_during_transition/?transition_id=iniciar_analisis`);
    expect(fields.statusCode).toBe(200);
    expect(fields.json().fields.map((f: FormInput) => [f.id, f.required])).toEqual([['immediate_action', true]]);

    const missing = await postForm(admin, `${url}/execute_transition/`, { transition_id: 'iniciar_analisis' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ immediate_action: ['Campo obligatorio'] });

    const ok = await postForm(admin, `${url}/execute_transition/`, {
      transition_id: 'iniciar_analisis',
      immediate_action: 'Revisión del carro y registro firmado por la supervisora de planta.',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().uid).toBe(uid);
    const unit = (await get(admin, `${url}/`)).json() as UnitDetail;
    expect(unit.current_workflow_state.id).toBe('en_analisis');
    expect(unit.workflow).toHaveLength(2);
    expect(unit.workflow[1]).toMatchObject({ transition_id: 'iniciar_analisis', from_state: { id: 'abierta' } });
    expect(unit.workflow[1]!.fields).toEqual([
      expect.objectContaining({ field: 'immediate_action', kind: 'new', old: null }),
    ]);
    const audit = await ctx.db.k.selectFrom('audit_log').selectAll().where('entity_id', '=', uid).execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'transition:iniciar_analisis']);
  });

  it('refuses an unknown transition, one not offered, and one without an id', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Caducidad vencida en botiquín de urgencias');
    const url = `${C1}/unit/${enc(uid)}/execute_transition/`;
    expect((await postForm(admin, url, { transition_id: 'volar' })).statusCode).toBe(400);
    const wrongState = await postForm(admin, url, { transition_id: 'cerrar' });
    expect(wrongState.statusCode).toBe(403);
    expect(wrongState.json().detail).toBe(localize('This transition is not offered to you for this unit.', 'es'));
    expect((await postForm(admin, url, {})).json()).toEqual({ transition_id: [localize('Required.', 'es')] });
    const history = await ctx.db.k
      .selectFrom('workflow_history')
      .innerJoin('units', 'units.id', 'workflow_history.unit_id')
      .select('workflow_history.id')
      .where('units.uid', '=', uid)
      .execute();
    expect(history).toHaveLength(1);
  });

  it.each([
    ['without', false],
    ['with', true],
  ])(
    'lets exactly one of two concurrent transitions win, %s the version; the other gets 409 and writes nothing',
    async (_, withVersion) => {
      const admin = await login(ctx, 'admin');
      const { uid } = await createNc(admin, 'Rotura de cadena de frío en recepción');
      const url = `${C1}/unit/${enc(uid)}/execute_transition/`;
      const body = {
        transition_id: 'iniciar_analisis',
        immediate_action: 'Producto retenido y etiquetado.',
        ...(withVersion ? { version: 1 } : {}),
      };
      const results = await Promise.all([postJson(admin, url, body), postJson(admin, url, body)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((r) => r.statusCode === 409)!;
      expect(loser.json()).toEqual({ detail: localize(MESSAGES.unitChangedConcurrently, 'es') });
      const after = await unitFootprint(ctx, uid);
      expect(after.history).toEqual(['abrir', 'iniciar_analisis']);
      expect(after.audit).toEqual(['create', 'transition:iniciar_analisis']);
      expect(after.unit.version).toBe(2);
      expect(after.unit.current_state).toBe('en_analisis');
    },
  );

  it('answers 409 to a transition the unit just moved on from, and 403 to one never offered', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Termómetro de cámara 3 sin calibrar');
    const url = `${C1}/unit/${enc(uid)}/execute_transition/`;
    const body = { transition_id: 'iniciar_analisis', immediate_action: 'Cámara vaciada y producto trasladado.' };
    expect((await postJson(admin, url, body)).statusCode).toBe(200);
    // Sent again without a version: the client decided on the unit before it moved (a double
    // submit, or the later of two requests whose reads did not overlap): a lost race, not a 403.
    const again = await postJson(admin, url, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(localize(MESSAGES.unitChangedConcurrently, 'es'));
    // With the current version the client saw the unit as it is, where the transition is not offered.
    const seen = await postJson(admin, url, { ...body, version: 2 });
    expect(seen.statusCode).toBe(403);
    expect(seen.json().detail).toBe(localize(MESSAGES.transitionNotOffered, 'es'));
    // A transition the unit never offered from its previous state either.
    const never = await postJson(admin, url, { transition_id: 'cerrar' });
    expect(never.statusCode).toBe(403);
    const after = await unitFootprint(ctx, uid);
    expect(after.history).toEqual(['abrir', 'iniciar_analisis']);
    expect(after.unit.version).toBe(2);
  });

  it('answers 409 to a transition on a unit that changed since the user read it, changing nothing', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Lote de guantes con defecto de sellado');
    const url = `${C1}/unit/${enc(uid)}`;
    const seen = ((await get(admin, `${url}/`)).json() as UnitDetail).version;
    const first = await postForm(admin, `${url}/execute_transition/`, {
      transition_id: 'iniciar_analisis',
      immediate_action: 'Lote bloqueado en almacén.',
      version: String(seen),
    });
    expect(first.statusCode).toBe(200);
    // `anular` is still offered from the new state, but the user decided on what they saw before.
    const stale = await postForm(admin, `${url}/execute_transition/`, {
      transition_id: 'anular',
      cancel_reason: 'Duplicada',
      version: String(seen),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(
      localize('The unit was changed by someone else meanwhile. Reload it and try again.', 'es'),
    );
    const unit = (await get(admin, `${url}/`)).json() as UnitDetail;
    expect(unit.current_workflow_state.id).toBe('en_analisis');
    expect(unit.version).toBe(seen + 1);
  });

  it('creates the child of a related BP through the transition, the current unit as its parent', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Desviación en limpieza de quirófano 2');
    const url = `${C1}/unit/${enc(uid)}`;
    await postForm(admin, `${url}/execute_transition/`, {
      transition_id: 'iniciar_analisis',
      immediate_action: 'Limpieza repetida y verificada con ATP.',
    });
    const capaFields = await get(admin, `${url}/get_fields_to_collect_during_transition/?transition_id=abrir_capa`);
    expect(capaFields.statusCode).toBe(200);
    const inputs = capaFields.json().fields as FormInput[];
    expect(inputs.map((f) => f.id)).toContain('action_owner');
    const owners = (
      await get(
        admin,
        `${C1}/unit/get_fields_to_collect_during_creation/?business_process=CAPA&origin_qunit=${enc(uid)}`,
      )
    ).json();
    const ownerField = owners.fields.find((f: FormInput) => f.id === 'action_owner') as FormInput;
    const candidates = (
      await get(
        admin,
        `${C1}/unitwidget/get_process_depending_users/?process_id=${ownerField.process_id}&permission_id=${ownerField.permission_id}&centro=1`,
      )
    ).json();
    const owner = String(candidates.data?.[0]?.value ?? candidates[0]?.id ?? 1);
    const res = await postForm(admin, `${url}/execute_transition/`, {
      transition_id: 'abrir_capa',
      subject: 'Revisar protocolo de limpieza terminal',
      action_type: firstLeaf(inputs.find((f) => f.id === 'action_type')!.items),
      action_owner: owner,
      description: 'Actualizar el protocolo y formar al personal de limpieza del bloque.',
      planned_date: '2026-12-15',
      verification_method: 'Muestreo ATP semanal durante un mes.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const childUid = res.json().uid as string;
    expect(childUid).toMatch(/^QUnit#CAPA#1#/);
    const child = (await get(admin, `${C1}/unit/${enc(childUid)}/`)).json() as UnitDetail;
    expect(child.relations.parent?.uid).toBe(uid);
    expect(child.current_workflow_limit).toBe('2026-12-15');
    const parent = (await get(admin, `${url}/`)).json() as UnitDetail;
    expect(parent.current_workflow_state.id).toBe('en_analisis');
    expect(parent.navigate_list.map((n) => n.uid)).toContain(childUid);
    expect(parent.workflow.at(-1)?.transition_id).toBe('abrir_capa');
    expect(parent.version).toBe(3); // opening a child is a change of the parent
  });

  /** An NC in analysis and the CAPA form its `abrir_capa` collects, filled in. */
  async function ncReadyForCapa(admin: string, subject: string) {
    const { uid } = await createNc(admin, subject);
    const url = `${C1}/unit/${enc(uid)}`;
    const started = await postJson(admin, `${url}/execute_transition/`, {
      transition_id: 'iniciar_analisis',
      immediate_action: 'Zona acotada hasta nueva limpieza.',
    });
    expect(started.statusCode).toBe(200);
    const fields = await get(admin, `${url}/get_fields_to_collect_during_transition/?transition_id=abrir_capa`);
    const capa = await requiredValues(admin, C1, fields.json().fields as FormInput[], 1);
    return { uid, url, capa };
  }

  it('opens exactly one child for two concurrent related transitions; the other gets 409 and writes nothing', async () => {
    const admin = await login(ctx, 'admin');
    const { uid, url, capa } = await ncReadyForCapa(admin, 'Desinfección de endoscopios sin registro');
    const capasBefore = await unitCount('CAPA');
    const body = { transition_id: 'abrir_capa', version: 2, ...capa };
    const results = await Promise.all([
      postJson(admin, `${url}/execute_transition/`, body),
      postJson(admin, `${url}/execute_transition/`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().detail).toBe(
      localize(MESSAGES.unitChangedConcurrently, 'es'),
    );
    const after = await unitFootprint(ctx, uid);
    expect(after.children).toEqual([results.find((r) => r.statusCode === 200)!.json().uid]);
    expect(after.history).toEqual(['abrir', 'iniciar_analisis', 'abrir_capa']);
    expect(after.unit.version).toBe(3);
    expect(await unitCount('CAPA')).toBe(capasBefore + 1);
    const childAudits = await ctx.db.k
      .selectFrom('audit_log')
      .select('entity_id')
      .where('entity_id', 'like', 'QUnit#CAPA#%')
      .where('action', '=', 'create')
      .execute();
    expect(childAudits.filter((a) => after.children.includes(a.entity_id!))).toHaveLength(1);
    expect(childAudits).toHaveLength(new Set(childAudits.map((a) => a.entity_id)).size);
  });

  it('creates from an origin only at the version the dialog saw; a retry with its key answers the same child', async () => {
    const admin = await login(ctx, 'admin');
    const { uid, capa } = await ncReadyForCapa(admin, 'Caducados en carro de curas de planta 4');
    const create = `${C1}/unit/create_and_execute_initial_transition/`;
    const form = { business_process: 'CAPA', origin_qunit: uid, version: 2, ...capa };
    const key = { 'idempotency-key': 'capa-from-nc-91c2' };
    const [a, b] = await Promise.all([postJson(admin, create, form, key), postJson(admin, create, form, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().uid).toBe(a.json().uid);
    // Another dialog that saw version 2 opens a second CAPA after the first: the NC changed meanwhile.
    const stale = await postJson(admin, create, form, { 'idempotency-key': 'capa-from-nc-other' });
    expect(stale.statusCode).toBe(409);
    const after = await unitFootprint(ctx, uid);
    expect(after.children).toEqual([a.json().uid]);
    expect(after.history).toEqual(['abrir', 'iniciar_analisis', 'abrir_capa']);
    // At the current version a second CAPA is a decision of its own.
    const second = await postJson(admin, create, { ...form, version: 3 });
    expect(second.statusCode, second.body).toBe(201);
    expect((await unitFootprint(ctx, uid)).children).toHaveLength(2);
  });

  it('stores an upload only for a file field the transition collects', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Carta de alérgenos desactualizada en cafetería');
    const res = await postForm(
      admin,
      `${C1}/unit/${enc(uid)}/execute_transition/`,
      { transition_id: 'iniciar_analisis', immediate_action: 'Carta retirada y sustituida.' },
      { evidence: { name: 'carta.pdf', type: 'application/pdf', bytes: '%PDF-1.4\n%%EOF\n' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await unitFootprint(ctx, uid);
    expect(after.files).toBe(0);
    expect(JSON.parse(after.unit.fields).evidence).toBeUndefined();
    expect(stagedFiles(dataDir)).toEqual([]);
  });
});

describe('file fields take their value only from an upload', () => {
  const forged = (sha256: string) => ({
    filename: 'informe.pdf',
    size: 48,
    mimetype: 'application/pdf',
    sha256,
    version: 1,
    extra: 'kept?',
  });

  /** A real upload of demo's: its SHA-256 names a blob in the shared, content-addressed store. */
  async function demoBlob(admin: string, content: string): Promise<string> {
    const form = { business_process: 'NC', ...(await ncForm(admin, 'Informe de auditoría interna con datos')) };
    const res = await postForm(admin, `${C1}/unit/create_and_execute_initial_transition/`, form, {
      evidence: { name: 'confidencial.pdf', type: 'application/pdf', bytes: `%PDF-1.4\n% ${content}\n%%EOF\n` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await ctx.db.k
      .selectFrom('file_versions')
      .select('sha256')
      .where('unit_id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    return row.sha256;
  }

  async function fileRowsWith(sha256: string) {
    const rows = await ctx.db.k.selectFrom('file_versions').select('id').where('sha256', '=', sha256).execute();
    return rows.length;
  }

  it('refuses a file value given as JSON or as multipart text, under its field, writing nothing', async () => {
    const admin = await login(ctx, 'admin');
    const sha256 = await demoBlob(admin, 'actas del comité de dirección');
    const acme = await login(ctx, 'acme.admin');
    const A7 = '/api/v1/acme/7';
    const create = `${A7}/unit/create_and_execute_initial_transition/`;
    const form = await ncForm(acme, 'Etiquetado incorrecto en lote 22', A7);
    const before = await unitCount('NC');
    const refused = { evidence: [localize(MESSAGES.fileNotUploaded, 'es')] };

    const json = await postJson(acme, create, { business_process: 'NC', ...form, evidence: forged(sha256) });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refused);
    const jsonList = await postJson(acme, create, { business_process: 'NC', ...form, evidence: [forged(sha256)] });
    expect(jsonList.json()).toEqual(refused);
    const nested = await postJson(acme, create, {
      business_process: 'NC',
      fields: { ...form, photo: { filename: 'a.jpg', size: 1, sha256 } },
    });
    expect(nested.json()).toEqual({ photo: [localize(MESSAGES.fileNotUploaded, 'es')] });

    const text = await postForm(acme, create, {
      business_process: 'NC',
      ...form,
      evidence: JSON.stringify([forged(sha256)]),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual(refused);
    const plain = await postForm(acme, create, { business_process: 'NC', ...form, evidence: sha256 });
    expect(plain.json()).toEqual(refused);

    expect(await unitCount('NC')).toBe(before);
    expect(await fileRowsWith(sha256)).toBe(1); // demo's own upload only
  });

  it('refuses a forged file value in a transition and keeps the stored file; a real upload becomes a version', async () => {
    const admin = await login(ctx, 'admin');
    const sha256 = await demoBlob(admin, 'resultados de laboratorio');
    const { uid } = await createUnit(admin, C1, 'AUDIT');
    const url = `${C1}/unit/${enc(uid)}/execute_transition/`;
    const dates = {
      planned_start: { date: '2026-12-01', time: '09:00' },
      planned_end: { date: '2026-12-02', time: '14:00' },
    };

    const json = await postJson(admin, url, { transition_id: 'reprogramar', ...dates, audit_plan: forged(sha256) });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ audit_plan: [localize(MESSAGES.fileNotUploaded, 'es')] });
    const text = await postForm(admin, url, {
      transition_id: 'reprogramar',
      planned_start: JSON.stringify(dates.planned_start),
      planned_end: JSON.stringify(dates.planned_end),
      audit_plan: JSON.stringify(forged(sha256)),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ audit_plan: [localize(MESSAGES.fileNotUploaded, 'es')] });
    let after = await unitFootprint(ctx, uid);
    expect(after.history).toEqual(['planificar']);
    expect(after.files).toBe(0);
    expect(await fileRowsWith(sha256)).toBe(1);

    const plan = Buffer.from('%PDF-1.4\n% plan de auditoría\n%%EOF\n');
    const uploaded = await postForm(
      admin,
      url,
      {
        transition_id: 'reprogramar',
        planned_start: JSON.stringify(dates.planned_start),
        planned_end: JSON.stringify(dates.planned_end),
      },
      { audit_plan: { name: 'plan.pdf', type: 'application/pdf', bytes: plan } },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    after = await unitFootprint(ctx, uid);
    const stored = JSON.parse(after.unit.fields).audit_plan;
    expect(stored).toMatchObject({ filename: 'plan.pdf', size: plan.length, version: 1 });
    expect(Object.keys(stored).sort()).toEqual(['filename', 'mimetype', 'sha256', 'size', 'version']);
    // The history keeps what was stored, never where the upload waited on the server.
    const history = await ctx.db.k
      .selectFrom('workflow_history')
      .select('diff')
      .where('unit_id', '=', after.unit.id)
      .execute();
    expect(history.map((h) => h.diff).join()).not.toMatch(/tmpPath|\.upload/);

    // Sent again with no file and an empty value: the stored file stays.
    const kept = await postJson(admin, url, { transition_id: 'reprogramar', ...dates, audit_plan: null });
    expect(kept.statusCode, kept.body).toBe(200);
    after = await unitFootprint(ctx, uid);
    expect(JSON.parse(after.unit.fields).audit_plan).toEqual(stored);
    expect(after.files).toBe(1);
  });
});

describe('concurrent uploads', () => {
  it('keep one version of the field: one transition wins, the other gets 409 (never a 500)', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createUnit(admin, C1, 'AUDIT');
    const url = `${C1}/unit/${enc(uid)}/execute_transition/`;
    const send = (content: string) =>
      postForm(
        admin,
        url,
        {
          transition_id: 'reprogramar',
          // Rescheduling keeps the state: only the version tells the later one it decided on stale data.
          version: '1',
          planned_start: JSON.stringify({ date: '2026-12-01', time: '09:00' }),
          planned_end: JSON.stringify({ date: '2026-12-02', time: '14:00' }),
        },
        {
          audit_plan: {
            name: `plan-${content}.pdf`,
            type: 'application/pdf',
            bytes: `%PDF-1.4\n% ${content}\n%%EOF\n`,
          },
        },
      );
    const results = await Promise.all([send('equipo A'), send('equipo B')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await unitFootprint(ctx, uid);
    expect(after.files).toBe(1);
    expect(after.history).toEqual(['planificar', 'reprogramar']);
    expect(stagedFiles(dataDir)).toEqual([]);
  });
});

describe('missing parameters', () => {
  it('answer the same Required. on every call, GET or POST', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Registro de limpieza sin firmar');
    const unit = `${C1}/unit/${enc(uid)}`;
    const required = (name: string) => ({ [name]: [localize(MESSAGES.required, 'es')] });
    for (const url of [
      `${C1}/unit/can_create`,
      `${C1}/unit/can_create?business_process=`,
      `${C1}/unit/get_fields_to_collect_during_creation/`,
      `${C1}/unit/get_fields_definition_to_collect_during_creation/?business_process=%20`,
    ]) {
      const res = await get(admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(required('business_process'));
    }
    for (const url of [
      `${unit}/get_fields_to_collect_during_transition/`,
      `${unit}/get_transition_candidate_responsibles/?transition_id=`,
    ]) {
      const res = await get(admin, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(required('transition_id'));
    }
    const create = await postJson(admin, `${C1}/unit/create_and_execute_initial_transition/`, { subject: 'x' });
    expect(create.json()).toEqual(required('business_process'));
    const run = await postForm(admin, `${unit}/execute_transition/`, { immediate_action: 'x' });
    expect(run.json()).toEqual(required('transition_id'));
  });
});

describe('reading and isolation', () => {
  it('rejects a unit without a uid and answers the spec message for one it cannot read', async () => {
    const admin = await login(ctx, 'admin');
    const bad = await get(admin, `${C1}/unit/12345/`);
    expect(bad.statusCode).toBe(400);
    const missing = await get(admin, `${C1}/unit/${enc('QUnit#NC#1#999999')}/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(MESSAGES.cantReadUnit('QUnit#NC#1#999999').es);
  });

  it('hides a unit from a user without a role in its centro and from another tenant', async () => {
    const admin = await login(ctx, 'admin');
    const { uid } = await createNc(admin, 'Historia clínica sin consentimiento firmado');
    const message = MESSAGES.cantReadUnit(uid).es;
    const user = await login(ctx, 'user'); // centro 3 only
    const fromOwnCentro = await get(user, `/api/v1/demo/3/unit/${enc(uid)}/`);
    expect(fromOwnCentro.statusCode).toBe(404);
    expect(fromOwnCentro.json().detail).toBe(message);
    expect((await get(user, `${C1}/unit/${enc(uid)}/`)).statusCode).toBe(404);
    const acme = await login(ctx, 'acme.admin');
    expect((await get(acme, `/api/v1/acme/7/unit/${enc(uid)}/`)).json().detail).toBe(message);
    expect((await get(acme, `${C1}/unit/${enc(uid)}/`)).statusCode).toBe(404);
    const write = await postForm(acme, `/api/v1/acme/7/unit/${enc(uid)}/execute_transition/`, {
      transition_id: 'anular',
      cancel_reason: 'x',
    });
    expect(write.statusCode).toBe(404);
  });
});

describe('folders for the dialog', () => {
  it("lists the centro's folders with their readable path, and nobody else's", async () => {
    const admin = await login(ctx, 'admin');
    const res = await get(admin, `${C1}/directory`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      count: number;
      results: Array<{ centro_id: number; readable_path: string; path: number[]; name: string }>;
    };
    const stored = await ctx.db.k.selectFrom('directories').select('id').where('centro_id', '=', 1).execute();
    expect(body.count).toBe(stored.length);
    for (const f of body.results) {
      expect(f.centro_id).toBe(1);
      expect(f.readable_path.split('/')).toHaveLength(f.path.length + 1);
      expect(f.readable_path.endsWith(f.name)).toBe(true);
    }
  });
});
