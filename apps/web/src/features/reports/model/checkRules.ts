import {
  customTemplateInput,
  type ReportTemplateKind,
  type TemplateProblem,
  templateFileInput,
} from '@qualium/contracts';

/**
 * The check-template dialog's rules (records-explorer §5) are the server's: the contracts'
 * `customTemplateInput` (a docx template needs a unit and a .docx file, an xlsx template a .xlsx
 * file, .xls refused with its own explanation, files of 20 MiB or more refused), so the dialog
 * refuses before sending what the server would refuse. The document selector is disabled when
 * there are no units.
 */
/** The dialog's choices, the unit report first (its default). */
export const TEMPLATE_KINDS: readonly ReportTemplateKind[] = ['docx', 'xlsx'];

/** What the file input offers for each kind: only what the server reads. */
export const ACCEPT: Readonly<Record<ReportTemplateKind, string>> = {
  docx: '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type ChosenFile = { name: string; size: number } | null;

const problemsOf = (issues: ReadonlyArray<{ message: string; path: PropertyKey[] }>, field: string) =>
  issues.filter((i) => i.path[0] === field).map((i) => i.message as TemplateProblem);

/** The file's problem for a template kind, or null. */
export function fileProblem(kind: ReportTemplateKind, file: ChosenFile): TemplateProblem | null {
  const checked = templateFileInput(kind).safeParse(file);
  return checked.success ? null : (checked.error.issues[0]!.message as TemplateProblem);
}

/** Every problem keeping the dialog from generating, by the field it belongs to. */
export function templateProblems(input: { kind: ReportTemplateKind; file: ChosenFile; unit: string | null }): {
  template: TemplateProblem[];
  unit: TemplateProblem[];
} {
  const checked = customTemplateInput.safeParse({ kind: input.kind, template: input.file, unit: input.unit });
  const issues = checked.success ? [] : checked.error.issues;
  return { template: problemsOf(issues, 'template'), unit: problemsOf(issues, 'unit') };
}

/** The document selector is disabled with no units (and only a docx template uses it). */
export const unitSelectorDisabled = (kind: ReportTemplateKind, units: number) => kind !== 'docx' || units === 0;
