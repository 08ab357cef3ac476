import type { BpDefinition, BpField, BpReports } from '@qualium/contracts';
import { localizedText } from '@qualium/contracts';
import ExcelJS from 'exceljs';
import { columnLabels } from '../modules/explorer/labels.js';

/**
 * The demo's list templates (.xlsx), one per list report of a business process: a title row, a
 * styled header row and the placeholder row of the report convention (docs/decisions.md
 * "Reports"): the business process's table columns, then its other fields a list can show.
 */

/** Field kinds a list shows in a cell; long texts, files, metrics and tracking stay in the unit. */
const LISTED_KINDS = new Set<BpField['kind']>([
  'text',
  'choice',
  'autocomplete',
  'treeview',
  'tag',
  'dynamic_choice',
  'user',
  'process_user',
  'related',
  'date',
  'date_time',
  'numeric',
  'decimal',
  'link',
]);

/** The columns of a list template: the table view's, the creation and closing dates, then the other listed fields. */
export function listColumns(definition: BpDefinition): string[] {
  const bp = definition.business_process;
  const table = bp.views.find((v) => v.kind === 'table');
  const viewColumns = table?.kind === 'table' ? table.columns.map((c) => c.field) : [];
  const fields = bp.model.fields.filter((f) => LISTED_KINDS.has(f.kind)).map((f) => f.id);
  return [...new Set(['reference', 'title', ...viewColumns, 'fecha_creacion', 'fecha_cierre', ...fields])];
}

const WIDTHS: Record<string, number> = { reference: 16, title: 42, current_workflow_state: 16 };

function widthOf(column: string, definition: BpDefinition): number {
  const field = definition.business_process.model.fields.find((f) => f.id === column);
  if (WIDTHS[column]) return WIDTHS[column];
  if (column.startsWith('fecha_') || column === 'current_workflow_limit') return 13;
  switch (field?.kind) {
    case 'date':
      return 13;
    case 'date_time':
      return 17;
    case 'numeric':
    case 'decimal':
      return 12;
    default:
      return 24;
  }
}

const NAVY = 'FF1F3864';
const FONT = 'Arial';
const thin = { style: 'thin' as const, color: { argb: 'FFB4C6E7' } };
const BORDER = { top: thin, left: thin, bottom: thin, right: thin };

export async function listTemplateXlsx(definition: BpDefinition, report: BpReports['list'][number]): Promise<Buffer> {
  const columns = listColumns(definition);
  const labels = columnLabels([definition], 'es');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Qualium';
  workbook.created = new Date('2023-09-25T08:00:00Z');
  workbook.modified = workbook.created;
  // Printed landscape on A4, as wide as one page.
  const sheet = workbook.addWorksheet(localizedText(report.title, 'es').slice(0, 31), {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = columns.map((c) => ({ width: widthOf(c, definition) }));

  const title = sheet.getRow(1);
  title.getCell(1).value = localizedText(report.title, 'es');
  title.getCell(1).font = { name: FONT, bold: true, size: 14, color: { argb: NAVY } };
  title.getCell(1).alignment = { vertical: 'middle' };
  title.height = 26;
  sheet.mergeCells(1, 1, 1, Math.min(columns.length, 6));

  const header = sheet.getRow(2);
  header.height = 30;
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.value = labels[c] ?? c;
    cell.font = { name: FONT, size: 10, bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: NAVY } };
    cell.alignment = { vertical: 'middle', wrapText: true };
    cell.border = BORDER;
  });

  const data = sheet.getRow(3);
  columns.forEach((c, i) => {
    const cell = data.getCell(i + 1);
    cell.value = `{${c}}`;
    cell.font = { name: FONT, size: 10 };
    cell.border = BORDER;
    cell.alignment = { vertical: 'top' };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
