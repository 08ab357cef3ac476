import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES, localize, MESSAGES, UPLOAD_MAX_BYTES } from '@qualium/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderedPdfPath, stagedFiles } from '../src/modules/files/blobs.js';
import { demoDocx, demoXlsx } from '../src/seed/demo-office.js';
import { documentsApi, PNG, pdfPages, pdfText, tinyPdf } from './files-fixture.js';
import { login, useTestApp } from './harness.js';

// Uploads and renderings land in this file's own data folder, so the test can see what was kept.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-files-'));
const ctx = useTestApp({ DATA_DIR: dataDir }, null);
const docs = documentsApi(ctx);
const tokens: Record<string, string> = {};
const hasSoffice = spawnSync('soffice', ['--version']).status === 0;

const INVALID = 'El archivo no es válido';
const UNKNOWN = 'No se puede identificar el tipo de archivo';
const TOO_BIG = '¡El tamaño debe ser inferior a 20 MiB!';

beforeAll(async () => {
  for (const who of ['admin', 'user', 'manager', 'acme.admin']) tokens[who] = await login(ctx, who);
});

const tmpFiles = () => stagedFiles(dataDir);
const docxOf = (text: string) =>
  demoDocx({ heading: ['Grupo Sanitario Demo', text], paragraphs: [text], footer: text });

async function newDocument(code: string, title: string, document = { name: `${code}.pdf`, bytes: tinyPdf(title) }) {
  const res = await docs.create(tokens.admin!, code, title, document);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uid: string; id: number };
}

describe('upload rules', () => {
  it('takes a file one byte under 20 MiB and refuses exactly 20 MiB with the spec message, keeping nothing', async () => {
    const head = Buffer.from('%PDF-1.4\n');
    const largest = Buffer.concat([head, Buffer.alloc(UPLOAD_MAX_BYTES - 1 - head.length, 0x20)]);
    const ok = await docs.create(tokens.admin!, 'IT-20M', 'Documento de casi 20 MiB', {
      name: 'grande.pdf',
      bytes: largest,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const unitsBefore = await ctx.db.k.selectFrom('units').select('id').execute();
    // "size below 20 MiB" (records-explorer §5): 20 MiB itself is one byte too many.
    const exact = await docs.create(tokens.admin!, 'IT-20M1', 'Justo 20 MiB', {
      name: 'enorme.pdf',
      bytes: Buffer.concat([largest, Buffer.from(' ')]),
    });
    expect(exact.statusCode).toBe(400);
    expect(exact.json()).toEqual({ document: [TOO_BIG] });
    expect(await ctx.db.k.selectFrom('units').select('id').execute()).toHaveLength(unitsBefore.length);
    expect(tmpFiles()).toEqual([]);
  });

  it('identifies the type from the bytes, not from the name or the claimed type', async () => {
    const png = await docs.create(tokens.admin!, 'IT-PNG', 'PNG con nombre de PDF', {
      name: 'procedimiento.pdf',
      type: 'application/pdf',
      bytes: PNG,
    });
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual({ document: [INVALID] });
    const random = await docs.create(tokens.admin!, 'IT-RND', 'Bytes al azar', {
      name: 'informe.pdf',
      bytes: Buffer.from([0x00, 0x9f, 0x13, 0x88, 0x01, 0xfe, 0x02, 0x7f, 0x00, 0x11]),
    });
    expect(random.json()).toEqual({ document: [UNKNOWN] });
    const unnamed = await docs.create(tokens.admin!, 'IT-BIN', 'Binario sin tipo', {
      name: 'datos.bin',
      bytes: Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04]),
    });
    expect(unnamed.json()).toEqual({ document: [UNKNOWN] });
    const textAsDocx = await docs.create(tokens.admin!, 'IT-TXT', 'Texto con nombre de Word', {
      name: 'instruccion.docx',
      bytes: 'PK docx',
    });
    expect(textAsDocx.json()).toEqual({ document: [INVALID] });
    expect(tmpFiles()).toEqual([]);

    // What the bytes are is stored, whatever the browser said; a name without extension takes it.
    const docx = await newDocument('IT-DOCX', 'Word declarado como PDF', {
      name: 'IT-DOCX Lavado de manos',
      bytes: docxOf('Lavado de manos'),
    });
    const photo = await newDocument('IT-FOTO', 'Foto del tablón', { name: 'tablon.jpeg.png', bytes: PNG });
    const csv = await newDocument('F-CSV', 'Registro exportado', {
      name: 'registro.csv',
      bytes: Buffer.from('Fecha;Temperatura\n01/11/2026;4,5 \xb0C\n', 'latin1'),
    });
    const stored = await ctx.db.k
      .selectFrom('file_versions')
      .select(['unit_id', 'mimetype'])
      .where('unit_id', 'in', [docx.id, photo.id, csv.id])
      .orderBy('unit_id')
      .execute();
    expect(stored.map((r) => r.mimetype)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/png',
      'text/csv',
    ]);
  });

  it('says the type messages in the user language', async () => {
    await ctx.db.k.updateTable('users').set({ lang: 'en' }).where('username', '=', 'admin').execute();
    try {
      const png = await docs.create(tokens.admin!, 'IT-EN', 'English user', { name: 'x.pdf', bytes: PNG });
      expect(png.json()).toEqual({ document: ['The file is invalid'] });
      const random = await docs.create(tokens.admin!, 'IT-EN', 'English user', { name: 'x.pdf', bytes: '\u0001' });
      expect(random.json()).toEqual({ document: ['Cannot identify file type'] });
    } finally {
      await ctx.db.k.updateTable('users').set({ lang: 'es' }).where('username', '=', 'admin').execute();
    }
  });
});

