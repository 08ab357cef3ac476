import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoDocx } from '../../seed/demo-office.js';
import { extensionOf, identifyFile, judge, looksLikeText } from './detect.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function onDisk(bytes: Buffer | string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'detect-')), 'upload');
  fs.writeFileSync(file, bytes);
  return file;
}

describe('identifyFile', () => {
  it.each([
    ['a real PDF', '%PDF-1.4\n%%EOF\n', 'informe.pdf', { ok: true, ext: 'pdf', mime: 'application/pdf' }],
    ['PNG bytes named .pdf', PNG, 'informe.pdf', { ok: false, reason: 'mismatch', ext: 'png' }],
    ['PNG bytes named .jpg', PNG, 'foto.jpg', { ok: false, reason: 'mismatch', ext: 'png' }],
    ['PNG bytes without extension', PNG, 'foto', { ok: true, ext: 'png', mime: 'image/png' }],
    ['PNG bytes with an unknown extension', PNG, 'foto.scan', { ok: true, ext: 'png', mime: 'image/png' }],
    ['random bytes', Buffer.from([0, 159, 19, 136, 1, 254]), 'informe.pdf', { ok: false, reason: 'unknown' }],
    ['an empty file', '', 'vacio.txt', { ok: false, reason: 'unknown' }],
    ['text named .txt', 'Acta de la reunión\n', 'acta.txt', { ok: true, ext: 'txt', mime: 'text/plain' }],
    ['text named .csv', 'a;b\n1;2\n', 'registro.csv', { ok: true, ext: 'csv', mime: 'text/csv' }],
    ['text named .json', '{"a":1}', 'bp.json', { ok: true, ext: 'json', mime: 'application/json' }],
    ['text with an unknown extension', 'notas', 'notas.cfg', { ok: true, ext: 'txt', mime: 'text/plain' }],
    ['text named .docx', 'PK docx', 'x.docx', { ok: false, reason: 'mismatch', ext: 'txt' }],
    ['XML named .svg', '<?xml version="1.0"?><svg/>', 'logo.svg', { ok: true, ext: 'svg', mime: 'image/svg+xml' }],
  ])('%s', async (_what, bytes, name, expected) => {
    expect(await identifyFile(onDisk(bytes), name)).toEqual(expected);
  });

  it('reads a Word document whole, and a renamed one as the zip it is', async () => {
    const docx = onDisk(demoDocx({ heading: ['Hola'], paragraphs: ['Cuerpo'], footer: 'Pie' }));
    expect(await identifyFile(docx, 'IT-01.docx')).toMatchObject({ ok: true, ext: 'docx' });
    expect(await identifyFile(docx, 'IT-01.zip')).toMatchObject({ ok: true, ext: 'docx' });
    expect(await identifyFile(docx, 'IT-01.xlsx')).toMatchObject({ ok: false, reason: 'mismatch' });
  });
});

describe('judge', () => {
  it('takes the more precise name of an OLE compound file', () => {
    expect(judge({ ext: 'cfb', mime: 'application/x-cfb' }, 'viejo.xls', true)).toEqual({
      ok: true,
      ext: 'xls',
      mime: 'application/vnd.ms-excel',
    });
    expect(judge({ ext: 'cfb', mime: 'application/x-cfb' }, 'viejo.pdf', true)).toMatchObject({ ok: false });
  });

  it('trusts an office name over a plain zip, since file-type reads only the first entries', () => {
    expect(judge({ ext: 'zip', mime: 'application/zip' }, 'plan.ods', true)).toEqual({
      ok: true,
      ext: 'ods',
      mime: 'application/vnd.oasis.opendocument.spreadsheet',
    });
  });
});

describe('looksLikeText', () => {
  it('admits UTF-8, Windows-1252 and UTF-16 with its mark; not control bytes', () => {
    expect(looksLikeText(Buffer.from('Año\tmes\r\n', 'utf8'))).toBe(true);
    expect(looksLikeText(Buffer.from('Año 4,5 \xb0C\n', 'latin1'))).toBe(true);
    expect(looksLikeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hola', 'utf16le')]))).toBe(true);
    expect(looksLikeText(Buffer.from([0x48, 0x00, 0x6f]))).toBe(false);
    expect(looksLikeText(Buffer.from([0x48, 0x1b, 0x6f]))).toBe(false);
    expect(looksLikeText(Buffer.alloc(0))).toBe(false);
  });
});

it('extensionOf', () => {
  expect(extensionOf('Informe.Final.PDF')).toBe('pdf');
  expect(extensionOf('.bashrc')).toBe('');
  expect(extensionOf('sin-extension')).toBe('');
});
