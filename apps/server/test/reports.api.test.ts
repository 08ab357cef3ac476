import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CUSTOM_LIST_REPORT_NAME,
  EXPLORER_MESSAGES,
  explorerQuery,
  FILE_MESSAGES,
  localize,
  MESSAGES,
  REPORT_MESSAGES,
} from '@qualium/contracts';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import PizZip from 'pizzip';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveList, resolveSort } from '../src/modules/explorer/filters.js';
import { filteredUnits, orderUnits } from '../src/modules/explorer/query.js';
import { unitPages } from '../src/modules/reports/list-pages.js';
import { actingAs } from './explorer-fixture.js';
import { auth, DEMO_PASSWORD, login, useTestApp } from './harness.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * Reports (records-explorer §4, §5, §6, §7): list reports of the explorer's filters, unit reports
 * as docx and PDF, administrators' custom templates and the company's template files. Every file
 * is read back with the library that reads its format, and, where LibreOffice is installed,
 * opened by it (a file it cannot open would not convert).
 */
const ctx = useTestApp({}, null);
const api = unitsApi(ctx);

const SITE = '/api/v1/demo';
const LAB = '/api/v1/demo/3';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const hasSoffice = spawnSync('soffice', ['--version']).status === 0;

const tokens: Record<string, string> = {};
const units: Array<{ uid: string; subject: string }> = [];

/** The name a download is saved under (RFC 6266 `filename*`). */
function savedName(res: LightMyRequestResponse): string {
  const header = String(res.headers['content-disposition'] ?? '');
  return decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '');
}

