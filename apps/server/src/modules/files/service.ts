import fs from 'node:fs';
import {
  type BpField,
  type CopyKind,
  displayName,
  FILE_MESSAGES,
  type FileVersionStatus,
  type Pmethod,
  type QunitFileQuery,
  type QunitThumbnailQuery,
  THUMBNAIL_MIMETYPES,
} from '@qualium/contracts';
import type { CentroContext } from '../../http/context.js';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.js';
import { recordAudit } from '../audit/write.js';
import { presentSignature } from '../signatures/present.js';
import { listSignatures } from '../signatures/repo.js';
import { loadReadableUnit } from '../units/read.js';
import { openBlob } from './blobs.js';
import { type PdfConverter, pdfSourceOf } from './convert.js';
import { extensionOf } from './detect.js';
import { contentDisposition, downloadName } from './disposition.js';
import { filePermissionsOf, refusal } from './policy.js';
import { findVersion, forgetDownload, recordDownload } from './repo.js';
import { stampPdf } from './stamp.js';
import { type StampFacts, stampLines } from './stamp-texts.js';
import { THUMBNAIL_EDGE, thumbnailOf } from './thumbnails.js';
import { isFileField } from './versions.js';

/** What get_qunit_file answers: a stored file streamed from disk, or a PDF made for this request. */
export interface UnitFileAnswer {
  contentType: string;
  contentDisposition: string;
  body: { file: string; size: number } | { bytes: Uint8Array };
}

/** Whether the field's files may be rendered as PDF at all. */
function convertible(field: BpField): boolean {
  return field.kind !== 'versionable_file' || field.convertible_to_pdf;
}

/** What get_qunit_thumbnail answers: the kept thumbnail, its ETag, and whether the request named its version. */
export interface ThumbnailAnswer {
  file: string;
  size: number;
  etag: string;
  /** The request named the file's version: that URL always means these bytes. */
  pinned: boolean;
}

/**
 * GET {centro}/unit/{uid}/get_qunit_thumbnail/: a small copy of the picture of an image field for
 * whoever may read the unit (the viewer, the explorer's cells and cards), when it is a picture
 * browsers draw. A preview is not a download, so it stays out of the download tracker; 404
 * otherwise, and the client shows records-explorer §8's placeholder.
 */
export async function unitThumbnail(
  ctx: CentroContext,
  uid: string,
  query: QunitThumbnailQuery,
): Promise<ThumbnailAnswer> {
  const { unit, definition, actor } = await loadReadableUnit(ctx, uid);
  const field = definition.business_process.model.fields.find((f) => f.id === query.attribute);
  if (field?.kind !== 'image') throw badRequest({ attribute: [FILE_MESSAGES.notImageField(query.attribute)] });
  // The same versions get_qunit_file would give this user.
  const inForceOnly = !filePermissionsOf(actor.processRoles).drafts;
  const row = await findVersion(ctx.deps.db, ctx.scope, unit.id, { ...query, inForceOnly });
  if (!row) throw notFound(FILE_MESSAGES.fileNotFound);
  if (!(THUMBNAIL_MIMETYPES as readonly string[]).includes(row.mimetype)) throw notFound(FILE_MESSAGES.noThumbnail);
  const stored = await openBlob(ctx.deps.config.dataDir, row.sha256);
  if (!stored) throw notFound(FILE_MESSAGES.fileNotFound);
  const thumbnail = await thumbnailOf(ctx.deps.config.dataDir, row.sha256, stored.path);
  if (!thumbnail) throw notFound(FILE_MESSAGES.noThumbnail);
  return {
    ...thumbnail,
    etag: `"${row.sha256.slice(0, 32)}-${THUMBNAIL_EDGE}"`,
    pinned: query.version !== undefined,
  };
}

/**
 * GET {centro}/unit/{uid}/get_qunit_file/ (records-explorer §7): one stored version of a file
 * field of a unit the user may read, as the original or as a stamped PDF, as the user's process
 * roles allow (policy.ts). Every answer is recorded in the download tracker (date, version, user)
 * in the same request; a PDF that cannot be produced takes its tracker row back.
 */
