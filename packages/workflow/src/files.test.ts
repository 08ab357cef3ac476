import { UPLOAD_MAX_BYTES } from '@qualium/contracts';
import { describe, expect, it } from 'vitest';
import { checkFileUpload, fileExtension } from './files.js';

const upload = (size: number, filename = 'acta.pdf') => ({ filename, size, mimetype: 'application/pdf' });

describe('file uploads (records-explorer §5)', () => {
  it('is 20 MiB', () => expect(UPLOAD_MAX_BYTES).toBe(20 * 1024 * 1024));

  it.each([
    [upload(0), true],
    [upload(1), true],
    [upload(UPLOAD_MAX_BYTES - 1), true],
  ])('%j passes', (file) => expect(checkFileUpload(file)).toEqual({ ok: true, value: file }));

  it('refuses exactly 20 MiB (the size must be below it) with the spec message', () => {
    expect(checkFileUpload(upload(UPLOAD_MAX_BYTES))).toEqual({
      ok: false,
      errors: [{ code: 'inputs.file_too_big' }],
    });
  });

  it.each([
    [null],
    ['acta.pdf'],
    [{ filename: 'a.pdf' }],
    [{ size: 3 }],
    [upload(-1)],
    [upload(1.5)],
    [upload(3, ' ')],
  ])('%j → inputs.file_not_valid', (raw) =>
    expect(checkFileUpload(raw)).toEqual({ ok: false, errors: [{ code: 'inputs.file_not_valid' }] }),
  );

  it('accepts any extension unless the field lists some', () => {
    expect(checkFileUpload(upload(10, 'foto.HEIC')).ok).toBe(true);
    expect(checkFileUpload(upload(10, 'foto.HEIC'), ['.heic', '.jpg']).ok).toBe(true);
    expect(checkFileUpload(upload(10, 'macro.xlsm'), ['.pdf', '.docx'])).toEqual({
      ok: false,
      errors: [{ code: 'inputs.file_not_valid', params: { accept: '.pdf, .docx' } }],
    });
  });

  it.each([
    ['Informe final.PDF', '.pdf'],
    ['archivo', ''],
    ['.bashrc', ''],
    ['a.tar.gz', '.gz'],
  ])('extension of %s is %s', (name, ext) => expect(fileExtension(name)).toBe(ext));
});
