import {
  DEFAULT_PMETHOD,
  PMETHOD_OF_DOWNLOAD_OPTION,
  type Pmethod,
  type UnitDetail,
  VERSIONABLE_DOWNLOAD_OPTIONS,
} from '@qualium/contracts';
import { z } from 'zod';
import { downloadFile } from './download';

/**
 * Files of a unit through `GET {centro}/unit/{uid}/get_qunit_file/` (records-explorer §7:
 * attribute, path, optional version, title, pmethod defaulting to rendered_pdf_header).
 */
export type DownloadOption = (typeof VERSIONABLE_DOWNLOAD_OPTIONS)[number];

/** One stored version of a file field: what the call needs to name it. */
export interface StoredFileRef {
  attribute: string;
  /** The stored file's name (`value`): the call's `path`. */
  value: string;
  version: number | null;
  /** The name the download is saved under (the server sets its extension). */
  title: string;
}

export function unitFileQuery(
  file: StoredFileRef,
  pmethod: Pmethod = DEFAULT_PMETHOD,
  disposition: 'attachment' | 'inline' = 'attachment',
): Record<string, string> {
  const query: Record<string, string> = { attribute: file.attribute, path: file.value, title: file.title, pmethod };
  if (file.version !== null) query.version = String(file.version);
  if (disposition === 'inline') query.disposition = 'inline';
  return query;
}

export const unitFilePath = (scope: string, uid: string) => `${scope}/unit/${encodeURIComponent(uid)}/get_qunit_file/`;

export function downloadUnitFile(scope: string, uid: string, file: StoredFileRef, option: DownloadOption) {
  return downloadFile(unitFilePath(scope, uid), unitFileQuery(file, PMETHOD_OF_DOWNLOAD_OPTION[option]), file.title);
}

/** A described document of the unit (current_state_document, current_public_version). */
export interface UnitDocument extends StoredFileRef {
  version: number;
  status: string;
  /** The forms this user may download it in, and whether they may read it in the PDF viewer. */
  downloadOptions: DownloadOption[];
  view: boolean;
}

const described = z.object({
  value: z.string(),
  attribute: z.string(),
  title: z.string().optional(),
  version: z.number(),
  downloable_title: z.string().optional(),
  status: z.string().default('public'),
  download_options: z.array(z.enum(VERSIONABLE_DOWNLOAD_OPTIONS)).default([]),
  view: z.boolean().default(false),
});

export function unitDocument(raw: UnitDetail['current_state_document']): UnitDocument | null {
  const parsed = described.safeParse(raw);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    attribute: d.attribute,
    value: d.value,
    version: d.version,
    title: d.downloable_title ?? d.title ?? d.value,
    status: d.status,
    downloadOptions: d.download_options,
    view: d.view,
  };
}

/**
 * The form a one-click download takes (download current file: the stamped PDF; a file chip: the
 * original): the one wanted when the user may have it, else the stamped PDF, else the first they
 * may have, else none (a PDF-viewer-only reader opens the viewer instead).
 */
export function preferredOption(options: readonly DownloadOption[], wanted: DownloadOption): DownloadOption | null {
  if (options.includes(wanted)) return wanted;
  if (options.includes('pdf')) return 'pdf';
  return options[0] ?? null;
}
