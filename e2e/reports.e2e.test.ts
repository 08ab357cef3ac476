import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import PizZip from 'pizzip';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import es from '../apps/web/src/features/reports/i18n/es.json' with { type: 'json' };
import { screenshot, storedSession, useBrowser } from './browser.js';

/**
 * Reports in Chromium on the demo data: the explorer header's list report (the downloaded .xlsx,
 * read with exceljs, holds as many rows as the explorer counts for the current filters), a unit's
 * report from the viewer's print menu, and the check-template dialog for an administrator (absent
 * for a user), with the report messages of records-explorer §4.
 */
const b = useBrowser();

async function signIn(username: string, viewport: { width?: number; height?: number } = {}) {
  const { page, context } = await b.signedIn(username, viewport);
  const session = await storedSession(page);
  const api = async <T>(url: string): Promise<T> => {
    const res = await fetch(`${b.baseUrl}/api/v1${session.site}/${session.centro}${url}`, {
      headers: { Authorization: `Token ${session.token}` },
    });
    expect(res.status, url).toBe(200);
    return (await res.json()) as T;
  };
  return { page, context, api };
}

/** A download's bytes and the name the browser saves it under. */
async function downloaded(download: Download): Promise<{ name: string; bytes: Buffer }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qualium-e2e-report-')), 'file');
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return { name: download.suggestedFilename(), bytes };
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

const docxText = (bytes: Buffer) =>
  new PizZip(bytes)
    .file('word/document.xml')!
    .asText()
    .replace(/<[^>]+>/g, '');

/** The global message's text once it says `text`. */
const message = (page: Page, text: string) => page.getByTestId('global-message').filter({ hasText: text }).waitFor();

/** A one-paragraph docx template (what Word needs). */
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
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p><w:sectPr/></w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer' });
}

interface UnitList {
  count: number;
  count_exact: boolean;
  units: Array<{ uid: string; reference: string; title: string }>;
}

