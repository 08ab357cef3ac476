import { describe, expect, it } from 'vitest';
import { FILE_TYPES, fileTypeOf } from './fileTypes';

describe('file-type icons', () => {
  it.each([
    ['application/pdf', 'informe.bin', 'pdf'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a', 'xls'],
    ['application/vnd.ms-excel', 'a', 'xls'],
    ['text/csv', 'a', 'xls'],
    ['application/msword', 'a', 'msword'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a', 'msword'],
    ['application/vnd.openxmlformats-officedocument.presentationml.presentation', 'a', 'pptx'],
    ['application/vnd.ms-powerpoint', 'a', 'pptx'],
    ['image/png', 'a', 'image'],
    ['image/jpeg; charset=binary', 'a', 'image'],
    ['video/mp4', 'a', 'video'],
    ['audio/mpeg', 'a', 'audio'],
    ['application/zip', 'a.zip', 'file'],
  ])('%s → %s', (mimetype, filename, expected) => {
    expect(fileTypeOf(mimetype, filename)).toBe(expected);
  });

  it('falls back to the extension when the type is generic or missing', () => {
    expect(fileTypeOf('application/octet-stream', 'Plan de auditoría.PDF')).toBe('pdf');
    expect(fileTypeOf('', 'acta.docx')).toBe('msword');
    expect(fileTypeOf(null, 'foto.jpeg')).toBe('image');
    expect(fileTypeOf(undefined, 'sin-extension')).toBe('file');
    expect(fileTypeOf(undefined, undefined)).toBe('file');
  });

  it('only ever answers one of the spec icons', () => {
    for (const name of ['a.txt', 'b.xlsm', 'c.odp', 'd.wav', 'e.webm', 'f']) {
      expect(FILE_TYPES).toContain(fileTypeOf(null, name));
    }
  });
});
