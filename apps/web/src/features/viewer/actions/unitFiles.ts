import type { UnitDetail } from '@qualium/contracts';
import { downloadFile } from './download';

/**
 * Downloads of a unit's files through `GET {centro}/unit/{uid}/get_qunit_file/` (records-explorer
 * §7: attribute, path, optional version, title, pmethod defaulting to rendered_pdf_header).
 */
export const DEFAULT_PMETHOD = 'rendered_pdf_header';

/** The versionable-file download options (VERSIONABLE_DOWNLOAD_OPTIONS) as the `pmethod` asked for. */
export const PMETHOD_OF_OPTION: Readonly<Record<string, string>> = {
  original: 'original',
  pdf: DEFAULT_PMETHOD,
  controlled_copy: 'controlled_copy',
};

export interface UnitFileRequest {
  attribute: string;
  /** The stored file's name (`value` of current_state_document / current_public_version). */
  path: string;
  version?: number | null;
  title: string;
  pmethod?: string;
}

export function downloadUnitFile(scope: string, uid: string, file: UnitFileRequest) {
  const query: Record<string, string> = {
    attribute: file.attribute,
    path: file.path,
    title: file.title,
    pmethod: file.pmethod ?? DEFAULT_PMETHOD,
  };
  if (file.version !== undefined && file.version !== null) query.version = String(file.version);
  return downloadFile(`${scope}/unit/${encodeURIComponent(uid)}/get_qunit_file/`, query, file.title);
}

/** A file of a field (chips, versions and documents rows): a failure is only logged (records-explorer §8). */
export async function downloadStoredFile(
  scope: string,
  uid: string,
  file: { attribute: string; name: string; version: number | null },
): Promise<void> {
  const result = await downloadUnitFile(scope, uid, {
    attribute: file.attribute,
    path: file.name,
    version: file.version,
    title: file.name,
    pmethod: PMETHOD_OF_OPTION.original,
  });
  if (!result.ok) console.error('File download failed', file.name, result.error);
}

/** A described document of the unit (current_state_document, current_public_version), if well-formed. */
export interface UnitDocument {
  value: string;
  title: string;
  attribute: string;
  version: number | null;
  downloadTitle: string;
}

export function unitDocument(raw: UnitDetail['current_state_document']): UnitDocument | null {
  if (!raw || typeof raw.value !== 'string' || typeof raw.attribute !== 'string') return null;
  const title = typeof raw.title === 'string' ? raw.title : raw.value;
  return {
    value: raw.value,
    title,
    attribute: raw.attribute,
    version: typeof raw.version === 'number' ? raw.version : null,
    downloadTitle: typeof raw.downloable_title === 'string' ? raw.downloable_title : title,
  };
}
