import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACKNOWLEDGEMENT_MESSAGES,
  type AcknowledgementList,
  type BpDefinitionInput,
  localize,
} from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsApi, LAB, pdfText, tinyPdf } from './files-fixture.js';
import { DEMO_PASSWORD, login, useTestApp } from './harness.js';
import { installTestBusinessProcess } from './notifications-fixture.js';
import { enc } from './units-fixture.js';

/**
 * Read and understood and controlled copies (issue 15 §3; docs/bp-definition.md "Read and
 * understood"; docs/compliance.md §3), on the demo's controlled document (DOCISODEFAULT) in the
 * lab, where `user` (Lucía Fernández Gil) reads documents and `admin` writes and approves them.
 */
const ctx = useTestApp({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-ack-')) }, null);
const docs = documentsApi(ctx);
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

/** USETEST: a step that follows a procedure, refused until its actor has read the procedure in force. */
const USE = 'USETEST';
const l = (es: string) => ({ es, ca: es, en: es });
const useDefinition = (process: string): BpDefinitionInput => ({
  business_process: {
    info: { reference: USE, name: l('Uso de procedimiento'), process, title_field: 'subject' },
    model: {
      fields: [
        { id: 'subject', kind: 'text', label: l('Asunto'), required: true },
        { id: 'procedure', kind: 'related', label: l('Procedimiento'), target_business_process: 'DOCISODEFAULT' },
      ],
    },
    workflow: {
      states: [
        { id: 'abierta', label: l('Abierta') },
        { id: 'hecha', label: l('Hecha') },
      ],
      transitions: [
        { id: 'crear', label: l('Crear'), initial: true, to: 'abierta', fields: ['subject', 'procedure'] },
        {
          id: 'ejecutar',
          label: l('Ejecutar'),
          from: ['abierta'],
          to: 'hecha',
          allowed_roles: ['responsible', 'creator'],
          requires_acknowledged: { field: 'procedure' },
        },
      ],
    },
  },
});

beforeAll(async () => {
  await installTestBusinessProcess(ctx.db, useDefinition);
  for (const who of ['admin', 'user']) {
    tokens[who] = await login(ctx, who);
    ids[who] = await docs.userId(tokens[who]!);
  }
});

/** A document in force, approved (signed) by the admin. */
async function inForce(code: string, title: string) {
  const res = await docs.create(tokens.admin!, code, title, { name: `${code}.pdf`, bytes: tinyPdf(title) });
  expect(res.statusCode, res.body).toBe(201);
  const unit = res.json() as { uid: string; id: number };
  await docs.publish(tokens.admin!, unit.uid);
  return unit;
}

const tasks = (unitId: number) =>
  ctx.db.k.selectFrom('unit_acknowledgements').selectAll().where('unit_id', '=', unitId).orderBy('id').execute();

/** Runs the acknowledging transition as `who` with the given signature (none: no signature). */
function acknowledge(who: string, uid: string, signature?: object) {
  return docs.postForm(tokens[who]!, `${LAB}/unit/${enc(uid)}/execute_transition/`, {
    transition_id: 'confirmar_lectura',
    ...(signature ? { signature: JSON.stringify(signature) } : {}),
  });
}

async function boxOf(who: string, uid: string): Promise<AcknowledgementList> {
  const res = await docs.get(tokens[who]!, `${LAB}/unit/${enc(uid)}/acknowledgements/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AcknowledgementList;
}

/** Rows a refused write could have left: the unit's version, its signatures and its acknowledgements. */
async function written(unit: { id: number }) {
  const row = await ctx.db.k.selectFrom('units').select('version').where('id', '=', unit.id).executeTakeFirstOrThrow();
  const signatures = await ctx.db.k.selectFrom('unit_signatures').select('id').where('unit_id', '=', unit.id).execute();
  return { version: row.version, signatures: signatures.length, tasks: await tasks(unit.id) };
}

describe('read and understood', () => {
  it('gives each reader one task per version in force, told by a notification, and asks again for a new version', async () => {
    const doc = await inForce('PG-ACK-1', 'Procedimiento de recepción de muestras');
    const first = await tasks(doc.id);
    const readers = first.map((t) => t.user_id);
    expect(readers).toContain(ids.user);
    expect(new Set(readers).size).toBe(readers.length);
    expect(first.every((t) => t.assigned === 1 && t.acknowledged_at === null)).toBe(true);
    expect(new Set(first.map((t) => t.effective_history_id)).size).toBe(1);
    // The reader is told, in their to-do: a notification about the document.
    const told = await ctx.db.k
      .selectFrom('units')
      .select(['title', 'fields'])
      .where('bp_reference', 'like', 'NOTIF%')
      .where('current_responsible_id', '=', ids.user!)
      .execute();
    expect(told.some((n) => n.fields.includes(doc.uid) && n.title.startsWith('Lectura pendiente'))).toBe(true);

    // Acknowledging does not hand out tasks again; a new version in force does, once more per reader.
    expect((await acknowledge('user', doc.uid, { username: 'user', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(await tasks(doc.id)).toHaveLength(first.length);
    await docs.transition(tokens.admin!, doc.uid, 'nueva_version', { change_summary: 'Segunda edición.' });
    await docs.publish(tokens.admin!, doc.uid, { name: 'PG-ACK-1.pdf', bytes: tinyPdf('Segunda edicion') });
    const all = await tasks(doc.id);
    const second = all.filter((t) => t.effective_history_id !== first[0]!.effective_history_id);
    expect(second.map((t) => t.user_id).sort()).toEqual([...readers].sort());
    expect(second.every((t) => t.acknowledged_at === null)).toBe(true);
    const box = await boxOf('user', doc.uid);
    expect(box.mine).toBe(false);
    expect(box.effective?.file_version).toBe(2);
  });

  it('is a signature: the password is required, a wrong one writes nothing, and it counts once per version', async () => {
    const doc = await inForce('PG-ACK-2', 'Instrucción de limpieza de cabinas');
    const before = await written(doc);

    const unsigned = await acknowledge('user', doc.uid);
    expect(unsigned.statusCode).toBe(400);
    const wrong = await acknowledge('user', doc.uid, { username: 'user', password: 'no-es-esta' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      signature: ['El nombre de usuario o la contraseña no son correctos. No se ha firmado nada.'],
    });
    expect(await written(doc)).toEqual(before);

    const ok = await acknowledge('user', doc.uid, { username: 'user', password: DEMO_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    const signature = await ctx.db.k
      .selectFrom('unit_signatures')
      .selectAll()
      .where('unit_id', '=', doc.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(signature).toMatchObject({
      transition_id: 'confirmar_lectura',
      user_id: ids.user,
      printed_name: 'Lucía Fernández Gil',
    });
    expect(JSON.parse(signature.meaning)).toEqual({
      es: 'Leído y entendido',
      ca: 'Llegit i entès',
      en: 'Read and understood',
    });
    const mine = (await tasks(doc.id)).find((t) => t.user_id === ids.user)!;
    expect(mine.signature_id).toBe(signature.id);
    expect(mine.acknowledged_at).not.toBeNull();

    // Twice for one version: refused before the password is even checked, nothing written.
    const after = await written(doc);
    const again = await acknowledge('user', doc.uid, { password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: localize(ACKNOWLEDGEMENT_MESSAGES.alreadyAcknowledged, 'es') });
    expect(await written(doc)).toEqual(after);

    // The box: who has and who has not, those still to read first; the reader sees it is done.
    const box = await boxOf('admin', doc.uid);
    const done = box.people.filter((p) => p.acknowledged_at !== null);
    expect(done.map((p) => p.user)).toEqual([{ id: ids.user, name: 'Lucía Fernández Gil' }]);
    expect(box.people.at(-1)?.user.id).toBe(ids.user);
    expect(box.people.length).toBe((await tasks(doc.id)).length);
    expect((await boxOf('user', doc.uid)).mine).toBe(true);
  });

  it('refuses a step that requires the procedure until its actor has acknowledged the version in force', async () => {
    const doc = await inForce('PG-ACK-3', 'Procedimiento de calibración');
    const created = await docs.postJson(tokens.admin!, `${LAB}/unit/create_and_execute_initial_transition/`, {
      business_process: USE,
      subject: 'Calibrar la balanza 4',
      procedure: doc.uid,
    });
    expect(created.statusCode, created.body).toBe(201);
    const use = created.json() as { uid: string; id: number };
    const run = () =>
      docs.postJson(tokens.admin!, `${LAB}/unit/${enc(use.uid)}/execute_transition/`, { transition_id: 'ejecutar' });

    const before = await written(use);
    const refused = await run();
    expect(refused.statusCode).toBe(409);
    const reference = (await docs.unit(tokens.admin!, doc.uid)).reference;
    expect(refused.json()).toEqual({
      detail: `Antes de este paso confirma la lectura de la versión vigente de: ${reference}.`,
    });
    expect(await written(use)).toEqual(before);

    // The admin's own acknowledgement is what counts (the reader's would not).
    expect((await acknowledge('user', doc.uid, { username: 'user', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect((await run()).statusCode).toBe(409);
    const signed = await acknowledge('admin', doc.uid, { username: 'admin', password: DEMO_PASSWORD });
    expect(signed.statusCode, signed.body).toBe(200);
    const ran = await run();
    expect(ran.statusCode, ran.body).toBe(200);
  });

  it('asks nothing of a document that is not in force', async () => {
    const draft = await docs.create(tokens.admin!, 'PG-ACK-4', 'Borrador sin aprobar', {
      name: 'PG-ACK-4.pdf',
      bytes: tinyPdf('Borrador'),
    });
    const doc = draft.json() as { uid: string; id: number };
    expect(await tasks(doc.id)).toEqual([]);
    expect((await boxOf('admin', doc.uid)).effective).toBeNull();
    const created = await docs.postJson(tokens.admin!, `${LAB}/unit/create_and_execute_initial_transition/`, {
      business_process: USE,
      subject: 'Con un borrador',
      procedure: doc.uid,
    });
    const use = created.json() as { uid: string };
    const ran = await docs.postJson(tokens.admin!, `${LAB}/unit/${enc(use.uid)}/execute_transition/`, {
      transition_id: 'ejecutar',
    });
    expect(ran.statusCode, ran.body).toBe(200);
  });
});

describe('controlled copies', () => {
  it('numbers each controlled copy of a version in force and keeps it in the download tracker; an uncontrolled print says so', async () => {
    const doc = await inForce('PG-COPY-1', 'Plan de mantenimiento');
    const query = { attribute: 'document', path: 'PG-COPY-1.pdf' };
    const numbers: number[] = [];
    for (const who of ['user', 'admin', 'user']) {
      const copy = await docs.file(tokens[who]!, doc.uid, { ...query, pmethod: 'controlled_copy' });
      expect(copy.statusCode, copy.body).toBe(200);
      const n = Number(/Copia controlada nº (\d+) · /.exec(pdfText(copy.rawPayload))?.[1]);
      numbers.push(n);
      expect(pdfText(copy.rawPayload)).toContain(`Copia nº ${n} entregada a`);
    }
    expect(numbers).toEqual([1, 2, 3]);

    const print = await docs.file(tokens.user!, doc.uid, { ...query, pmethod: 'uncontrolled_copy' });
    expect(print.statusCode, print.body).toBe(200);
    const text = pdfText(print.rawPayload);
    expect(text).toContain('Copia no controlada · ');
    expect(text).toContain('Copia no controlada impresa por Lucía Fernández Gil el');
    expect(text).not.toContain('Copia controlada');

    const tracker = (await docs.unit(tokens.admin!, doc.uid)).download_tracker;
    expect(tracker.slice(0, 4).map((d) => d.copy)).toEqual([
      { kind: 'uncontrolled', number: null },
      { kind: 'controlled', number: 3 },
      { kind: 'controlled', number: 2 },
      { kind: 'controlled', number: 1 },
    ]);
    // The reader sees their own copies only.
    const own = (await docs.unit(tokens.user!, doc.uid)).download_tracker.map((d) => d.copy);
    expect(own).toEqual([
      { kind: 'uncontrolled', number: null },
      { kind: 'controlled', number: 3 },
      { kind: 'controlled', number: 1 },
    ]);
  });

  it('numbers the copies of each version from 1', async () => {
    const doc = await inForce('PG-COPY-2', 'Plan de emergencias');
    const query = { attribute: 'document', path: 'PG-COPY-2.pdf', pmethod: 'controlled_copy' };
    expect((await docs.file(tokens.user!, doc.uid, query)).statusCode).toBe(200);
    await docs.transition(tokens.admin!, doc.uid, 'nueva_version', { change_summary: 'Revisión.' });
    await docs.publish(tokens.admin!, doc.uid, { name: 'PG-COPY-2.pdf', bytes: tinyPdf('Segunda') });
    const second = await docs.file(tokens.user!, doc.uid, query);
    expect(pdfText(second.rawPayload)).toContain('Copia controlada nº 1 · ');
    const copies = (await docs.unit(tokens.admin!, doc.uid)).download_tracker.map((d) => [d.version, d.copy?.number]);
    expect(copies).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });
});