describe('versions', () => {
  it('makes every upload a new version: drafts until approved, earlier ones obsolete, all obsolete on withdrawal', async () => {
    const admin = tokens.admin!;
    const { uid } = await newDocument('IT-VER', 'Instrucción versionada', {
      name: 'IT-VER.pdf',
      bytes: tinyPdf('ed1'),
    });
    let unit = await docs.unit(admin, uid);
    expect(unit.file_versions.map((v) => [v.version, v.status])).toEqual([[1, 'draft']]);
    expect(unit.current_state_document).toMatchObject({ version: 1, status: 'draft' });
    expect(unit.current_public_version).toBeNull();

    // A corrected draft sent for review is version 2; approval publishes it.
    await docs.publish(admin, uid, { name: 'IT-VER.pdf', bytes: tinyPdf('ed1 corregida') });
    unit = await docs.unit(admin, uid);
    expect(unit.current_workflow_state.id).toBe('vigente');
    expect(unit.file_versions.map((v) => [v.version, v.status])).toEqual([
      [2, 'public'],
      [1, 'obsolete'],
    ]);
    expect(unit.current_public_version).toMatchObject({ version: 2, value: 'IT-VER.pdf' });

    // A new edition: the draft is version 3 while version 2 stays in force.
    await docs.transition(admin, uid, 'nueva_version', { change_summary: 'Nuevo equipo de limpieza.' });
    await docs.transition(
      admin,
      uid,
      'enviar_revision',
      { change_summary: 'Edición 2.' },
      {
        name: 'IT-VER ed2.pdf',
        bytes: tinyPdf('ed2'),
      },
    );
    unit = await docs.unit(admin, uid);
    expect(unit.file_versions.map((v) => [v.version, v.status])).toEqual([
      [3, 'draft'],
      [2, 'public'],
      [1, 'obsolete'],
    ]);
    expect(unit.current_state_document).toMatchObject({ version: 3, status: 'draft' });
    expect(unit.current_public_version).toMatchObject({ version: 2 });

    // Readers see the version in force only.
    const reader = await docs.unit(tokens.user!, uid);
    expect(reader.file_versions.map((v) => v.version)).toEqual([2]);
    expect(reader.current_state_document).toMatchObject({ version: 2 });
    expect(reader.current_public_version).toMatchObject({ version: 2 });

    await docs.transition(admin, uid, 'solicitar_aprobacion', {
      approver: String(docs.ids.admin),
      review_comments: 'Ok',
    });
    await docs.transition(admin, uid, 'aprobar', { approved_on: '2026-11-21' });
    unit = await docs.unit(admin, uid);
    expect(unit.file_versions.map((v) => v.status)).toEqual(['public', 'obsolete', 'obsolete']);

    await docs.transition(admin, uid, 'obsoletar', { obsolete_reason: 'Sustituido por el procedimiento general.' });
    unit = await docs.unit(admin, uid);
    expect(unit.file_versions.map((v) => v.status)).toEqual(['obsolete', 'obsolete', 'obsolete']);
    expect(unit.current_public_version).toBeNull();
    expect((await docs.unit(tokens.user!, uid)).file_versions).toEqual([]);
  });
});

