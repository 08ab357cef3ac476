import type { BpDefinition, BpReports } from '@qualium/contracts';
import { localizedText } from '@qualium/contracts';
import PizZip from 'pizzip';

/**
 * The demo's unit report templates (.docx), written as WordprocessingML and zipped with pizzip:
 * an A4 page with the company, the report's title, the unit's reference, title and key data, a
 * table of the business process's fields, the workflow history table (a docxtemplater loop over a
 * table row) and a page footer with the company's report footer and who printed it when. Tags
 * follow the report convention (docs/decisions.md "Reports").
 */

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NAVY = '1F3864';
const LIGHT = 'DCE6F1';
/** A4 width minus 2 cm margins each side, in twentieths of a point. */
const TEXT_WIDTH = 9638;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function run(text: string, props = ''): string {
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
}

function para(content: string, props = ''): string {
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${content}</w:p>`;
}

function cell(width: number, content: string, shade?: string): string {
  const shading = shade ? `<w:shd w:val="clear" w:color="auto" w:fill="${shade}"/>` : '';
  return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${shading}</w:tcPr>${content}</w:tc>`;
}

function table(widths: number[], rows: string[]): string {
  return (
    `<w:tbl><w:tblPr><w:tblStyle w:val="ReportTable"/><w:tblW w:w="${TEXT_WIDTH}" w:type="dxa"/>` +
    '<w:tblLayout w:type="fixed"/></w:tblPr>' +
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>${rows.join('')}</w:tbl>`
  );
}

const bold = '<w:b/>';
const headerText = `<w:b/><w:color w:val="FFFFFF"/>`;

/** A two-column table: a label in a shaded cell, then its tag. */
function labelledTable(rows: Array<[string, string]>): string {
  const label = 2900;
  return table(
    [label, TEXT_WIDTH - label],
    rows.map(
      ([name, tag]) =>
        `<w:tr>${cell(label, para(run(name, bold)), LIGHT)}${cell(TEXT_WIDTH - label, para(run(`{${tag}}`)))}</w:tr>`,
    ),
  );
}

/** The history table: a repeated header row, and one row per entry between `{#history}` and `{/history}`. */
function historyTable(): string {
  const columns: Array<[string, string, number]> = [
    ['Fecha', 'date', 1250],
    ['Transición', 'transition', 1500],
    ['Estado', 'to_state', 1250],
    ['Usuario', 'user', 1350],
    ['Responsable', 'responsible', 1350],
    ['Cambios', 'changes', TEXT_WIDTH - 6700],
  ];
  const head = `<w:tr><w:trPr><w:tblHeader/></w:trPr>${columns.map(([name, , w]) => cell(w, para(run(name, headerText)), NAVY)).join('')}</w:tr>`;
  const last = columns.length - 1;
  // The changes cell also carries the signature and the reason for change, each a paragraph of its
  // own, left out when empty; the loop closes in a paragraph after them.
  const extra = ['signature', 'reason_for_change'].map((tag) => para(run(`{#${tag}}{${tag}}{/${tag}}`, '<w:i/>')));
  const row = `<w:tr><w:trPr><w:cantSplit/></w:trPr>${columns
    .map(([, tag, w], i) => {
      const text = para(run(`${i === 0 ? '{#history}' : ''}{${tag}}`));
      return cell(w, i === last ? `${text}${extra.join('')}${para(run('{/history}'))}` : text);
    })
    .join('')}</w:tr>`;
  return table(
    columns.map(([, , w]) => w),
    [head, row],
  );
}

const heading = (text: string) => para(run(text), '<w:pStyle w:val="Heading1"/>');

/** Fields the key-data table already shows (state, limit) are left out of the field table. */
const SHOWN_ABOVE = new Set(['state', 'date_limit']);

function documentXml(definition: BpDefinition, report: BpReports['unit'][number]): string {
  const fields = definition.business_process.model.fields
    .filter((f) => !SHOWN_ABOVE.has(f.kind))
    .map((f): [string, string] => [localizedText(f.label, 'es'), f.id]);
  const body = [
    para(run('{company}', '<w:color w:val="595959"/><w:sz w:val="18"/>')),
    para(run(localizedText(report.title, 'es')), '<w:pStyle w:val="Title"/>'),
    para(run('{reference}', bold) + run(' · {title}')),
    labelledTable([
      ['Proceso', 'business_process_name'],
      ['Centro', 'centro'],
      ['Estado', 'current_workflow_state'],
      ['Responsable', 'current_workflow_responsible'],
      ['Creado por', 'creador'],
      ['Fecha de creación', 'fecha_creacion'],
      ['Fecha límite', 'current_workflow_limit'],
      ['Fecha de cierre', 'fecha_cierre'],
    ]),
    heading('Datos del registro'),
    labelledTable(fields),
    heading('Historial del flujo de trabajo'),
    historyTable(),
    para(''),
  ].join('');
  const section =
    `<w:sectPr><w:footerReference w:type="default" r:id="rIdFooter"/>` +
    '<w:pgSz w:w="11906" w:h="16838"/>' +
    '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body}${section}</w:body></w:document>`;
}

const FOOTER = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:ftr xmlns:w="${W}" xmlns:r="${R}">${para(
  run('{footer}', '<w:sz w:val="16"/>'),
)}${para(run('Impreso el {printed_at} por {printed_by}', '<w:color w:val="595959"/><w:sz w:val="16"/>'))}</w:ftr>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Arial" w:hAnsi="Arial" w:eastAsia="Arial" w:cs="Arial"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="es-ES"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="264" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:before="120" w:after="120"/></w:pPr><w:rPr><w:b/><w:color w:val="${NAVY}"/><w:sz w:val="36"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:keepNext/><w:spacing w:before="280" w:after="100"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="${NAVY}"/><w:sz w:val="26"/></w:rPr></w:style>
<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:tblPr><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
<w:style w:type="table" w:styleId="ReportTable"><w:name w:val="Report Table"/><w:basedOn w:val="TableNormal"/><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="B4C6E7"/><w:left w:val="single" w:sz="4" w:space="0" w:color="B4C6E7"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="B4C6E7"/><w:right w:val="single" w:sz="4" w:space="0" w:color="B4C6E7"/><w:insideH w:val="single" w:sz="4" w:space="0" w:color="B4C6E7"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="B4C6E7"/></w:tblBorders><w:tblCellMar><w:top w:w="40" w:type="dxa"/><w:left w:w="100" w:type="dxa"/><w:bottom w:w="40" w:type="dxa"/><w:right w:w="100" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>
</w:styles>`;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/></Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdStyles" Type="${R}/styles" Target="styles.xml"/><Relationship Id="rIdFooter" Type="${R}/footer" Target="footer1.xml"/></Relationships>`;

/** A fixed date for the zip entries, so the same definition always gives the same bytes. */
const BUILT = new Date('2023-09-25T08:00:00Z');

export function unitTemplateDocx(definition: BpDefinition, report: BpReports['unit'][number]): Buffer {
  const zip = new PizZip();
  const parts: Array<[string, string]> = [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', PACKAGE_RELS],
    ['word/document.xml', documentXml(definition, report)],
    ['word/styles.xml', STYLES],
    ['word/footer1.xml', FOOTER],
    ['word/_rels/document.xml.rels', DOCUMENT_RELS],
  ];
  for (const [name, xml] of parts) zip.file(name, xml, { date: BUILT });
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