describe('reports', () => {
  it('downloads the list report of the current filters from the explorer header', async () => {
    const { page, context, api } = await signIn('admin');
    await page.goto('/explorer?business_process=NC');
    await page.getByTestId('unit-row').first().waitFor();
    const all = await api<UnitList>('/unit/explorer/?business_process=NC');
    expect(all.count_exact).toBe(true);
    const control = page.getByTestId('explorer-list-report');
    await expect.poll(() => control.isEnabled()).toBe(true);
    await screenshot(page, 'reports-header-controls');

    // The report is held back a moment so that the info message and the disabled control show.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/report/get_list_report/**', async (route) => {
      await held;
      await route.continue();
    });
    const downloading = page.waitForEvent('download');
    await control.click();
    await message(page, es.info);
    await expect.poll(() => control.isDisabled()).toBe(true);
    release();
    const { name, bytes } = await downloaded(await downloading);
    await message(page, es.success);
    await page.unroute('**/report/get_list_report/**');
    expect(name).toBe('Listado de no conformidades.xlsx');
    const sheet = await sheetOf(bytes);
    expect(sheet.getRow(2).getCell(1).value).toBe('Referencia');
    expect(sheet.rowCount - 2).toBe(all.count);
    expect((sheet.getColumn(1).values as unknown[]).slice(3, 13)).toEqual(all.units.map((u) => u.reference));
    await expect.poll(() => control.isEnabled()).toBe(true);

    // With a filter the report follows it.
    const word = all.units[0]!.title.split(' ').find((w) => w.length >= 5)!;
    await page.goto(`/explorer?business_process=NC&search=${encodeURIComponent(word)}`);
    await page.getByTestId('unit-row').first().waitFor();
    const filtered = await api<UnitList>(`/unit/explorer/?business_process=NC&search=${encodeURIComponent(word)}`);
    const [again] = await Promise.all([page.waitForEvent('download'), control.click()]);
    const narrowed = await sheetOf((await downloaded(again)).bytes);
    expect(narrowed.rowCount - 2).toBe(filtered.count);
    expect(filtered.count).toBeLessThan(all.count);
    await context.close();
  });

  it("prints a unit's report from the viewer's print menu", async () => {
    const { page, context } = await signIn('admin');
    await page.goto('/explorer?business_process=NC');
    const row = page.getByTestId('unit-row').first();
    await row.waitFor();
    const reference = (await row.locator('td').nth(2).textContent())?.trim() ?? '';
    await row.click();
    const panel = page.getByTestId('unit-panel');
    await panel.getByTestId('viewer-action-reports').click();
    const item = page.getByTestId('viewer-report-report-informe');
    await item.waitFor();
    await screenshot(page, 'reports-print-menu');
    const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
    const { name, bytes } = await downloaded(download);
    expect(name).toMatch(/ Informe de no conformidad\.docx$/);
    const text = docxText(bytes);
    expect(text).toContain(name.split(' ')[0]);
    expect(text).toContain('Grupo Sanitario Demo');
    if (reference) expect(name.startsWith(reference) || text.includes(reference)).toBe(true);
    await message(page, es.success);
    await context.close();
  });

  it('tries a custom template in the check-template dialog as an administrator', async () => {
    const { page, context, api } = await signIn('admin');
    await page.goto('/explorer?business_process=NC');
    await page.getByTestId('unit-row').first().waitFor();
    await page.getByTestId('explorer-check-template').click();
    const dialog = page.getByTestId('check-template-dialog');
    await dialog.waitFor();
    // Both the file and the document are required for a docx template.
    await dialog.getByTestId('check-generate').click();
    await dialog.getByText(es.check.problems.fileRequired).waitFor();
    await dialog.getByText(es.check.problems.unitRequired).waitFor();

    await dialog.getByTestId('check-file-input').setInputFiles({
      name: 'mi plantilla.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxTemplate('Ficha de {reference}: {title}'),
    });
    const first = (await api<UnitList>('/unit/explorer/?business_process=NC&items_per_page=100')).units[0]!;
    await dialog.getByTestId('check-unit').locator('input').click();
    await page.getByRole('option', { name: `${first.reference} · ${first.title}` }).click();
    await screenshot(page, 'reports-check-template-dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('check-generate').click()]);
    const { name, bytes } = await downloaded(download);
    expect(name).toBe(`${first.title}.docx`);
    expect(docxText(bytes)).toContain(`Ficha de ${first.reference}: ${first.title}`);

    // A template docxtemplater cannot fill is explained in the dialog.
    await dialog.getByTestId('check-file-input').setInputFiles({
      name: 'rota.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docxTemplate('Ficha de {reference'),
    });
    await dialog.getByTestId('check-generate').click();
    await dialog.getByTestId('template-refused').filter({ hasText: 'is unclosed' }).waitFor();
    await message(page, es.error);

    // The xlsx kind needs no document; the process's own files are in the other tab.
    await dialog.getByTestId('check-kind-xlsx').click();
    expect(await dialog.getByTestId('check-unit').count()).toBe(0);
    // What the server would refuse is refused here, before sending: an .xls, with the server's reason.
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('get_list_custom_report') && sent.push(r.url()));
    await dialog.getByTestId('check-file-input').setInputFiles({
      name: 'listado antiguo.xls',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from('not read'),
    });
    await dialog.getByText(es.check.problems.xlsNotSupported).waitFor();
    await dialog.getByTestId('check-generate').click();
    await screenshot(page, 'reports-check-template-xls-refused');
    expect(sent).toEqual([]);
    await dialog.getByTestId('check-tab-files').click();
    await dialog.getByTestId('template-file-listado').waitFor();
    expect(await dialog.getByTestId('template-file-informe').textContent()).toContain('informe_nc.docx');
    await screenshot(page, 'reports-template-files');
    await context.close();
  });

  it('offers the list report but not the check-template control to a user (on a phone)', async () => {
    const { page, context } = await signIn('user', { width: 390, height: 800 });
    await page.goto('/explorer?business_process=NC');
    await page.getByTestId('explorer-title').waitFor();
    await page.getByTestId('explorer-list-report').waitFor();
    expect(await page.getByTestId('explorer-check-template').count()).toBe(0);
    await screenshot(page, 'reports-header-mobile-user');
    await context.close();
  });
});
