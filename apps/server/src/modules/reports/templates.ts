import fs from 'node:fs';
import {
  type AdminTemplateSlot,
  type BpDefinition,
  localizedText,
  MESSAGES,
  parseInput,
  problemText,
  REPORT_MESSAGES,
  type ReportTemplateKind,
  type ReportTemplateSlot,
  type StoredReportTemplate,
  type TemplateProblem,
  templateFileInput,
  templateUploadFields,
  zodIssueMessages,
} from '@qualium/contracts';
import type { FastifyRequest } from 'fastify';
import { nowIso } from '../../db/dialect.js';
import type { AppDeps, Scope } from '../../http/context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { formValue, readMultipartForm } from '../../http/multipart.js';
import { auditedTransaction, recordAudit } from '../audit/write.js';
import { bpDefinition, findBusinessProcess } from '../bp/repo.js';
import { blobPath, type StagedFile, storeStaged } from '../files/blobs.js';
import { urlSitePath } from '../org/repo.js';
import { checkDocxTemplate } from './docx.js';
import {
  effectiveTemplates,
  findOwnTemplate,
  findReachableTemplate,
  type TemplateRow,
  uploaderNames,
} from './templates-repo.js';
import { listPlaceholders, unitTags } from './vocabulary.js';
import { readListLayout } from './xlsx-template.js';

/**
 * A company's report templates (docs/decisions.md "Reports"): the files its business processes'
 * `reports` sections name, uploaded by its administrators, checked before they are kept (the kind
 * from the bytes, the template's placeholders against the business process), stored in the blob
 * store. Readers learn which reports are available; administrators list, upload, replace,
 * download and delete them.
 */

const MIME: Readonly<Record<ReportTemplateKind, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const XLS_MIME = 'application/vnd.ms-excel';

export const contentTypeOf = (kind: ReportTemplateKind) => MIME[kind];

/** The templates a definition names: list templates (xlsx), then unit templates (docx). */
export function templateSlots(definition: BpDefinition, lang: string): Omit<ReportTemplateSlot, 'available'>[] {
  const { list, unit } = definition.business_process.reports;
  return [
    ...list.map((r) => ({
      value: r.id,
      title: localizedText(r.title, lang),
      template: r.template,
      kind: 'xlsx' as const,
      pdf: false,
    })),
    ...unit.map((r) => ({
      value: r.id,
      title: localizedText(r.title, lang),
      template: r.template,
      kind: 'docx' as const,
      pdf: r.pdf,
    })),
  ];
}

/** The business process a site uses by reference, or 400 as the explorer answers an unknown one. */
export async function definitionOf(deps: AppDeps, scope: Scope, reference: string, field = 'business_process') {
  const row = await findBusinessProcess(deps.db, scope, reference);
  if (!row) throw badRequest({ [field]: [MESSAGES.unknownBusinessProcess(reference)] });
  return { row, definition: bpDefinition(row) };
}

/**
 * The bytes of an uploaded template: first checked by name and size with the check-template
 * dialog's own schema, then refused unless they are of the expected kind (read from the bytes).
 */
export function uploadedTemplate(file: StagedFile | undefined, kind: ReportTemplateKind): Uint8Array {
  const checked = templateFileInput(kind).safeParse(file && { name: file.filename, size: file.size });
  if (!checked.success || !file) {
    const problems = checked.error?.issues.map((i) => problemText(i.message as TemplateProblem, kind));
    throw badRequest({ template: problems ?? [MESSAGES.required] });
  }
  if (file.mimetype !== MIME[kind]) {
    const xls = file.mimetype === XLS_MIME && kind === 'xlsx';
    throw badRequest({ template: [xls ? REPORT_MESSAGES.xlsNotSupported : REPORT_MESSAGES.wrongKind(kind)] });
  }
  return fs.readFileSync(file.tmpPath);
}

/** A stored template's bytes; a row whose blob the store lost is as good as missing. */
export function templateBytes(deps: AppDeps, row: TemplateRow): Uint8Array {
  try {
    return fs.readFileSync(blobPath(deps.config.dataDir, row.sha256));
  } catch {
    throw notFound(REPORT_MESSAGES.templateMissing(row.name));
  }
}

/** GET {site}/report/get_list_templates/?bp=: the BP's reports and whether each can be printed here. */
export async function availableTemplates(
  deps: AppDeps,
  scope: Scope,
  reference: string,
): Promise<ReportTemplateSlot[]> {
  const { definition } = await definitionOf(deps, scope, reference, 'bp');
  const stored = await effectiveTemplates(deps.db, scope, reference);
  return templateSlots(definition, scope.user.lang).map((s) => ({ ...s, available: stored.has(s.template) }));
}

