import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName } from './disposition.js';

describe('download names', () => {
  it('gives the title the extension of what is returned', () => {
    expect(downloadName('PG-07 Compras.docx', 'x.docx', 'docx', 'pdf')).toBe('PG-07 Compras.pdf');
    expect(downloadName('PG-07 Compras', 'x.docx', 'docx', 'docx')).toBe('PG-07 Compras.docx');
    expect(downloadName(undefined, 'registro.xlsx', 'xlsx', 'xlsx')).toBe('registro.xlsx');
    expect(downloadName('  ', 'archivo', '', '')).toBe('archivo');
  });

  it('removes what a file name or the header cannot hold', () => {
    expect(downloadName('a/b\\c:d*e?f"g<h>i|j\r\nk', 'x', '', 'pdf')).toBe('a-b-c-d-e-f-g-h-i-j--k.pdf');
    expect(downloadName('..', 'x.pdf', 'pdf', 'pdf')).toBe('documento.pdf');
    expect([...downloadName('ñ'.repeat(400), 'x', '', 'pdf')]).toHaveLength(154);
    // A right-to-left override would make "IT\u202Egnp.pdf" read "ITfdp.png".
    expect(downloadName('IT\u202Egnp\u2066.pdf', 'x.pdf', 'pdf', 'pdf')).toBe('ITgnp.pdf');
  });

  it('writes the UTF-8 name and an ASCII stand-in', () => {
    expect(contentDisposition('attachment', 'Limpieza «ñ» (v2).pdf')).toBe(
      `attachment; filename="Limpieza _n_ (v2).pdf"; filename*=UTF-8''Limpieza%20%C2%AB%C3%B1%C2%BB%20%28v2%29.pdf`,
    );
    expect(contentDisposition('inline', 'a.pdf')).toBe(`inline; filename="a.pdf"; filename*=UTF-8''a.pdf`);
  });
});
