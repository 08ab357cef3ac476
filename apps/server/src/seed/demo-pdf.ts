/**
 * A small but real PDF (one A4 page of Helvetica text) for the demo's documents and audit reports,
 * so the viewer, the versions box and the downloads have a true file behind each version. Written
 * by hand to avoid a PDF dependency in the server for demo data only.
 */

export interface PdfText {
  /** Bold lines at the top (company, code and title). */
  heading: string[];
  /** Body paragraphs, wrapped to the page width. */
  paragraphs: string[];
  /** Small print at the bottom (version, date, "copia controlada"…). */
  footer: string;
}

const WIDTH = 595;
const HEIGHT = 842;
const MARGIN = 56;
const CHARS_PER_LINE = 92;

/** PDF string literal in WinAnsi (Latin-1 covers Spanish and Catalan). */
function literal(text: string): string {
  const latin1 = text
    .replace(/[‘’]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\xff]/g, '?');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

function wrap(text: string, width = CHARS_PER_LINE): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(doc: PdfText): string {
  const ops: string[] = ['BT', `${MARGIN} ${HEIGHT - MARGIN} Td`];
  let first = true;
  const line = (font: string, size: number, text: string, lead: number) => {
    ops.push(`/${font} ${size} Tf`);
    ops.push(first ? `${literal(text)} Tj` : `0 -${lead} Td ${literal(text)} Tj`);
    first = false;
  };
  for (const h of doc.heading) line('F2', 13, h, 18);
  let gap = 28;
  for (const p of doc.paragraphs) {
    for (const [i, l] of wrap(p).entries()) line('F1', 10, l, i === 0 ? gap : 13);
    gap = 20;
  }
  ops.push('ET', 'BT', `/F1 8 Tf ${MARGIN} ${MARGIN - 20} Td ${literal(doc.footer)} Tj`, 'ET');
  return ops.join('\n');
}

/** The bytes of a one-page PDF with the given text (text that does not fit is cut at the page end). */
export function demoPdf(doc: PdfText): Buffer {
  const stream = contentStream(doc);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${WIDTH} ${HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