describe('get_qunit_file', () => {
  let uid = '';
  beforeAll(async () => {
    ({ uid } = await newDocument('IT-GET', 'Limpieza de cabinas «clase II»', {
      name: 'IT-GET cabinas.pdf',
      bytes: tinyPdf('Contenido de la instruccion'),
    }));
    await docs.publish(tokens.admin!, uid);
  });

  it('answers the original as stored, streamed, with a safe UTF-8 name, and records the download', async () => {
    const res = await docs.file(tokens.admin!, uid, {
      attribute: 'document',
      path: 'IT-GET cabinas.pdf',
      version: 1,
      title: 'Limpieza de cabinas «clase II»: "v1"',
      pmethod: 'original',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.equals(tinyPdf('Contenido de la instruccion'))).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Limpieza de cabinas _clase II_- -v1-.pdf"; filename*=UTF-8''${encodeURIComponent('Limpieza de cabinas «clase II»- -v1-.pdf')}`,
    );
    const unit = await docs.unit(tokens.admin!, uid);
    expect(unit.download_tracker[0]).toMatchObject({
      version: 1,
      attribute: 'document',
      user: { name: 'Marta Ruiz Ortega' },
    });
  });

  it('stamps every page of the PDF with the controlled-copy header; a controlled copy is numbered', async () => {
    const stamped = await docs.file(tokens.admin!, uid, { attribute: 'document', path: 'IT-GET cabinas.pdf' });
    expect(stamped.statusCode, stamped.body).toBe(200);
    expect(stamped.headers['content-type']).toBe('application/pdf');
    const text = pdfText(stamped.rawPayload);
    const unit = await docs.unit(tokens.admin!, uid);
    // The approval that put it in force was signed: the stamp names it (docs/compliance.md); the
    // title gives way to it on the one header line.
    expect(text).toContain(`Copia controlada · ${unit.reference} · Limpieza de ca`);
    expect(text).toMatch(/ · Versión 1 · Aprobado por Marta Ruiz Ortega el \d\d\/\d\d\/\d{4} \d\d:\d\d · /);
    expect(text).toContain('Marta Ruiz Ortega');
    expect(text).toContain('Contenido de la instruccion');
    expect(pdfPages(stamped.rawPayload)).toBe(1);

    const copy = await docs.file(tokens.user!, uid, {
      attribute: 'document',
      path: 'IT-GET cabinas.pdf',
      pmethod: 'controlled_copy',
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const copyText = pdfText(copy.rawPayload);
    const reader = await docs.unit(tokens.user!, uid);
    // The reader sees their own downloads only; the copy carries its number, kept in the tracker.
    expect(reader.download_tracker).toHaveLength(1);
    const number = reader.download_tracker[0]!.copy?.number;
    expect(copyText).toContain(`Copia controlada nº ${number} · `);
    expect(copyText).toContain(`Copia nº ${number} entregada a Lucía Fernández Gil el`);
    expect(copyText).toContain('Una copia impresa sin este pie no está controlada.');
  });

  it('keeps every download in the tracker: newest first, with version and user', async () => {
    const before = (await docs.unit(tokens.admin!, uid)).download_tracker.length;
    await docs.file(tokens.user!, uid, { attribute: 'document', path: 'IT-GET cabinas.pdf' });
    const unit = await docs.unit(tokens.admin!, uid);
    expect(unit.download_tracker).toHaveLength(before + 1);
    expect(unit.download_tracker[0]).toMatchObject({ version: 1, user: { name: 'Lucía Fernández Gil' } });
    const rows = await ctx.db.k
      .selectFrom('download_tracker')
      .selectAll()
      .where('unit_id', '=', unit.instance_id)
      .execute();
    expect(rows).toHaveLength(before + 1);
  });

  it('renders images with pdf-lib and refuses PDFs of what cannot become one', async () => {
    const { uid: photo } = await newDocument('IT-IMG', 'Esquema de la cabina', { name: 'esquema.png', bytes: PNG });
    const pdf = await docs.file(tokens.admin!, photo, { attribute: 'document', path: 'esquema.png' });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdfPages(pdf.rawPayload)).toBe(1);
    expect(pdfText(pdf.rawPayload)).toContain('Borrador – no vigente');

    const zip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    const { uid: archive } = await newDocument('IT-ZIP', 'Paquete de planos', { name: 'planos.zip', bytes: zip });
    const refused = await docs.file(tokens.admin!, archive, { attribute: 'document', path: 'planos.zip' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: localize(FILE_MESSAGES.notConvertible, 'es') });
    const original = await docs.file(tokens.admin!, archive, {
      attribute: 'document',
      path: 'planos.zip',
      pmethod: 'original',
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('application/zip');
  });

  it.skipIf(!hasSoffice)(
    'converts Word and Excel documents with LibreOffice once, keeping the rendering',
    async () => {
      const { uid: word } = await newDocument('IT-WORD', 'Desinfección de superficies', {
        name: 'IT-WORD.docx',
        bytes: docxOf('Desinfeccion de superficies con hipoclorito'),
      });
      const pdf = await docs.file(tokens.admin!, word, { attribute: 'document', path: 'IT-WORD.docx' });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-disposition']).toContain("filename*=UTF-8''IT-WORD.pdf");
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Desinfeccion de superficies con hipoclorito');
      expect(text).toContain('Borrador – no vigente');
      const row = await ctx.db.k
        .selectFrom('file_versions')
        .select('sha256')
        .where('filename', '=', 'IT-WORD.docx')
        .executeTakeFirstOrThrow();
      expect(fs.existsSync(renderedPdfPath(dataDir, row.sha256))).toBe(true);

      const xlsx = await demoXlsx({
        heading: ['Grupo Sanitario Demo', 'F-LAB-01 Registro de temperaturas'],
        purpose: 'Registro diario de neveras',
        columns: ['Fecha', 'Temperatura'],
        rows: 3,
        footer: 'F-LAB-01 Ed. 1',
      });
      const { uid: sheet } = await newDocument('F-XLSX', 'Registro de temperaturas', {
        name: 'F-LAB-01.xlsx',
        bytes: xlsx,
      });
      const sheetPdf = await docs.file(tokens.admin!, sheet, { attribute: 'document', path: 'F-LAB-01.xlsx' });
      expect(sheetPdf.statusCode, sheetPdf.body).toBe(200);
      expect(pdfText(sheetPdf.rawPayload)).toContain('Registro diario de neveras');
      // Two LibreOffice starts: seconds each on a quiet machine, far more on a busy one.
    },
    120_000,
  );

  it('answers 400 to bad parameters and 404 to files it does not hold', async () => {
    const admin = tokens.admin!;
    const missing = await docs.file(admin, uid, { path: 'IT-GET cabinas.pdf' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ attribute: [localize(MESSAGES.required, 'es')] });
    const notFile = await docs.file(admin, uid, { attribute: 'code', path: 'x' });
    expect(notFile.json()).toEqual({ attribute: [FILE_MESSAGES.unknownFileField('code').es] });
    const method = await docs.file(admin, uid, { attribute: 'document', path: 'IT-GET cabinas.pdf', pmethod: 'zip' });
    expect(method.statusCode).toBe(400);
    expect(Object.keys(method.json())).toEqual(['pmethod']);
    const version = await docs.file(admin, uid, { attribute: 'document', path: 'IT-GET cabinas.pdf', version: 'x' });
    expect(version.json()).toEqual({ version: [localize(MESSAGES.invalidInteger, 'es')] });
    const noUid = await docs.file(admin, 'DOC-1', { attribute: 'document', path: 'x' });
    expect(noUid.statusCode).toBe(400);
    const unknown: Array<Record<string, string | number>> = [
      { attribute: 'document', path: 'otro.pdf' },
      { attribute: 'document', path: 'IT-GET cabinas.pdf', version: 7 },
    ];
    for (const query of unknown) {
      const res = await docs.file(admin, uid, query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: localize(FILE_MESSAGES.fileNotFound, 'es') });
    }
  });

  it('answers 404 across tenants and to users who cannot read the unit', async () => {
    const query = { attribute: 'document', path: 'IT-GET cabinas.pdf', pmethod: 'original' };
    const acme = await docs.file(tokens['acme.admin']!, uid, query, '/api/v1/acme/7');
    expect(acme.statusCode).toBe(404);
    expect(acme.json()).toEqual({ detail: MESSAGES.cantReadUnit(uid).es });
    // The manager holds no role in the lab: its scope is out of reach.
    const manager = await docs.file(tokens.manager!, uid, query);
    expect(manager.statusCode).toBe(404);
    // In a centro of theirs, the lab's unit is still not readable.
    const elsewhere = await docs.file(tokens.manager!, uid, query, '/api/v1/demo/1');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ detail: MESSAGES.cantReadUnit(uid).es });
  });
});

