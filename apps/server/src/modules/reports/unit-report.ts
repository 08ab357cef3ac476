import { localizedText, REPORT_MESSAGES } from '@qualium/contracts';
import type { AppDeps, Scope } from '../../http/context.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { StagedFile } from '../files/blobs.js';
import type { PdfConverter } from '../files/convert.js';
import { downloadName } from '../files/disposition.js';
import { presentUnit } from '../units/present.js';
import { loadReadableUnit } from '../units/read.js';
import { renderDocx } from './docx.js';
import { contentTypeOf, templateBytes, uploadedTemplate } from './templates.js';
import { effectiveTemplate } from './templates-repo.js';
import { unitReportData } from './unit-data.js';
import { unitTags } from './vocabulary.js';

/**
 * get_qunit_report, get_qunit_pdf and get_qunit_custom_report (records-explorer §7): a unit the
 * user may read (the units module's rule; another tenant's unit is a 404) filled into a docx
 * template: one of its business process's unit reports, or an administrator's uploaded file. The
 * PDF is LibreOffice's rendering of the same document, offered for the reports the definition
 * marks `pdf` (the unit's visor_pdf_reports); without LibreOffice the answer says so (503).
 */
export interface UnitReportContext {
  deps: AppDeps;
  scope: Scope;
  now: Date;
}

export interface ReportFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

type LoadedUnit = Awaited<ReturnType<typeof loadReadableUnit>>;

/** The unit as the viewer shows it, filled into the template. */
async function fill(ctx: UnitReportContext, loaded: LoadedUnit, template: Uint8Array, title: string) {
  const unit = await presentUnit(ctx.deps.db, ctx.scope, loaded, ctx.now);
  const data = unitReportData(unit, loaded.definition, ctx.scope, { title, now: ctx.now });
  return { unit, docx: renderDocx(template, unitTags(loaded.definition), data) };
}

/** One of the business process's unit reports, as .docx or as PDF. */
export async function unitReport(
  ctx: UnitReportContext,
  converter: PdfConverter,
  uid: string,
  reportId: string,
  format: 'docx' | 'pdf',
): Promise<ReportFile> {
  const loaded = await loadReadableUnit(ctx, uid);
  const reference = loaded.bp.reference;
  const report = loaded.definition.business_process.reports.unit.find((r) => r.id === reportId);
  if (!report) throw badRequest({ template: [REPORT_MESSAGES.unknownReport(reference, reportId)] });
  if (format === 'pdf' && !report.pdf) throw badRequest({ template: [REPORT_MESSAGES.notPdf(reportId)] });
  const stored = await effectiveTemplate(ctx.deps.db, ctx.scope, reference, report.template);
  if (!stored) throw notFound(REPORT_MESSAGES.templateMissing(report.template));
  const title = localizedText(report.title, ctx.scope.user.lang);
  const { unit, docx } = await fill(ctx, loaded, templateBytes(ctx.deps, stored), title);
  // Named after the unit and the report: "NC-2024-0012 Informe de no conformidad.docx".
  const base = `${unit.reference} ${title}`;
  if (format === 'docx') {
    return { filename: downloadName(base, reportId, '', 'docx'), contentType: contentTypeOf('docx'), bytes: docx };
  }
  const pdf = await converter.convertDocument(docx, 'docx');
  return { filename: downloadName(base, reportId, '', 'pdf'), contentType: 'application/pdf', bytes: pdf };
}

/** An administrator's docx (the check-template dialog) filled with the unit: `{unit title}.docx` (records-explorer §7). */
export async function customUnitReport(
  ctx: UnitReportContext,
  uid: string,
  file: StagedFile | undefined,
): Promise<ReportFile> {
  const loaded = await loadReadableUnit(ctx, uid);
  const { unit, docx } = await fill(ctx, loaded, uploadedTemplate(file, 'docx'), '');
  return {
    filename: downloadName(unit.title, unit.reference, 'docx', 'docx'),
    contentType: contentTypeOf('docx'),
    bytes: docx,
  };
}
