import { type Localized, REPORT_MESSAGES, XLSX_PLACEHOLDER } from '@qualium/contracts';
import ExcelJS from 'exceljs';
import { badRequest } from '../../http/errors.js';

/**
 * Reads a list template (an .xlsx file): its first sheet's first row whose cells hold placeholders
 * alone (`{reference}`, `{current_workflow_limit}`, a field id…) is where the units go, one row
 * each, styled like that row's cells. Rows above it (titles, the header labels) are kept with
 * their values, styles, heights and merged cells; the row just above is the header that gets the
 * autofilter, and everything above the units stays frozen. Rows below are not reproduced.
 * Column widths and the print set-up come from the template too. (docs/decisions.md "Reports".)
 */

export type CellStyle = Partial<ExcelJS.Style>;

export interface HeadCell {
  col: number;
  value: ExcelJS.CellValue;
  style: CellStyle;
}

export interface PlaceholderCell {
  col: number;
  name: string;
  style: CellStyle;
}

export interface ListLayout {
  sheetName: string;
  /** Paper, orientation and scaling for printing. */
  pageSetup: Partial<ExcelJS.PageSetup>;
  /** Widths by column number (1-based); undefined keeps the default. */
  widths: Array<number | undefined>;
  /** The rows above the units, top first. */
  head: Array<{ height: number | undefined; cells: HeadCell[] }>;
  /** Merged ranges within the head rows ('A1:D1'). */
  merges: string[];
  /** Row number of the first unit (the placeholder row's). */
  firstRow: number;
  height: number | undefined;
  placeholders: PlaceholderCell[];
}

/** How far down a placeholder row is looked for. */
const MAX_HEAD_ROWS = 100;

const rowOf = (range: string) => Number(/\d+/.exec(range.split(':')[1] ?? range)?.[0] ?? 0);

function placeholderOf(cell: ExcelJS.Cell): string | null {
  const value = cell.value;
  const text =
    typeof value === 'string'
      ? value
      : value && typeof value === 'object' && 'richText' in value
        ? value.richText.map((r) => r.text).join('')
        : null;
  return text === null ? null : (XLSX_PLACEHOLDER.exec(text)?.[1] ?? null);
}

/** A head cell's value as it can be written again: merged cells once, formulas without sharing. */
function headValue(cell: ExcelJS.Cell): ExcelJS.CellValue {
  if (cell.isMerged && cell.master.address !== cell.address) return null;
  if (cell.type === ExcelJS.ValueType.Formula)
    return { formula: cell.formula, result: cell.result } as ExcelJS.CellValue;
  return cell.value;
}

/** A plain copy of a cell's style, so the template's workbook can be let go. */
const copyStyle = (cell: ExcelJS.Cell): CellStyle => structuredClone(cell.style ?? {});

async function loadWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw badRequest({ template: [REPORT_MESSAGES.unreadable('xlsx')] });
  }
  return workbook;
}

/**
 * The layout of a list template, refused with 400 `{template: [...]}` when it cannot be read, has
 * no placeholder row, or names placeholders outside `known`.
 */
export async function readListLayout(bytes: Uint8Array, known: ReadonlySet<string>): Promise<ListLayout> {
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest({ template: [REPORT_MESSAGES.noPlaceholderRow] });

  let firstRow = 0;
  for (let r = 1; r <= Math.min(sheet.rowCount, MAX_HEAD_ROWS) && firstRow === 0; r++) {
    sheet.getRow(r).eachCell((cell) => {
      if (placeholderOf(cell) !== null) firstRow = r;
    });
  }
  if (firstRow === 0) throw badRequest({ template: [REPORT_MESSAGES.noPlaceholderRow] });

  const dataRow = sheet.getRow(firstRow);
  const placeholders: PlaceholderCell[] = [];
  const unknown: Localized[] = [];
  dataRow.eachCell((cell, col) => {
    const name = placeholderOf(cell);
    if (name === null) return;
    if (!known.has(name)) unknown.push(REPORT_MESSAGES.unknownPlaceholder(name, REPORT_MESSAGES.inCell(cell.address)));
    placeholders.push({ col, name, style: copyStyle(cell) });
  });
  if (unknown.length > 0) throw badRequest({ template: unknown });

  const head = [];
  for (let r = 1; r < firstRow; r++) {
    const row = sheet.getRow(r);
    const cells: HeadCell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      const style = copyStyle(cell);
      const value = headValue(cell);
      if (value !== null || Object.keys(style).length > 0) cells.push({ col, value, style });
    });
    head.push({ height: row.height, cells });
  }
  const lastCol = Math.max(sheet.columnCount, ...placeholders.map((p) => p.col));
  const widths = Array.from({ length: lastCol }, (_, i) => sheet.getColumn(i + 1).width);
  return {
    sheetName: sheet.name,
    pageSetup: structuredClone(sheet.pageSetup ?? {}),
    widths,
    head,
    merges: (sheet.model.merges ?? []).filter((range) => rowOf(range) < firstRow),
    firstRow,
    height: dataRow.height,
    placeholders,
  };
}