async function readXlsx(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

/** The text of a docx's body, runs joined (tags and values may be split across runs). */
function docxText(bytes: Buffer): string {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** LibreOffice opens the file: it converts to a PDF of at least one page. */
async function opensInLibreOffice(bytes: Buffer, ext: string): Promise<void> {
  if (!hasSoffice) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-report-check-'));
  try {
    fs.writeFileSync(path.join(dir, `report.${ext}`), bytes);
    const profile = `-env:UserInstallation=file://${path.join(dir, 'profile')}`;
    const run = spawnSync(
      'soffice',
      [profile, '--headless', '--convert-to', 'pdf', '--outdir', dir, path.join(dir, `report.${ext}`)],
      {
        timeout: 120_000,
      },
    );
    expect(run.status, String(run.stderr)).toBe(0);
    const pdf = await PDFDocument.load(fs.readFileSync(path.join(dir, 'report.pdf')));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const get = (token: string, url: string) => api.get(token, url);
const explorerCount = async (query: string) => {
  const res = await get(tokens.admin!, `${LAB}/unit/explorer/?business_process=NC&items_per_page=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; units: Array<{ uid: string; reference: string; title: string }> };
};

/** A small xlsx template: a header row and the placeholder row. */
async function xlsxTemplate(headers: string[], placeholders: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Mi listado');
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(placeholders);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A one-paragraph docx template (the parts Word needs). */
function docxTemplate(text: string): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const paragraphs = text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${line}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}<w:sectPr/></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

const upload = (
  token: string,
  url: string,
  file: { name: string; bytes: Buffer },
  fields: Record<string, string> = {},
) => api.postForm(token, url, fields, { template: { name: file.name, bytes: file.bytes } });

beforeAll(async () => {
  for (const name of ['admin', 'manager', 'user', 'acme.admin']) tokens[name] = await login(ctx, name);
  const subjects = [
    'Etiqueta ilegible en tubo de muestra',
    'Reactivo caducado en nevera 2',
    'Calibración vencida del pipeteador',
    'Muestra hemolizada sin registrar',
    'Temperatura fuera de rango en estufa',
    'Etiqueta duplicada en lote de reactivos',
    'Formación pendiente del técnico nuevo',
  ];
  for (const [i, subject] of subjects.entries()) {
    // Some units without a quantity, two with the same: the keyset walks nulls and ties.
    const quantity = i % 3 === 0 ? {} : { quantity_affected: i === 4 ? 20 : i * 10 };
    const { uid } = await api.createUnit(tokens.admin!, LAB, 'NC', { subject, ...quantity });
    units.push({ uid, subject });
  }
}, 120_000);

describe('report templates of a business process', () => {
  it('lists the list and unit templates with their availability', async () => {
    const res = await get(tokens.user!, `${LAB}/report/get_list_templates/?bp=NC`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      results: [
        {
          value: 'listado',
          title: 'Listado de no conformidades',
          template: 'Listado de no conformidades.xlsx',
          kind: 'xlsx',
          pdf: false,
          available: true,
        },
        {
          value: 'informe',
          title: 'Informe de no conformidad',
          template: 'informe_nc.docx',
          kind: 'docx',
          pdf: true,
          available: true,
        },
      ],
    });
    const unknown = await get(tokens.user!, `${SITE}/report/get_list_templates/?bp=NOPE`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ bp: [MESSAGES.unknownBusinessProcess('NOPE').es] });
  });
});

describe('get_list_report', () => {
  it('writes every unit of the current filters into the template, in the explorer order', async () => {
    const explorer = await explorerCount('');
    const res = await get(tokens.admin!, `${LAB}/report/get_list_report/?business_process=NC&template=listado`);
    expect(savedName(res)).toBe('Listado de no conformidades.xlsx');
    const sheet = await readXlsx(res);
    // Title row, header row, then one row per unit.
    expect(sheet.getCell('A1').value).toBe('Listado de no conformidades');
    expect(sheet.getRow(2).getCell(1).value).toBe('Referencia');
    expect(sheet.getRow(2).getCell(2).value).toBe('Título');
    expect(sheet.rowCount - 2).toBe(explorer.count);
    expect(explorer.count).toBeGreaterThanOrEqual(units.length);
    const references = Array.from({ length: explorer.count }, (_, i) => sheet.getRow(i + 3).getCell(1).value);
    expect(references).toEqual(explorer.units.map((u) => u.reference));
    expect(sheet.getRow(3).getCell(2).value).toBe(explorer.units[0]!.title);
    // Dates are real dates; the header has the autofilter and stays frozen.
    const headers = (sheet.getRow(2).values as unknown[]).slice(1);
    const created = headers.indexOf('Fecha de creación') + 1;
    expect(sheet.getRow(3).getCell(created).value).toBeInstanceOf(Date);
    expect(sheet.getRow(3).getCell(created).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 2 });
    // State and responsible as the explorer's columns read them, not their ids.
    const state = headers.indexOf('Estado') + 1;
    expect(sheet.getRow(3).getCell(state).value).toBe('Abierta');
    await opensInLibreOffice(res.rawPayload, 'xlsx');
  });

  it('follows the filters and the sort, counted like the explorer', async () => {
    const explorer = await explorerCount('search=etiqueta&sort_by=title:desc');
    expect(explorer.count).toBe(2);
    const res = await get(
      tokens.admin!,
      `${LAB}/report/get_list_report/?business_process=NC&template=listado&search=etiqueta&sort_by=title:desc`,
    );
    const sheet = await readXlsx(res);
    expect(sheet.rowCount - 2).toBe(2);
    expect([sheet.getCell('B3').value, sheet.getCell('B4').value]).toEqual(explorer.units.map((u) => u.title));
  });

  it('answers the explorer messages for bad filters, and a clear 400 or 404 for the template', async () => {
    const base = `${LAB}/report/get_list_report/?template=listado`;
    const cases: Array<[string, number, unknown]> = [
      ['', 400, { detail: localize(EXPLORER_MESSAGES.businessProcessRequired, 'es') }],
      ['&business_process=NC&pk=nope', 400, { detail: localize(EXPLORER_MESSAGES.invalidPk, 'es') }],
      ['&business_process=NC&sort_by=nope:asc', 400, { detail: EXPLORER_MESSAGES.invalidProperty('nope').es }],
      [
        `&business_process=NC&advanced_filters=${enc(JSON.stringify({ nope: 'x' }))}`,
        400,
        { detail: EXPLORER_MESSAGES.invalidProperty('nope').es },
      ],
      ['&business_process=NC&centros=999999', 400, { detail: localize(EXPLORER_MESSAGES.centroRequired, 'es') }],
      ['&business_process=NOPE', 400, { business_process: [MESSAGES.unknownBusinessProcess('NOPE').es] }],
    ];
    for (const [query, status, body] of cases) {
      const res = await get(tokens.admin!, `${base}${query}`);
      expect(res.statusCode, query).toBe(status);
      expect(res.json(), query).toEqual(body);
    }
    const unknown = await get(tokens.admin!, `${LAB}/report/get_list_report/?business_process=NC&template=nope`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ template: [REPORT_MESSAGES.unknownReport('NC', 'nope').es] });
  });

  it('covers only what the user may read: the site scope reaches their centros, other tenants are 404', async () => {
    const atSite = await readXlsx(
      await get(tokens.user!, `${SITE}/report/get_list_report/?business_process=NC&template=listado`),
    );
    expect(atSite.rowCount - 2).toBeGreaterThanOrEqual(units.length);
    const manager = await readXlsx(
      await get(tokens.manager!, `${SITE}/report/get_list_report/?business_process=NC&template=listado`),
    );
    const managerRefs = (manager.getColumn(1).values as unknown[]).slice(3);
    const mine = await explorerCount('');
    expect(managerRefs).not.toContain(mine.units[0]!.reference);
    const other = await get(
      tokens['acme.admin']!,
      `${SITE}/report/get_list_report/?business_process=NC&template=listado`,
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('reading every unit by keyset', () => {
  it('walks the explorer order page by page, units without a value and ties included', async () => {
    const { deps, scope } = await actingAs(ctx, 'admin', 3, new Date());
    for (const sort_by of [
      'quantity_affected:asc',
      'quantity_affected:desc',
      'fecha_cierre:asc',
      'title:desc',
      'current_workflow_limit:asc',
    ]) {
      const query = explorerQuery.parse({ business_process: 'NC', sort_by });
      const resolved = await resolveList(deps.db, scope, query, { businessProcess: 'required', centros: 'scope' });
      const sort = resolveSort(query, resolved);
      const expected = await orderUnits(filteredUnits(deps.db, resolved.filter).select('units.id'), sort).execute();
      const walked: number[] = [];
      for await (const page of unitPages(deps.db, resolved.filter, sort, 2)) walked.push(...page.map((u) => u.id));
      expect(walked, sort_by).toEqual(expected.map((u) => u.id));
      expect(walked.length).toBeGreaterThanOrEqual(units.length);
    }
  });
});

describe('the demo templates', () => {
  it('pass the upload check and print a list for every report of every demo business process', async () => {
    for (const bp of ['DOCISODEFAULT', 'NC', 'CAPA', 'AUDIT', 'INDICATOR']) {
      const slots = (await get(tokens.admin!, `${SITE}/report/templates/?bp=${bp}`)).json().results;
      expect(slots.length, bp).toBeGreaterThan(0);
      for (const slot of slots) {
        expect(slot.stored, `${bp} ${slot.template}`).not.toBeNull();
        const file = await get(tokens.admin!, `${SITE}/report/templates/${slot.stored.id}/file/`);
        const again = await upload(
          tokens.admin!,
          `${SITE}/report/templates/`,
          { name: slot.template, bytes: file.rawPayload },
          {
            business_process: bp,
            name: slot.template,
          },
        );
        expect(again.statusCode, `${bp} ${slot.template}: ${again.body}`).toBe(200);
        if (slot.kind === 'xlsx') {
          const list = await get(
            tokens.admin!,
            `${LAB}/report/get_list_report/?business_process=${bp}&template=${slot.value}`,
          );
          const sheet = await readXlsx(list);
          expect(sheet.getRow(2).getCell(1).value, bp).toBe('Referencia');
        }
      }
    }
  });
});

describe('get_qunit_report and get_qunit_pdf', () => {
  it('fills the unit report with the unit, its fields and its history', async () => {
    const { uid, subject } = units[1]!;
    const unit = (await get(tokens.admin!, `${LAB}/unit/${enc(uid)}/`)).json();
    const res = await get(tokens.admin!, `${SITE}/report/${enc(uid)}/get_qunit_report/?template=informe`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(savedName(res)).toBe(`${unit.reference} Informe de no conformidad.docx`);
    const text = docxText(res.rawPayload);
    expect(text).toContain('Grupo Sanitario Demo');
    expect(text).toContain('Informe de no conformidad');
    expect(text).toContain(unit.reference);
    expect(text).toContain(subject);
    expect(text).toContain(unit.current_workflow_state.label);
    expect(text).toContain(unit.current_workflow_responsible.name);
    expect(text).toContain(unit.fields.severity.readable);
    // The history table has a row per entry, with the transition's label.
    expect(unit.workflow.length).toBeGreaterThanOrEqual(1);
    expect(text).toContain(unit.workflow[0].label);
    expect(text).not.toMatch(/\{[a-z_#/]+\}/);
    await opensInLibreOffice(res.rawPayload, 'docx');
  });

  it('prints the signature of a signed transition in the history, with its time zone and hash', async () => {
    // An NC taken to its closure, which is signed "Verificado" (docs/compliance.md).
    const { uid } = await api.createUnit(tokens.admin!, LAB, 'NC', { subject: 'Cierre firmado' });
    for (const step of ['iniciar_analisis', 'planificar_acciones', 'solicitar_verificacion', 'cerrar']) {
      const asked = await get(
        tokens.admin!,
        `${LAB}/unit/${enc(uid)}/get_fields_to_collect_during_transition/?transition_id=${step}`,
      );
      const adminId = (await get(tokens.admin!, '/api/v1/user_data/me/')).json().id as number;
      const res = await api.postJson(tokens.admin!, `${LAB}/unit/${enc(uid)}/execute_transition/`, {
        transition_id: step,
        ...(await api.requiredValues(tokens.admin!, LAB, asked.json().fields, adminId)),
        ...(asked.json().choose_responsible ? { responsible: adminId } : {}),
        signature: { username: 'admin', password: DEMO_PASSWORD },
      });
      expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
    }
    const [signed] = await ctx.db.k
      .selectFrom('unit_signatures')
      .selectAll()
      .where('transition_id', '=', 'cerrar')
      .execute();
    const res = await get(tokens.admin!, `${SITE}/report/${enc(uid)}/get_qunit_report/?template=informe`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const text = docxText(res.rawPayload);
    expect(text).toContain(`Verificado — ${signed!.printed_name} — `);
    expect(text).toContain('(Europe/Madrid)');
    expect(text).toContain(`SHA-256 ${signed!.content_hash}`);
    expect(text).not.toMatch(/\{[a-z_#/]+\}/);
  });

  it.skipIf(!hasSoffice)(
    'renders the PDF of a report the definition offers as PDF',
    async () => {
      const { uid } = units[0]!;
      const res = await get(tokens.admin!, `${SITE}/report/${enc(uid)}/get_qunit_pdf/?template=informe`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(savedName(res)).toMatch(/Informe de no conformidad\.pdf$/);
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    },
    120_000,
  );

  it('refuses unknown reports, PDFs not offered, and units the user may not read', async () => {
    const { uid } = units[0]!;
    const unknown = await get(tokens.admin!, `${SITE}/report/${enc(uid)}/get_qunit_report/?template=nope`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ template: [REPORT_MESSAGES.unknownReport('NC', 'nope').es] });
    const missing = await get(tokens.admin!, `${SITE}/report/${enc(uid)}/get_qunit_report/`);
    expect(missing.statusCode).toBe(400);
    for (const who of ['manager', 'acme.admin']) {
      const res = await get(tokens[who]!, `${SITE}/report/${enc(uid)}/get_qunit_report/?template=informe`);
      expect(res.statusCode, who).toBe(404);
    }
    const acme = await get(tokens['acme.admin']!, `/api/v1/acme/report/${enc(uid)}/get_qunit_report/?template=informe`);
    expect(acme.statusCode).toBe(404);
    expect(acme.json()).toEqual({ detail: MESSAGES.cantReadUnit(uid).es });
  });
});

describe('without LibreOffice', () => {
  const bare = useTestApp({ SOFFICE_PATH: '/nonexistent/soffice' }, null);

  it('answers 503 saying so for a PDF report, and still gives the .docx', async () => {
    const admin = await login(bare, 'admin');
    const { uid } = await unitsApi(bare).createUnit(admin, LAB, 'NC', { subject: 'Sin LibreOffice' });
    const pdf = await bare.app.inject({
      url: `${SITE}/report/${enc(uid)}/get_qunit_pdf/?template=informe`,
      headers: auth(admin),
    });
    expect(pdf.statusCode).toBe(503);
    expect(pdf.json()).toEqual({ detail: localize(FILE_MESSAGES.converterMissing, 'es') });
    const docx = await bare.app.inject({
      url: `${SITE}/report/${enc(uid)}/get_qunit_report/?template=informe`,
      headers: auth(admin),
    });
    expect(docx.statusCode).toBe(200);
  });
});

describe('custom templates (administrators)', () => {
  it('fills an uploaded docx with a unit, saved as {unit title}.docx', async () => {
    const { uid, subject } = units[2]!;
    const template = docxTemplate('Informe de {reference}\n{title}\n{#fields}{label}: {value}\n{/fields}{printed_by}');
    const res = await upload(tokens.admin!, `${SITE}/report/${enc(uid)}/get_qunit_custom_report/`, {
      name: 'mi plantilla.docx',
      bytes: template,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(savedName(res)).toBe(`${subject}.docx`);
    const text = docxText(res.rawPayload);
    expect(text).toContain(`Asunto: ${subject}`);
    expect(text).toContain('Marta Ruiz Ortega');
    await opensInLibreOffice(res.rawPayload, 'docx');
  });

  it("answers docxtemplater's explanation for a template it cannot fill, and refuses other kinds", async () => {
    const url = `${SITE}/report/${enc(units[0]!.uid)}/get_qunit_custom_report/`;
    const unclosed = await upload(tokens.admin!, url, { name: 't.docx', bytes: docxTemplate('Hola {reference') });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json()).toEqual({ template: ['The tag beginning with "{reference" is unclosed'] });
    const loop = await upload(tokens.admin!, url, { name: 't.docx', bytes: docxTemplate('{#history}{date}') });
    expect(loop.json()).toEqual({ template: ['The loop with tag "history" is unclosed'] });
    const unknownTag = await upload(tokens.admin!, url, { name: 't.docx', bytes: docxTemplate('{nombre_raro}') });
    expect(unknownTag.json()).toEqual({
      template: [REPORT_MESSAGES.unknownPlaceholder('nombre_raro', REPORT_MESSAGES.inDocument).es],
    });
    const xlsx = await upload(tokens.admin!, url, { name: 't.xlsx', bytes: await xlsxTemplate(['A'], ['{title}']) });
    expect(xlsx.json()).toEqual({ template: [REPORT_MESSAGES.wrongKind('docx').es] });
    const none = await api.postForm(tokens.admin!, url, {});
    expect(none.json()).toEqual({ template: [localize(MESSAGES.required, 'es')] });
    // The check-template dialog's schema (customTemplateInput) is applied here too: the name's kind counts.
    const renamed = await upload(tokens.admin!, url, { name: 'plantilla', bytes: docxTemplate('{title}') });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ template: [REPORT_MESSAGES.wrongKind('docx').es] });
  });

  it('fills an uploaded xlsx with the filtered units, saved as the spec names it', async () => {
    const template = await xlsxTemplate(
      ['Ref.', 'Asunto', 'Límite', 'Gravedad'],
      ['{reference}', '{subject}', '{current_workflow_limit}', '{severity}'],
    );
    const explorer = await explorerCount('search=etiqueta');
    const res = await upload(
      tokens.admin!,
      `${LAB}/report/get_list_custom_report/?business_process=NC&search=etiqueta`,
      { name: 'listado.xlsx', bytes: template },
    );
    expect(savedName(res)).toBe(`${CUSTOM_LIST_REPORT_NAME}.xlsx`);
    const sheet = await readXlsx(res);
    expect(sheet.name).toBe('Mi listado');
    expect(sheet.getCell('A1').value).toBe('Ref.');
    expect(sheet.rowCount - 1).toBe(explorer.count);
    expect((sheet.getColumn(1).values as unknown[]).slice(2)).toEqual(explorer.units.map((u) => u.reference));
    expect(sheet.getCell('C2').value).toBeInstanceOf(Date);
    await opensInLibreOffice(res.rawPayload, 'xlsx');
  });

  it('refuses xlsx templates without placeholders or with unknown ones, other kinds and bad filters', async () => {
    const url = `${LAB}/report/get_list_custom_report/?business_process=NC`;
    const plain = await upload(tokens.admin!, url, { name: 'a.xlsx', bytes: await xlsxTemplate(['A'], ['B']) });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ template: [localize(REPORT_MESSAGES.noPlaceholderRow, 'es')] });
    const odd = await upload(tokens.admin!, url, { name: 'a.xlsx', bytes: await xlsxTemplate(['A'], ['{nope}']) });
    expect(odd.json()).toEqual({
      template: [REPORT_MESSAGES.unknownPlaceholder('nope', REPORT_MESSAGES.inCell('A2')).es],
    });
    const docx = await upload(tokens.admin!, url, { name: 'a.docx', bytes: docxTemplate('{title}') });
    expect(docx.json()).toEqual({ template: [REPORT_MESSAGES.wrongKind('xlsx').es] });
    const noBp = await upload(tokens.admin!, `${LAB}/report/get_list_custom_report/`, {
      name: 'a.xlsx',
      bytes: await xlsxTemplate(['A'], ['{title}']),
    });
    expect(noBp.json()).toEqual({ detail: localize(EXPLORER_MESSAGES.businessProcessRequired, 'es') });
  });

  it('is for administrators only: managers and users get 403, other tenants 404', async () => {
    const unitUrl = `${SITE}/report/${enc(units[0]!.uid)}/get_qunit_custom_report/`;
    const listUrl = `${SITE}/report/get_list_custom_report/?business_process=NC`;
    const file = { name: 't.docx', bytes: docxTemplate('{title}') };
    for (const who of ['manager', 'user']) {
      for (const url of [unitUrl, listUrl]) {
        const res = await upload(tokens[who]!, url, file);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json()).toEqual({ detail: localize(MESSAGES.adminOnly, 'es') });
      }
    }
    expect((await upload(tokens['acme.admin']!, unitUrl, file)).statusCode).toBe(404);
    const acmeUnit = await upload(
      tokens['acme.admin']!,
      `/api/v1/acme/report/${enc(units[0]!.uid)}/get_qunit_custom_report/`,
      file,
    );
    expect(acmeUnit.statusCode).toBe(404);
  });
});

describe("the company's template files (administrators)", () => {
  const TEMPLATES = `${SITE}/report/templates/`;

  it('lists each template with its stored file', async () => {
    const res = await get(tokens.admin!, `${TEMPLATES}?bp=NC`);
    expect(res.statusCode, res.body).toBe(200);
    const [list, unit] = res.json().results;
    expect(list).toMatchObject({
      value: 'listado',
      kind: 'xlsx',
      stored: { name: 'Listado de no conformidades.xlsx', site_path: '/demo', can_edit: true },
    });
    expect(unit).toMatchObject({ value: 'informe', kind: 'docx', stored: { name: 'informe_nc.docx', can_edit: true } });
    const file = await get(tokens.admin!, `${SITE}/report/templates/${unit.stored.id}/file/`);
    expect(file.statusCode).toBe(200);
    expect(savedName(file)).toBe('informe_nc.docx');
    expect(docxText(file.rawPayload)).toContain('{reference}');
    expect((await get(tokens.user!, `${TEMPLATES}?bp=NC`)).statusCode).toBe(403);
  });

  it('replaces a template after checking it, and keeps nothing of a refused one', async () => {
    const before = (await get(tokens.admin!, `${TEMPLATES}?bp=NC`)).json().results[1].stored;
    const bad = await upload(
      tokens.admin!,
      TEMPLATES,
      { name: 'x.docx', bytes: docxTemplate('{#history}') },
      {
        business_process: 'NC',
        name: 'informe_nc.docx',
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ template: ['The loop with tag "history" is unclosed'] });
    const wrongName = await upload(
      tokens.admin!,
      TEMPLATES,
      { name: 'x.docx', bytes: docxTemplate('{title}') },
      {
        business_process: 'NC',
        name: 'otro.docx',
      },
    );
    expect(wrongName.json()).toEqual({ name: [REPORT_MESSAGES.notInDefinition('NC', 'otro.docx').es] });
    const wrongKind = await upload(
      tokens.admin!,
      TEMPLATES,
      { name: 'x.docx', bytes: docxTemplate('{title}') },
      {
        business_process: 'NC',
        name: 'Listado de no conformidades.xlsx',
      },
    );
    expect(wrongKind.json()).toEqual({ template: [REPORT_MESSAGES.wrongKind('xlsx').es] });
    expect((await get(tokens.admin!, `${TEMPLATES}?bp=NC`)).json().results[1].stored).toEqual(before);

    const replaced = await upload(
      tokens.admin!,
      TEMPLATES,
      { name: 'Informe NC v2.docx', bytes: docxTemplate('Versión 2 de {reference}') },
      { business_process: 'NC', name: 'informe_nc.docx' },
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().stored).toMatchObject({
      id: before.id,
      filename: 'Informe NC v2.docx',
      uploaded_by: { name: 'Marta Ruiz Ortega' },
    });
    const report = await get(tokens.admin!, `${SITE}/report/${enc(units[0]!.uid)}/get_qunit_report/?template=informe`);
    expect(docxText(report.rawPayload)).toContain('Versión 2 de NC-');
    const audit = await ctx.db.k
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity', '=', 'report_template')
      .where('entity_id', '=', 'NC/informe_nc.docx')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('update');
    expect(JSON.parse(audit.after!)).toMatchObject({ filename: 'Informe NC v2.docx', name: 'informe_nc.docx' });
  });

  it("lets a sub-company use its parent's templates, editable only at the parent", async () => {
    const NORTE = '/api/v1/demo/norte';
    const own = (await get(tokens.admin!, `${NORTE}/report/templates/?bp=CAPA`)).json().results[0].stored;
    expect(own).toMatchObject({ site_path: '/demo/norte', can_edit: true });
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${NORTE}/report/templates/${own.id}/`,
      headers: auth(tokens.admin!),
    });
    expect(deleted.statusCode).toBe(204);
    const inherited = (await get(tokens.admin!, `${NORTE}/report/templates/?bp=CAPA`)).json().results[0];
    expect(inherited).toMatchObject({ available: true, stored: { site_path: '/demo', can_edit: false } });
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `${NORTE}/report/templates/${inherited.stored.id}/`,
      headers: auth(tokens.admin!),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: REPORT_MESSAGES.ownTemplateOnly('/demo').es });
  });

  it('answers a clear 404 once a template is gone', async () => {
    const stored = (await get(tokens.admin!, `${TEMPLATES}?bp=NC`)).json().results[0].stored;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `${TEMPLATES}${stored.id}/`,
      headers: auth(tokens.admin!),
    });
    expect(res.statusCode).toBe(204);
    const slots = (await get(tokens.user!, `${LAB}/report/get_list_templates/?bp=NC`)).json().results;
    expect(slots[0].available).toBe(false);
    const report = await get(tokens.admin!, `${LAB}/report/get_list_report/?business_process=NC&template=listado`);
    expect(report.statusCode).toBe(404);
    expect(report.json()).toEqual({ detail: REPORT_MESSAGES.templateMissing('Listado de no conformidades.xlsx').es });
    const demoTemplate = (await get(tokens.admin!, `${TEMPLATES}?bp=NC`)).json().results[1].stored;
    for (const url of [`/api/v1/acme/report/templates/${demoTemplate.id}/`, `${TEMPLATES}${demoTemplate.id}/`]) {
      const other = await ctx.app.inject({ method: 'DELETE', url, headers: auth(tokens['acme.admin']!) });
      expect(other.statusCode, url).toBe(404);
    }
  });
});
