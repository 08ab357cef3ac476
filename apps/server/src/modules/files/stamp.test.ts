import { spawnSync } from 'node:child_process';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fitLine, stampPdf } from './stamp.js';
import { stampDate, stampLines } from './stamp-texts.js';

const text = (pdf: Uint8Array) =>
  spawnSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(pdf) }).stdout.toString('utf8');

const facts = {
  lang: 'es',
  status: 'public' as const,
  reference: 'DOC-00042',
  title: 'Procedimiento de compras',
  version: 3,
  at: new Date('2026-03-02T09:05:00Z'),
  user: 'Lucía Fernández Gil',
};

describe('stamp texts', () => {
  it('says what the copy is, in the user language, with Madrid time', () => {
    expect(stampDate(facts.at)).toBe('02/03/2026 10:05');
    expect(stampLines(facts).footer).toBeUndefined();
    const { header, footer } = stampLines({
      ...facts,
      lang: 'en',
      status: 'draft',
      copy: { kind: 'controlled', number: 7 },
    });
    expect(`${header.before}${header.shrink}${header.after}`).toBe(
      'Draft – not in force · DOC-00042 · Procedimiento de compras · Version 3 · 02/03/2026 10:05 · Lucía Fernández Gil',
    );
    expect(footer?.before).toBe(
      'Copy no. 7 issued to Lucía Fernández Gil on 02/03/2026 10:05. Not the version in force: do not use.',
    );
  });

  it('says who approved the version in force and when, and nothing of it on a draft', () => {
    const signed = { meaning: 'Aprobado', name: 'Marta Ruiz Ortega', at: new Date('2026-02-27T16:30:00Z') };
    expect(stampLines({ ...facts, signed }).header.after).toBe(
      ' · Versión 3 · Aprobado por Marta Ruiz Ortega el 27/02/2026 17:30 · 02/03/2026 10:05 · Lucía Fernández Gil',
    );
    expect(stampLines({ ...facts, lang: 'ca', signed }).header.after).toContain('Aprobado per Marta Ruiz Ortega el');
    expect(stampLines({ ...facts, status: 'draft', signed }).header.after).not.toContain('Aprobado');
  });

  it.each([
    ['es', 'Copia controlada nº 4 · ', 'Copia no controlada · ', 'Copia no controlada impresa por Lucía Fernández Gil'],
    [
      'ca',
      'Còpia controlada núm. 4 · ',
      'Còpia no controlada · ',
      'Còpia no controlada impresa per Lucía Fernández Gil',
    ],
    ['en', 'Controlled copy no. 4 · ', 'Uncontrolled copy · ', 'Uncontrolled copy printed by Lucía Fernández Gil'],
  ])(
    'names a version in force printed as controlled copy nº N or as an uncontrolled copy (%s)',
    (lang, numbered, uncontrolled, footer) => {
      const controlled = stampLines({ ...facts, lang, copy: { kind: 'controlled', number: 4 } });
      expect(controlled.header.before).toBe(`${numbered}DOC-00042 · `);
      const print = stampLines({ ...facts, lang, copy: { kind: 'uncontrolled' } });
      expect(print.header.before).toBe(`${uncontrolled}DOC-00042 · `);
      expect(print.footer?.before).toContain(footer);
      // A draft printed either way still says first that it is not in force.
      expect(
        stampLines({ ...facts, lang, status: 'draft', copy: { kind: 'uncontrolled' } }).header.before,
      ).not.toContain(uncontrolled.slice(0, -3));
    },
  );
});

describe('stampPdf', () => {
  it('cuts the title, not the date or the user, when the line is too long', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const line = fitLine(
      font,
      { before: 'Copia controlada · ', shrink: 'Título '.repeat(40), after: ' · Versión 3 · Ana' },
      300,
    );
    expect(line.startsWith('Copia controlada · Título')).toBe(true);
    expect(line.endsWith('… · Versión 3 · Ana')).toBe(true);
    expect(font.widthOfTextAtSize(line, 8)).toBeLessThanOrEqual(300);
    expect(fitLine(font, { before: 'Ω → ', shrink: '', after: '' }, 300)).toBe('? ? ');
  });

  it('stamps every page, whatever its rotation, readable the way the page is shown', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const angle of [0, 90, 180, 270]) {
      const page = doc.addPage([595, 842]);
      page.drawText(`Página girada ${angle}`, { x: 72, y: 400, size: 14, font });
      page.setRotation(degrees(angle));
    }
    const stamped = await stampPdf(
      await doc.save(),
      stampLines({ ...facts, copy: { kind: 'controlled', number: 12 } }),
    );
    const pages = text(stamped).split('\f');
    for (const angle of [0, 90, 180, 270]) {
      const page = pages[[0, 90, 180, 270].indexOf(angle)]!;
      expect(page).toContain(
        'Copia controlada nº 12 · DOC-00042 · Procedimiento de compras · Versión 3 · 02/03/2026 10:05',
      );
      expect(page).toContain('Copia nº 12 entregada a Lucía Fernández Gil el 02/03/2026 10:05.');
    }
  });
});
