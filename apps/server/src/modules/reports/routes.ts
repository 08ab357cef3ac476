import { PassThrough } from 'node:stream';
import {
  adminTemplateList,
  adminTemplateSlot,
  explorerQuery,
  listReportQuery,
  reportTemplateList,
  reportTemplatesQuery,
  selectionBody,
  templateIdParams,
  unitReportQuery,
} from '@qualium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope } from '../../http/auth.js';
import type { AppDeps } from '../../http/context.js';
import { readMultipartForm, type StagedFile } from '../../http/multipart.js';
import { requestContext } from '../../http/request-context.js';
import { PdfConverter } from '../files/convert.js';
import { contentDisposition } from '../files/disposition.js';
import { checkUid, uidParams } from '../units/read.js';
import { type ListReport, listReport } from './list-report.js';
import {
  adminTemplates,
  availableTemplates,
  contentTypeOf,
  deleteTemplate,
  reachableTemplate,
  templateBytes,
  uploadTemplate,
} from './templates.js';
import { customUnitReport, type ReportFile, unitReport } from './unit-report.js';

const tags = ['reports'];
// The spec writes the report calls under {site}; a centro scope narrows lists to that centro.
const read = { access: 'user', scope: 'site' } as const;
const admin = { access: 'admin', scope: 'site' } as const;

/** Generated files are the user's: never kept by shared caches, never run as a page of this origin. */
function fileHeaders(reply: FastifyReply, contentType: string, filename: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition('attachment', filename))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox");
}

const sendFile = (reply: FastifyReply, file: ReportFile) =>
  fileHeaders(reply, file.contentType, file.filename).send(Buffer.from(file.bytes));

/**
 * Streams a list report: the rows are written while they are read. A failure once the download has
 * started can only cut it short (the client sees an incomplete download and reports the error).
 */
function sendListReport(request: FastifyRequest, reply: FastifyReply, report: ListReport) {
  const out = new PassThrough();
  report.write(out).catch((error: unknown) => {
    request.log.error({ err: error }, 'list report failed while streaming');
    out.destroy(error as Error);
  });
  return fileHeaders(reply, contentTypeOf('xlsx'), report.filename).send(out);
}

/** A custom template upload: the multipart `template` file, discarded once the report is made. */
async function withUpload<T>(request: FastifyRequest, use: (file: StagedFile | undefined) => Promise<T>): Promise<T> {
  const form = await readMultipartForm(request);
  try {
    return await use(form.files.template?.[0]);
  } finally {
    form.discard();
  }
}

/** The report calls of records-explorer §7 and the administrators' template files (docs/api.md). */
export function reportRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // One LibreOffice queue per process, shared with the unit files' conversions (files/convert.ts).
  const converter = new PdfConverter(deps.config.dataDir, deps.config.soffice);

  for (const [path, format] of [
    ['get_qunit_report', 'docx'],
    ['get_qunit_pdf', 'pdf'],
  ] as const) {
    r.get(
      `/api/v1/report/:uid/${path}/`,
      // A unit's report may wait its turn at LibreOffice, not among the reads.
      { config: { ...read, unmetered: true }, schema: { tags, params: uidParams, querystring: unitReportQuery } },
      async (request, reply) => {
        const uid = checkUid(request.params.uid);
        const file = await unitReport(requestContext(deps, request), converter, uid, request.query.template, format);
        return sendFile(reply, file);
      },
    );
  }

  r.get(
    '/api/v1/report/get_list_report/',
    { config: read, schema: { tags, querystring: listReportQuery } },
    async (request, reply) => {
      const { template, ...filters } = request.query;
      const report = await listReport(deps, requireScope(request), filters, { report: template });
      return sendListReport(request, reply, report);
    },
  );

  // The list report of the explorer's selection: the same filters, the selection in the body.
  r.post(
    '/api/v1/report/get_list_report/',
    { config: read, schema: { tags, querystring: listReportQuery, body: selectionBody } },
    async (request, reply) => {
      const { template, ...filters } = request.query;
      const scope = requireScope(request);
      const report = await listReport(deps, scope, filters, { report: template }, request.body.selection);
      return sendListReport(request, reply, report);
    },
  );

  r.get(
    '/api/v1/report/get_list_templates/',
    { config: read, schema: { tags, querystring: reportTemplatesQuery, response: { 200: reportTemplateList } } },
    async (request) => {
      const results = await availableTemplates(deps, requireScope(request), request.query.bp);
      return { count: results.length, results };
    },
  );

  // Custom templates: administrators try a template on the current data (records-explorer §5, §6).
  r.post(
    '/api/v1/report/:uid/get_qunit_custom_report/',
    { config: admin, schema: { tags, params: uidParams } },
    async (request, reply) => {
      const uid = checkUid(request.params.uid);
      const file = await withUpload(request, (upload) => customUnitReport(requestContext(deps, request), uid, upload));
      return sendFile(reply, file);
    },
  );

  r.post(
    '/api/v1/report/get_list_custom_report/',
    { config: admin, schema: { tags, querystring: explorerQuery } },
    async (request, reply) => {
      const report = await withUpload(request, (upload) =>
        listReport(deps, requireScope(request), request.query, { custom: upload }),
      );
      return sendListReport(request, reply, report);
    },
  );

  // The company's template files of a business process (administrators).
  r.get(
    '/api/v1/report/templates/',
    { config: admin, schema: { tags, querystring: reportTemplatesQuery, response: { 200: adminTemplateList } } },
    async (request) => {
      const results = await adminTemplates(deps, requireScope(request), request.query.bp);
      return { count: results.length, results };
    },
  );

  r.post(
    '/api/v1/report/templates/',
    { config: admin, schema: { tags, response: { 200: adminTemplateSlot, 201: adminTemplateSlot } } },
    async (request, reply) => {
      const { slot, created } = await uploadTemplate(deps, requireScope(request), request);
      return reply.status(created ? 201 : 200).send(slot);
    },
  );

  r.get(
    '/api/v1/report/templates/:id/file/',
    { config: admin, schema: { tags, params: templateIdParams } },
    async (request, reply) => {
      const row = await reachableTemplate(deps, requireScope(request), request.params.id);
      const bytes = templateBytes(deps, row);
      return sendFile(reply, { filename: row.name, contentType: contentTypeOf(row.kind), bytes });
    },
  );

  r.delete(
    '/api/v1/report/templates/:id/',
    { config: admin, schema: { tags, params: templateIdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTemplate(deps, requireScope(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
