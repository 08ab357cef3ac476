import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES } from '@qualium/contracts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderedPdfPath, stageBuffer, storeStaged } from './blobs.js';
import { imageToPdf, PdfConverter, pdfSourceOf } from './convert.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('pdfSourceOf', () => {
  it.each([
    ['application/pdf', 'a.pdf', 'pdf'],
    ['image/png', 'a.png', 'image'],
    ['image/jpeg', 'a.jpg', 'image'],
    ['image/gif', 'a.gif', null],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx', 'office'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx', 'office'],
    ['application/vnd.oasis.opendocument.text', 'a.odt', 'office'],
    ['application/x-cfb', 'viejo.doc', 'office'],
    ['application/x-cfb', 'correo.msg', null],
    ['text/csv', 'a.csv', 'office'],
    ['text/html', 'a.html', null],
    ['image/svg+xml', 'a.svg', null],
    ['application/zip', 'a.zip', null],
  ])('%s %s', (mime, name, expected) => {
    expect(pdfSourceOf(mime, name)).toBe(expected);
  });
});

it('places an image on an A4 page', async () => {
  const pdf = await PDFDocument.load(await imageToPdf(PNG, 'image/png'));
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
});

describe('PdfConverter', () => {
  /** A stand-in for soffice: logs when it runs, then does what `body` says (sh). */
  function fakeSoffice(dir: string, body: string): string {
    const script = path.join(dir, 'soffice');
    fs.writeFileSync(
      script,
      `#!/bin/sh\nfor last; do true; done\nout=$(dirname "$last")\necho "start $$ $(date +%s%N)" >> ${dir}/log\n${body}\necho "end $$ $(date +%s%N)" >> ${dir}/log\n`,
    );
    fs.chmodSync(script, 0o755);
    return script;
  }

  function stored(dataDir: string, text: string) {
    const file = stageBuffer(dataDir, Buffer.from(text), { filename: 'IT-01.docx', mimetype: 'x' });
    storeStaged(dataDir, file);
    return { sha256: file.sha256, mimetype: 'application/msword', filename: 'IT-01.docx' };
  }

  const workspace = () => fs.mkdtempSync(path.join(os.tmpdir(), 'convert-'));
  const writePdf = `printf '%%PDF-1.4\\n' > "$out/source.pdf"`;

  it('converts once, keeps the rendering, and runs one conversion at a time', async () => {
    const dir = workspace();
    const soffice = fakeSoffice(dir, `sleep 0.3; ${writePdf}`);
    const converter = new PdfConverter(dir, { path: soffice, timeoutMs: 10_000 });
    const a = stored(dir, 'uno');
    const b = stored(dir, 'dos');
    const [pa, pa2, pb] = await Promise.all([
      converter.rendering('office', a),
      converter.rendering('office', a),
      converter.rendering('office', b),
    ]);
    expect(pa).toBe(renderedPdfPath(dir, a.sha256));
    expect(pa2).toBe(pa);
    expect(fs.readFileSync(pb, 'latin1')).toMatch(/^%PDF-1.4/);
    await converter.rendering('office', a);
    const log = fs.readFileSync(path.join(dir, 'log'), 'utf8').trim().split('\n');
    // Two documents, two runs (the same one asked twice and then again is converted once), never overlapping.
    expect(log.map((l) => l.split(' ')[0])).toEqual(['start', 'end', 'start', 'end']);
  });

  it('says when soffice is missing, too slow, or makes nothing', async () => {
    const dir = workspace();
    const missing = new PdfConverter(dir, { path: path.join(dir, 'nowhere', 'soffice'), timeoutMs: 10_000 });
    await expect(missing.rendering('office', stored(dir, 'a'))).rejects.toMatchObject({
      statusCode: 503,
      body: { detail: FILE_MESSAGES.converterMissing },
    });
    const slow = new PdfConverter(dir, { path: fakeSoffice(dir, 'sleep 5'), timeoutMs: 1000 });
    await expect(slow.rendering('office', stored(dir, 'b'))).rejects.toMatchObject({
      statusCode: 503,
      body: { detail: FILE_MESSAGES.conversionTimeout },
    });
    const lazy = new PdfConverter(dir, { path: fakeSoffice(dir, 'true'), timeoutMs: 10_000 });
    await expect(lazy.rendering('office', stored(dir, 'c'))).rejects.toMatchObject({
      statusCode: 422,
      body: { detail: FILE_MESSAGES.conversionFailed },
    });
    const failing = new PdfConverter(dir, { path: fakeSoffice(dir, 'exit 1'), timeoutMs: 10_000 });
    await expect(failing.rendering('office', stored(dir, 'd'))).rejects.toMatchObject({ statusCode: 422 });
  });
});
