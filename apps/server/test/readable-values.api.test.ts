import { FILE_MESSAGES } from '@qualium/contracts';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsApi, PNG, tinyPdf, type Upload } from './files-fixture.js';
import { login, useTestApp } from './harness.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * A dynamic choice stores its source's code (an NC's "Norma incumplida" holds `iso_15189`, one of
 * the standards of its source audit) and every place that shows it reads the source field's text:
 * the unit's field, its history and the list report (issue 14, point 1). Image fields are shown
 * as pictures (get_qunit_thumbnail) and centro fields with their centro's logo.
 */
const ctx = useTestApp();
const { get, createUnit } = unitsApi(ctx);
const LAB = '/api/v1/demo/3';
let token = '';
let nc = '';

beforeAll(async () => {
  token = await login(ctx, 'admin');
  const audit = await createUnit(token, LAB, 'AUDIT', {
    standard: ['iso_15189', 'iso_9001'],
    planned_start: { date: '2026-11-23', time: '08:30' },
  });
  nc = (await createUnit(token, LAB, 'NC', { audit: audit.uid, requirement: 'iso_15189' })).uid;
});

describe('a dynamic choice reads as its source field', () => {
  it("in the unit's field and its history", async () => {
    const res = await get(token, `${LAB}/unit/${enc(nc)}/`);
    expect(res.statusCode, res.body).toBe(200);
    const unit = res.json();
    expect(unit.fields.requirement).toMatchObject({ value: 'iso_15189', readable: 'ISO 15189:2022' });
    const created = unit.workflow.at(-1).fields.find((f: { field: string }) => f.field === 'requirement');
    expect(created).toMatchObject({ kind: 'new', new: 'ISO 15189:2022' });
  });

  it('in the list report', async () => {
    const res = await get(token, `${LAB}/report/get_list_report/?business_process=NC&template=listado&pk=${enc(nc)}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(2).values as unknown[]).slice(1);
    const column = headers.indexOf('Norma incumplida') + 1;
    expect(column).toBeGreaterThan(0);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(3).getCell(column).value).toBe('ISO 15189:2022');
  });
});

describe('pictures beside values', () => {
  const { postForm } = unitsApi(ctx);
  const docs = documentsApi(ctx);

  /** An NC of the lab with `photo` uploaded at creation, as the dialog sends it. */
  async function ncWithPhoto(photo: Upload): Promise<string> {
    const form = await creationFieldsOf('NC');
    const res = await postForm(token, `${LAB}/unit/create_and_execute_initial_transition/`, form, { photo });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().uid;
  }
  async function creationFieldsOf(bp: string): Promise<Record<string, string>> {
    const { creationFields, requiredValues } = unitsApi(ctx);
    const form = await creationFields(token, LAB, bp);
    const person = form.responsible_candidates[0]?.id ?? 1;
    const values = await requiredValues(token, LAB, form.fields, person);
    return Object.fromEntries([
      ['business_process', bp],
      ...(form.responsible_candidates.length > 0 ? [['responsible', String(person)]] : []),
      ...Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    ]);
  }
  const thumbnail = (uid: string, query: string) => get(token, `${LAB}/unit/${enc(uid)}/get_qunit_thumbnail/?${query}`);

  it("an image field's picture is served for the viewer's thumbnail, and kept out of the download tracker", async () => {
    const uid = await ncWithPhoto({ name: 'fuga.png', type: 'image/png', bytes: PNG });
    const res = await thumbnail(uid, 'attribute=photo&path=fuga.png');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const unit = (await get(token, `${LAB}/unit/${enc(uid)}/`)).json();
    expect(unit.download_tracker).toEqual([]);
  });

  it('answers 404 for a missing file or one browsers do not draw, 400 for a field that is no image', async () => {
    // The start of a HEIC photo (as phones take them): taken by the field, drawn by no browser.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    const uid = await ncWithPhoto({ name: 'fuga.heic', type: 'image/heic', bytes: heic });
    expect((await thumbnail(uid, 'attribute=photo&path=fuga.heic')).statusCode).toBe(404);
    expect((await thumbnail(uid, 'attribute=photo&path=otra.png')).statusCode).toBe(404);
    const evidence = await thumbnail(uid, 'attribute=evidence&path=fuga.png');
    expect(evidence.statusCode).toBe(400);
    expect(evidence.json()).toEqual({ attribute: [FILE_MESSAGES.notImageField('evidence').en] });
  });

  it("a centro field carries its centro's logo", async () => {
    const created = await docs.create(token, 'IT-LOGO', 'Instrucción con centro emisor', {
      name: 'it.pdf',
      bytes: tinyPdf('IT'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const uid: string = created.json().uid;
    // No demo transition fills the read-only issuing centre: give it one as an import would.
    const row = await ctx.db.k.selectFrom('units').select('fields').where('uid', '=', uid).executeTakeFirstOrThrow();
    const fields = JSON.stringify({ ...JSON.parse(row.fields), issuing_centre: 3 });
    await ctx.db.k.updateTable('units').set({ fields }).where('uid', '=', uid).execute();
    const unit = (await get(token, `${LAB}/unit/${enc(uid)}/`)).json();
    const centro = await ctx.db.k
      .selectFrom('centros')
      .select(['name', 'logo'])
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    expect(centro.logo).toBeTruthy();
    expect(unit.fields.issuing_centre).toMatchObject({ value: 3, readable: centro.name, logo: centro.logo });
  });
});