export async function unitFile(
  ctx: CentroContext,
  converter: PdfConverter,
  uid: string,
  query: QunitFileQuery,
): Promise<UnitFileAnswer> {
  const { unit, definition, actor } = await loadReadableUnit(ctx, uid);
  const field = definition.business_process.model.fields.find((f) => f.id === query.attribute);
  if (!field || !isFileField(field)) throw badRequest({ attribute: [FILE_MESSAGES.unknownFileField(query.attribute)] });
  const permissions = filePermissionsOf(actor.processRoles);
  const inline = query.disposition === 'inline' && query.pmethod !== 'original';
  const refused = refusal(permissions, field, query.pmethod, inline);
  if (refused) throw forbidden(refused);

  const row = await findVersion(ctx.deps.db, ctx.scope, unit.id, {
    attribute: field.id,
    path: query.path,
    version: query.version,
    // Drafts and superseded versions only for those who write the document (policy.ts).
    inForceOnly: !permissions.drafts,
  });
  if (!row) throw notFound(FILE_MESSAGES.fileNotFound);
  const stored = await openBlob(ctx.deps.config.dataDir, row.sha256);
  if (!stored) throw notFound(FILE_MESSAGES.fileNotFound);

  const sourceExt = extensionOf(row.filename);
  const track = () =>
    recordDownload(ctx.deps.db, ctx.scope, {
      unitId: unit.id,
      fileVersionId: Number(row.id),
      version: row.version,
      at: ctx.now.toISOString(),
      copy: COPY_OF_PMETHOD[query.pmethod],
    });

  // The audit trail keeps each download too (issue 15 §2), once it is certain to be answered.
  const audit = () =>
    recordAudit(ctx.deps.db.k, ctx.scope, {
      entity: 'file',
      entityId: Number(row.id),
      action: `download:${query.pmethod}`,
      after: { unit: unit.uid, attribute: field.id, filename: row.filename, version: row.version, sha256: row.sha256 },
    });

  if (query.pmethod === 'original') {
    await track();
    await audit();
    return {
      contentType: row.mimetype,
      // Never inline: an uploaded page (HTML, SVG) must not run as part of the application.
      contentDisposition: contentDisposition(
        'attachment',
        downloadName(query.title, row.filename, sourceExt, sourceExt),
      ),
      body: { file: stored.path, size: stored.size },
    };
  }

  if (!convertible(field)) throw badRequest(FILE_MESSAGES.conversionDisabled);
  const source = pdfSourceOf(row.mimetype, row.filename);
  if (!source) throw badRequest(FILE_MESSAGES.notConvertible);
  const pdfPath = await converter.rendering(source, row);
  const tracked = await track();
  try {
    const bytes = await stamped(fs.readFileSync(pdfPath), query.pmethod, {
      lang: ctx.scope.lang,
      status: row.status as FileVersionStatus,
      reference: unit.reference,
      title: unit.title,
      version: row.version,
      at: ctx.now,
      user: displayName(ctx.scope.user),
      copy: tracked.copyNumber,
      ...(await approvalOf(ctx, unit)),
    });
    await audit();
    return {
      contentType: 'application/pdf',
      contentDisposition: contentDisposition(
        inline ? 'inline' : 'attachment',
        downloadName(query.title, row.filename, sourceExt, 'pdf'),
      ),
      body: { bytes },
    };
  } catch (error) {
    await forgetDownload(ctx.deps.db, ctx.scope, tracked.id);
    throw error;
  }
}

/**
 * The unit's latest signature (a document's approval), as the stamp of its version in force names
 * it; none when the unit has none, or when that signature does not hold for this unit.
 */
async function approvalOf(ctx: CentroContext, unit: { id: number; uid: string }) {
  const latest = (await listSignatures(ctx.deps.db, ctx.scope, unit.id)).at(-1);
  if (!latest) return {};
  const shown = presentSignature(latest, { siteId: ctx.scope.site.id, uid: unit.uid }, ctx.scope.lang);
  if (!shown.intact) return {};
  return { signed: { meaning: shown.meaning, name: shown.printed_name, at: new Date(shown.signed_at) } };
}

/** The kind of copy each pmethod makes, as the download tracker keeps it. */
const COPY_OF_PMETHOD: Readonly<Record<Pmethod, CopyKind | null>> = {
  original: null,
  rendered_pdf_header: null,
  controlled_copy: 'controlled',
  uncontrolled_copy: 'uncontrolled',
};

async function stamped(
  pdf: Uint8Array,
  pmethod: Exclude<Pmethod, 'original'>,
  facts: Omit<StampFacts, 'copy'> & { copy: number | null },
): Promise<Uint8Array> {
  const copy: StampFacts['copy'] =
    pmethod === 'uncontrolled_copy'
      ? { kind: 'uncontrolled' }
      : facts.copy !== null
        ? { kind: 'controlled', number: facts.copy }
        : undefined;
  const lines = stampLines({ ...facts, copy });
  try {
    return await stampPdf(pdf, lines);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(422, { detail: FILE_MESSAGES.pdfUnreadable });
  }
}
