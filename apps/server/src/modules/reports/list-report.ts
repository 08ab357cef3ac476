import type { Writable } from 'node:stream';
import {
  CUSTOM_LIST_REPORT_NAME,
  displayName,
  type ExplorerQuery,
  localizedText,
  REPORT_MESSAGES,
  type UnitSelection,
} from '@qualium/contracts';
import type { AppDeps, Scope } from '../../http/context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { resolveList, resolveSort } from '../explorer/filters.js';
import type { StagedFile } from '../files/blobs.js';
import { downloadName } from '../files/disposition.js';
import { unitPages } from './list-pages.js';
import { ListRowPresenter } from './list-values.js';
import { templateBytes, uploadedTemplate } from './templates.js';
import { effectiveTemplate } from './templates-repo.js';
import { valueKindOf } from './values.js';
import { listPlaceholders } from './vocabulary.js';
import { readListLayout } from './xlsx-template.js';
import { writeListWorkbook } from './xlsx-writer.js';

/**
 * get_list_report and get_list_custom_report (records-explorer §4, §7): every unit the explorer's
 * current filters select (or, POSTed with a selection, the selected ones among them) (its own filter resolution, visibility and sort, all pages) written into
 * a list template. Everything that can be refused is refused before the first byte is sent; the
 * rows then stream out (writeListWorkbook).
 */
export interface ListReport {
  filename: string;
  /** Writes the workbook; answers how many units it holds. */
  write(out: Writable): Promise<number>;
}

/** The template: a report id of the business process's list reports, or an uploaded file. */
export type ListTemplate = { report: string } | { custom: StagedFile | undefined };

export async function listReport(
  deps: AppDeps,
  scope: Scope,
  query: ExplorerQuery,
  template: ListTemplate,
  selection?: UnitSelection,
): Promise<ListReport> {
  const { db } = deps;
  const lang = scope.user.lang;
  const resolved = await resolveList(db, scope, query, { businessProcess: 'required', centros: 'scope' });
  // The selection narrows the filters' units, never widens them (records-explorer §4).
  const filter = selection ? { ...resolved.filter, selection } : resolved.filter;
  const bp = resolved.named!;
  const sort = resolveSort(query, resolved);

  let bytes: Uint8Array;
  let filename: string;
  let title: string;
  if ('report' in template) {
    const report = bp.definition.business_process.reports.list.find((r) => r.id === template.report);
    if (!report) throw badRequest({ template: [REPORT_MESSAGES.unknownReport(bp.row.reference, template.report)] });
    const stored = await effectiveTemplate(db, scope, bp.row.reference, report.template);
    if (!stored) throw notFound(REPORT_MESSAGES.templateMissing(report.template));
    bytes = templateBytes(deps, stored);
    // records-explorer §7: saved as {template name}.xlsx.
    filename = downloadName(report.template, report.id, 'xlsx', 'xlsx');
    title = localizedText(report.title, lang);
  } else {
    bytes = uploadedTemplate(template.custom, 'xlsx');
    filename = `${CUSTOM_LIST_REPORT_NAME}.xlsx`;
    title = CUSTOM_LIST_REPORT_NAME;
  }
  const layout = await readListLayout(bytes, listPlaceholders(bp.definition));
  const names = layout.placeholders.map((p) => p.name);
  const presenter = new ListRowPresenter(db, scope, bp, names);
  async function* rows() {
    for await (const page of unitPages(db, filter, sort)) yield presenter.present(page);
  }
  const creator = displayName(scope.user);
  return {
    filename,
    write: (out) =>
      writeListWorkbook(
        out,
        layout,
        names.map((n) => valueKindOf(n, bp.definition)),
        rows(),
        { creator, title },
      ),
  };
}