describe('reader roles', () => {
  let uid = '';
  const query = { attribute: 'document', path: 'IT-ROL.pdf' };

  /** The process roles `user` holds on the document process in the lab, through their department. */
  async function userRolesOnDocuments(permissions: string[]) {
    const process = await ctx.db.k
      .selectFrom('units')
      .select('process_id as id')
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const held = await ctx.db.k
      .selectFrom('user_centro_roles')
      .innerJoin('users', 'users.id', 'user_centro_roles.user_id')
      .innerJoin('roles', 'roles.id', 'user_centro_roles.role_id')
      .select(['roles.id', 'roles.department_id', 'roles.site_id'])
      .where('users.username', '=', 'user')
      .execute();
    const roleIds = held.map((r) => r.id);
    const departments = held.map((r) => r.department_id);
    await ctx.db.k
      .deleteFrom('process_permissions')
      .where('process_id', '=', process.id!)
      .where((eb) => eb.or([eb('role_id', 'in', roleIds), eb('department_id', 'in', departments)]))
      .execute();
    for (const permission of permissions) {
      await ctx.db.k
        .insertInto('process_permissions')
        .values({
          site_id: held[0]!.site_id,
          process_id: process.id!,
          permission,
          role_id: roleIds[0]!,
          department_id: null,
        })
        .execute();
    }
  }

  beforeAll(async () => {
    ({ uid } = await newDocument('IT-ROL', 'Instrucción para lectores', {
      name: 'IT-ROL.pdf',
      bytes: tinyPdf('version uno'),
    }));
    await docs.publish(tokens.admin!, uid);
    // A draft of the next edition that readers must not get.
    await docs.transition(tokens.admin!, uid, 'nueva_version', { change_summary: 'Cambio de reactivo.' });
    await docs.transition(
      tokens.admin!,
      uid,
      'enviar_revision',
      { change_summary: 'Ed. 2' },
      {
        name: 'IT-ROL.pdf',
        bytes: tinyPdf('version dos'),
      },
    );
  });

  it('reader: PDF copies of the version in force only', async () => {
    await userRolesOnDocuments(['reader']);
    const unit = await docs.unit(tokens.user!, uid);
    expect(unit.file_permissions).toEqual({ drafts: false, original: false, pdf: true, view: true });
    expect(unit.document_downloads_options).toEqual(['pdf', 'controlled_copy', 'uncontrolled_copy']);
    expect(unit.file_versions.map((v) => [v.version, v.download_options, v.view])).toEqual([
      [1, ['pdf', 'controlled_copy', 'uncontrolled_copy'], true],
    ]);
    // The field shows the version in force, not the newer draft.
    expect(unit.fields.document?.value).toMatchObject({ filename: 'IT-ROL.pdf', version: 1 });
    const pdf = await docs.file(tokens.user!, uid, query);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('version uno');
    const original = await docs.file(tokens.user!, uid, { ...query, pmethod: 'original' });
    expect(original.statusCode).toBe(403);
    expect(original.json()).toEqual({ detail: localize(FILE_MESSAGES.originalNotAllowed, 'es') });
    const draft = await docs.file(tokens.user!, uid, { ...query, version: 2 });
    expect(draft.statusCode).toBe(404);
  });

  it('original-document reader: the original too', async () => {
    await userRolesOnDocuments(['original_document_reader']);
    const unit = await docs.unit(tokens.user!, uid);
    expect(unit.document_downloads_options).toEqual(['original', 'pdf', 'controlled_copy', 'uncontrolled_copy']);
    const original = await docs.file(tokens.user!, uid, { ...query, pmethod: 'original' });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(tinyPdf('version uno'))).toBe(true);
  });

  it('PDF-viewer-only reader: the stamped PDF inline, nothing to download', async () => {
    await userRolesOnDocuments(['visor_pdf_reader']);
    const unit = await docs.unit(tokens.user!, uid);
    expect(unit.file_permissions).toEqual({ drafts: false, original: false, pdf: false, view: true });
    expect(unit.document_downloads_options).toEqual([]);
    expect(unit.file_versions.map((v) => [v.download_options, v.view])).toEqual([[[], true]]);
    const download = await docs.file(tokens.user!, uid, query);
    expect(download.statusCode).toBe(403);
    expect(download.json()).toEqual({ detail: localize(FILE_MESSAGES.viewerOnly, 'es') });
    const inline = await docs.file(tokens.user!, uid, { ...query, disposition: 'inline' });
    expect(inline.statusCode, inline.body).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    expect(pdfText(inline.rawPayload)).toContain('Copia controlada');
    const copy = await docs.file(tokens.user!, uid, { ...query, pmethod: 'controlled_copy', disposition: 'inline' });
    expect(copy.statusCode).toBe(403);
  });

  it('editors: drafts in every form, stamped as drafts', async () => {
    const unit = await docs.unit(tokens.admin!, uid);
    expect(unit.file_permissions).toEqual({ drafts: true, original: true, pdf: true, view: true });
    expect(unit.fields.document?.value).toMatchObject({ version: 2 });
    expect(unit.file_versions.map((v) => [v.version, v.status, v.download_options])).toEqual([
      [2, 'draft', ['original', 'pdf', 'controlled_copy', 'uncontrolled_copy']],
      [1, 'public', ['original', 'pdf', 'controlled_copy', 'uncontrolled_copy']],
    ]);
    const draft = await docs.file(tokens.admin!, uid, { ...query, version: 2 });
    expect(draft.statusCode).toBe(200);
    const text = pdfText(draft.rawPayload);
    expect(text).toContain('Borrador – no vigente');
    expect(text).toContain('version dos');
    // Without a version the newest of that name: the draft, for an editor.
    expect(pdfText((await docs.file(tokens.admin!, uid, query)).rawPayload)).toContain('version dos');
  });
});

describe('without LibreOffice', () => {
  const bare = useTestApp({ DATA_DIR: dataDir, SOFFICE_PATH: '/nonexistent/soffice' }, null);
  const api = documentsApi(bare);

  it('says PDF conversion is not available and keeps the original downloadable', async () => {
    const admin = await login(bare, 'admin');
    const created = await api.create(admin, 'IT-NOSOFF', 'Sin conversor', {
      name: 'IT-NOSOFF.docx',
      bytes: docxOf('Sin LibreOffice en este servidor'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { uid } = created.json() as { uid: string };
    const pdf = await api.file(admin, uid, { attribute: 'document', path: 'IT-NOSOFF.docx' });
    expect(pdf.statusCode).toBe(503);
    expect(pdf.json()).toEqual({ detail: localize(FILE_MESSAGES.converterMissing, 'es') });
    const original = await api.file(admin, uid, { attribute: 'document', path: 'IT-NOSOFF.docx', pmethod: 'original' });
    expect(original.statusCode).toBe(200);
    // Only the answered download is tracked.
    expect((await api.unit(admin, uid)).download_tracker).toHaveLength(1);
  });
});
