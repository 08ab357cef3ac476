import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ReportCell } from './list-values.js';
import type { ValueKind } from './values.js';
import type { CellStyle, ListLayout } from './xlsx-template.js';

/**
 * Writes a list report with exceljs's streaming WorkbookWriter: the template's head rows, then one
 * row per unit as the pages arrive, each committed (written out and forgotten) at once. Memory stays
 * bounded by a page: after each one the writer waits until it has been compressed and sent
 * (caughtUp).
 * Dates and numbers get a number format unless the template's placeholder cell has one; the header
 * row gets an autofilter over every row, and the rows above the units stay frozen.
 */

const DEFAULT_FORMATS: Record<ValueKind['type'], (kind: ValueKind) => string | undefined> = {
  text: () => undefined,
  date: () => 'dd/mm/yyyy',
  datetime: () => 'dd/mm/yyyy hh:mm',
  number: (kind) => {
    const decimals = kind.type === 'number' ? kind.decimals : null;
    return decimals === null ? undefined : decimals === 0 ? '#,##0' : `#,##0.${'0'.repeat(decimals)}`;
  },
};

/**
 * Whether a stream asked its writers to wait for 'drain'. The zip's entry streams come from the
 * readable-stream package, whose older Writable lacks `writableNeedDrain` but keeps the same state.
 */
const needsDrain = (stream: Writable) =>
  stream.writableNeedDrain ??
  (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain;

/** Until `stream` took what it was given; `out` closing (the client went away) ends the export. */
async function drained(stream: Writable, out: Writable): Promise<void> {
  if (!needsDrain(stream)) return;
  const done = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: done.signal }),
      once(out, 'close', { signal: done.signal }).then(() => {
        throw new Error('The report download was closed before it ended');
      }),
    ]);
  } finally {
    done.abort();
  }
}

/**
 * Between pages: the event loop gets a turn (better-sqlite3 answers synchronously, so without one
 * the export would hold the process until its end, serving nobody else and compressing nothing),
 * then the writer waits until the zip has compressed the sheet's XML so far and the client has
 * taken the result. exceljs's sheet stream accepts every write; the zip's entry streams it pipes
 * into are where the XML waits, so those are the ones watched.
 */
async function caughtUp(sheet: ExcelJS.Worksheet, out: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const entries = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes ?? [];
  for (const entry of entries) await drained(entry, out);
  await drained(out, out);
}

/** The style each column's cells get: the placeholder cell's, with a number format where it lacks one. */
function columnStyles(layout: ListLayout, kinds: readonly ValueKind[]): CellStyle[] {
  return layout.placeholders.map((p, i) => {
    const format = DEFAULT_FORMATS[kinds[i]!.type](kinds[i]!);
    const general = !p.style.numFmt || p.style.numFmt === 'General';
    return format && general ? { ...p.style, numFmt: format } : p.style;
  });
}

export async function writeListWorkbook(
  out: Writable,
  layout: ListLayout,
  kinds: readonly ValueKind[],
  pages: AsyncIterable<ReportCell[][]>,
  meta: { creator: string; title: string },
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = meta.creator;
  workbook.title = meta.title;
  workbook.created = new Date();
  const frozen = layout.firstRow - 1;
  const sheet = workbook.addWorksheet(layout.sheetName, {
    views: frozen > 0 ? [{ state: 'frozen', ySplit: frozen, xSplit: 0 }] : [],
    pageSetup: layout.pageSetup,
  });
  sheet.columns = layout.widths.map((width) => (width === undefined ? {} : { width }));

  // Merged ranges first: the streaming writer cannot reach a row once it is committed.
  for (const range of layout.merges) sheet.mergeCells(range);
  layout.head.forEach((head, i) => {
    const row = sheet.getRow(i + 1);
    if (head.height !== undefined) row.height = head.height;
    for (const c of head.cells) {
      const cell = row.getCell(c.col);
      // A merged range's other cells pass what they are given to its first one: leave them be.
      if (c.value !== null && c.value !== undefined) cell.value = c.value;
      cell.style = c.style;
    }
    row.commit();
  });

  const styles = columnStyles(layout, kinds);
  let next = layout.firstRow;
  for await (const page of pages) {
    for (const values of page) {
      const row = sheet.getRow(next++);
      if (layout.height !== undefined) row.height = layout.height;
      layout.placeholders.forEach((p, i) => {
        const cell = row.getCell(p.col);
        cell.value = values[i] ?? null;
        cell.style = styles[i]!;
      });
      row.commit();
    }
    await caughtUp(sheet, out);
  }
  const units = next - layout.firstRow;
  const cols = layout.placeholders.map((p) => p.col);
  if (frozen > 0) {
    sheet.autoFilter = {
      from: { row: frozen, column: Math.min(...cols) },
      to: { row: Math.max(frozen, next - 1), column: Math.max(...cols) },
    };
  }
  sheet.commit();
  await workbook.commit();
  return units;
}