function presentStored(row: TemplateRow, scope: Scope, uploaders: Map<number, string>): StoredReportTemplate {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    size: row.size,
    filename: row.filename,
    updated_at: row.updated_at,
    uploaded_by: row.uploaded_by === null ? null : { id: row.uploaded_by, name: uploaders.get(row.uploaded_by) ?? '' },
    site_path: urlSitePath(row.site_path),
    can_edit: row.site_id === scope.site.id,
  };
}

/** GET {site}/report/templates/?bp=: the administrators' list, with the stored file of each template. */
export async function adminTemplates(deps: AppDeps, scope: Scope, reference: string): Promise<AdminTemplateSlot[]> {
  const { definition } = await definitionOf(deps, scope, reference, 'bp');
  const stored = await effectiveTemplates(deps.db, scope, reference);
  const uploaders = await uploaderNames(
    deps.db,
    [...stored.values()].flatMap((r) => (r.uploaded_by === null ? [] : [r.uploaded_by])),
  );
  return templateSlots(definition, scope.user.lang).map((s) => {
    const row = stored.get(s.template);
    return { ...s, available: row !== undefined, stored: row ? presentStored(row, scope, uploaders) : null };
  });
}

const auditOf = (row: Pick<TemplateRow, 'bp_reference' | 'name' | 'sha256' | 'size' | 'filename'>) => ({
  business_process: row.bp_reference,
  name: row.name,
  sha256: row.sha256,
  size: row.size,
  filename: row.filename,
});

/**
 * POST {site}/report/templates/: uploads (or replaces) this company's file for one template the
 * definition names. Nothing is kept of a refused upload; the blob moves into the store after the
 * row is written.
 */
export async function uploadTemplate(
  deps: AppDeps,
  scope: Scope,
  request: FastifyRequest,
): Promise<{ slot: AdminTemplateSlot; created: boolean }> {
  const form = await readMultipartForm(request);
  try {
    const fields = parseInput(templateUploadFields, {
      business_process: formValue(form, 'business_process'),
      name: formValue(form, 'name'),
    });
    if (!fields.success) throw badRequest(zodIssueMessages(fields.error.issues));
    const { business_process: reference, name } = fields.data;
    const { definition } = await definitionOf(deps, scope, reference);
    const slot = templateSlots(definition, scope.user.lang).find((s) => s.template === name);
    if (!slot) throw badRequest({ name: [REPORT_MESSAGES.notInDefinition(reference, name)] });
    const staged = form.files.template?.[0];
    if (!staged) throw badRequest({ template: [MESSAGES.required] });
    const bytes = uploadedTemplate(staged, slot.kind);
    // A template is kept only if it can be filled: its tags or placeholders all known.
    if (slot.kind === 'docx') checkDocxTemplate(bytes, unitTags(definition));
    else await readListLayout(bytes, listPlaceholders(definition));
    const now = nowIso();
    const values = {
      kind: slot.kind,
      sha256: staged.sha256,
      size: staged.size,
      filename: staged.filename,
      uploaded_by: scope.user.id,
      updated_at: now,
    };
    const created = await auditedTransaction(deps.db.k, scope, async (trx) => {
      const own = await findOwnTemplate(trx, scope, reference, name);
      if (own) await trx.updateTable('report_templates').set(values).where('id', '=', own.id).execute();
      else {
        await trx
          .insertInto('report_templates')
          .values({ site_id: scope.site.id, bp_reference: reference, name, created_at: now, ...values })
          .execute();
      }
      await recordAudit(trx, scope, {
        entity: 'report_template',
        entityId: `${reference}/${name}`,
        action: own ? 'update' : 'create',
        before: own ? auditOf(own) : null,
        after: auditOf({ bp_reference: reference, name, ...values }),
      });
      // In the store before the row naming it commits (files/blobs.ts).
      storeStaged(deps.config.dataDir, staged);
      return own === undefined;
    });
    const slots = await adminTemplates(deps, scope, reference);
    return { slot: slots.find((s) => s.template === name)!, created };
  } finally {
    form.discard();
  }
}

/** A template row this site reaches, or 404. */
export async function reachableTemplate(deps: AppDeps, scope: Scope, id: number): Promise<TemplateRow> {
  const row = await findReachableTemplate(deps.db, scope, id);
  if (!row) throw notFound();
  return row;
}

/** DELETE {site}/report/templates/{id}/: only the company's own files (the blob may be shared and stays). */
export async function deleteTemplate(deps: AppDeps, scope: Scope, id: number): Promise<void> {
  const row = await reachableTemplate(deps, scope, id);
  if (row.site_id !== scope.site.id) throw forbidden(REPORT_MESSAGES.ownTemplateOnly(urlSitePath(row.site_path)));
  await auditedTransaction(deps.db.k, scope, async (trx) => {
    await trx.deleteFrom('report_templates').where('id', '=', row.id).execute();
    await recordAudit(trx, scope, {
      entity: 'report_template',
      entityId: `${row.bp_reference}/${row.name}`,
      action: 'delete',
      before: auditOf(row),
      after: null,
    });
  });
}
