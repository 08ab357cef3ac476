import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentsApi, tinyPdf } from './files-fixture.js';
import { login, useTestApp } from './harness.js';
import { enc, unitsApi } from './units-fixture.js';

/**
 * A dynamic choice stores its source's code (an NC's "Norma incumplida" holds `iso_15189`, one of
 * the standards of its source audit) and every place that shows it reads the source field's text:
 * the unit's field, its history and the list report (issue 14, point 1). Centro fields carry
 * their centro's logo (image fields' pictures: thumbnails.api.test.ts).
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

describe('centro fields', () => {
  const docs = documentsApi(ctx);

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
