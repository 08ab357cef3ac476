import ExcelJS from 'exceljs';
import PizZip from 'pizzip';
import type { PdfText } from './demo-pdf.js';

/**
 * Real office files for the demo's controlled documents: work instructions as Word documents and
 * forms (registers) as Excel workbooks, as a quality department keeps them, so that downloads and
 * the PDF conversion (LibreOffice) run on true files. The .docx is the smallest complete
 * WordprocessingML package; the .xlsx is written by exceljs.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>
</Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/footer" Target="footer1.xml"/>
</Relationships>`;

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const R = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

function paragraph(text: string, run: { bold?: boolean; size?: number } = {}, spacingAfter = 120): string {
  const props = `${run.bold ? '<w:b/>' : ''}<w:sz w:val="${(run.size ?? 10) * 2}"/><w:rFonts w:ascii="Arial" w:hAnsi="Arial"/>`;
  return `<w:p><w:pPr><w:spacing w:after="${spacingAfter}"/></w:pPr><w:r><w:rPr>${props}</w:rPr><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
}

/** A Word document: the heading lines in bold, the paragraphs, the footer line on every page (A4). */
export function demoDocx(doc: PdfText): Buffer {
  const body = [
    ...doc.heading.map((h, i) => paragraph(h, { bold: true, size: i === doc.heading.length - 2 ? 14 : 12 }, 60)),
    paragraph('', {}, 200),
    ...doc.paragraphs.map((p) => paragraph(p, {}, 160)),
  ].join('');
  const section =
    '<w:sectPr><w:footerReference w:type="default" r:id="rId1"/><w:pgSz w:w="11906" w:h="16838"/>' +
    '<w:pgMar w:top="1418" w:right="1134" w:bottom="1418" w:left="1134" w:header="709" w:footer="709" w:gutter="0"/></w:sectPr>';
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', PACKAGE_RELS);
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W} ${R}><w:body>${body}${section}</w:body></w:document>`,
  );
  zip.file(
    'word/footer1.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr ${W} ${R}>${paragraph(doc.footer, { size: 8 }, 0)}</w:ftr>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export interface RegisterSheet {
  /** Company, centre, code and title, edition. */
  heading: string[];
  /** What the register is for. */
  purpose: string;
  columns: string[];
  /** Empty rows to fill in. */
  rows: number;
  footer: string;
}

/** An Excel register: heading, purpose, a bordered table with its columns and empty rows, printed landscape on one page wide. */
export async function demoXlsx(sheet: RegisterSheet): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Qualium demo';
  const ws = book.addWorksheet('Registro', {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: { oddFooter: `&L${sheet.footer}&RPágina &P de &N` },
  });
  ws.columns = sheet.columns.map((_, i) => ({ width: i === sheet.columns.length - 1 ? 36 : 18 }));
  sheet.heading.forEach((line, i) => {
    const row = ws.addRow([line]);
    row.font = { bold: true, size: i === sheet.heading.length - 2 ? 13 : 11 };
  });
  ws.addRow([sheet.purpose]).font = { italic: true, size: 9 };
  ws.addRow([]);
  const header = ws.addRow(sheet.columns);
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E2F3' } };
  });
  for (let i = 0; i < sheet.rows; i++) ws.addRow(sheet.columns.map(() => ''));
  const first = header.number;
  for (let r = first; r <= first + sheet.rows; r++) {
    for (let c = 1; c <= sheet.columns.length; c++) {
      ws.getCell(r, c).border = {
        top: { style: 'thin' },
        left: { style: 'thin' },
        bottom: { style: 'thin' },
        right: { style: 'thin' },
      };
    }
  }
  ws.getRow(first + sheet.rows + 2).getCell(1).value = sheet.footer;
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
