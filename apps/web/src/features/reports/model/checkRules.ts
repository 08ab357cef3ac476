import { type ReportTemplateKind, uploadTooBig } from '@qualium/contracts';

/**
 * The check-template dialog's rules (records-explorer §5): a docx template needs a document (a
 * unit) and a .docx file, both required; an xlsx template needs an .xls or .xlsx file; the
 * document selector is disabled when there are no units. Files above the upload cap are refused
 * before they travel (records-explorer §9: 20 MiB).
 */
/** The dialog's choices, the unit report first (its default). */
export const TEMPLATE_KINDS: readonly ReportTemplateKind[] = ['docx', 'xlsx'];

/** What the file input offers for each kind. */
export const ACCEPT: Readonly<Record<ReportTemplateKind, string>> = {
  docx: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel',
};

const EXTENSIONS: Readonly<Record<ReportTemplateKind, readonly string[]>> = { docx: ['docx'], xlsx: ['xlsx', 'xls'] };

export type TemplateProblem = 'fileRequired' | 'fileKind' | 'fileTooBig' | 'unitRequired';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The file's problem for a template kind, or null. */
export function fileProblem(
  kind: ReportTemplateKind,
  file: { name: string; size: number } | null,
): TemplateProblem | null {
  if (!file) return 'fileRequired';
  if (!EXTENSIONS[kind].includes(extensionOf(file.name))) return 'fileKind';
  if (uploadTooBig(file.size)) return 'fileTooBig';
  return null;
}

/** Every problem keeping the dialog from generating, in the order the form shows them. */
export function templateProblems(input: {
  kind: ReportTemplateKind;
  file: { name: string; size: number } | null;
  unit: string | null;
}): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const file = fileProblem(input.kind, input.file);
  if (file) problems.push(file);
  if (input.kind === 'docx' && !input.unit) problems.push('unitRequired');
  return problems;
}

/** The document selector is disabled with no units (and only a docx template uses it). */
export const unitSelectorDisabled = (kind: ReportTemplateKind, units: number) => kind !== 'docx' || units === 0;
