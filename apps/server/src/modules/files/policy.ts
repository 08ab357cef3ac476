import {
  type BpField,
  FILE_MESSAGES,
  type FilePermissions,
  PMETHOD_OF_DOWNLOAD_OPTION,
  PMETHODS,
  type Pmethod,
  type ProcessRole,
  VERSIONABLE_DOWNLOAD_OPTIONS,
} from '@qualium/contracts';

/**
 * Who gets which form of a unit's files (records-explorer §6 process roles; DOMAIN.md
 * DOCISODEFAULT: "readers see the current version as a PDF stamped copia controlada; drafts are
 * visible only to editors"). One rule, enforced by get_qunit_file and shown to the client through
 * the unit's `file_permissions` and download options:
 *
 * - responsible, creator, editor (the people who write, review and approve): every version,
 *   drafts and obsolete ones included, in every form;
 * - reader: the version in force as PDF downloads (stamped, or a numbered controlled copy);
 * - original_document_reader: the version in force as PDFs and as the original;
 * - visor_pdf_reader: the version in force in the PDF viewer only (served inline, never the
 *   original, no downloads offered);
 * - a versionable file's `download_options` narrow what readers may download; editors get all.
 *
 * Roles add up: a user holding several gets the union.
 */
const EDITOR_ROLES: readonly ProcessRole[] = ['responsible', 'creator', 'editor'];

export function filePermissionsOf(roles: ReadonlySet<ProcessRole>): FilePermissions {
  const holds = (...list: ProcessRole[]) => list.some((r) => roles.has(r));
  const editor = holds(...EDITOR_ROLES);
  return {
    drafts: editor,
    original: editor || holds('original_document_reader'),
    pdf: editor || holds('reader', 'original_document_reader'),
    view: roles.size > 0,
  };
}

/** The download options a field offers its readers (plain file fields: every form). */
function fieldOptions(field: BpField): readonly (typeof VERSIONABLE_DOWNLOAD_OPTIONS)[number][] {
  return field.kind === 'versionable_file' ? field.download_options : VERSIONABLE_DOWNLOAD_OPTIONS;
}

/** The download options of a field the user gets, in the field's order (editors: all of them). */
export function downloadOptionsFor(
  permissions: FilePermissions,
  field: BpField,
): Array<(typeof VERSIONABLE_DOWNLOAD_OPTIONS)[number]> {
  if (permissions.drafts) return [...new Set(['original' as const, ...fieldOptions(field)])];
  return fieldOptions(field).filter((option) => (option === 'original' ? permissions.original : permissions.pdf));
}

/** The pmethods the user may download a field's files with. */
export function downloadPmethods(permissions: FilePermissions, field: BpField): Pmethod[] {
  const methods = downloadOptionsFor(permissions, field).map((o) => PMETHOD_OF_DOWNLOAD_OPTION[o]);
  return PMETHODS.filter((m) => methods.includes(m));
}

/**
 * Why a request for `pmethod` is refused, or null when it is allowed. `inline` is the PDF viewer,
 * which everyone who may read the unit may use for the stamped PDF.
 */
export function refusal(
  permissions: FilePermissions,
  field: BpField,
  pmethod: Pmethod,
  inline: boolean,
): string | null {
  if (downloadPmethods(permissions, field).includes(pmethod)) return null;
  if (inline && permissions.view && pmethod === 'rendered_pdf_header') return null;
  if (!permissions.original && !permissions.pdf) return FILE_MESSAGES.viewerOnly;
  if (pmethod === 'original' && !permissions.original) return FILE_MESSAGES.originalNotAllowed;
  return FILE_MESSAGES.optionNotOffered;
}
