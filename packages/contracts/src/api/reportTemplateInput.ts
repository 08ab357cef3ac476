import { z } from 'zod';
import { FIELD_MESSAGE_TEXTS } from '../bp/fieldMessages.js';
import { uploadTooBig } from '../constants.js';
import { MESSAGES } from '../errors.js';
import type { MessageText } from '../messages/catalog.js';
import { REPORT_MESSAGES, type ReportTemplateKind } from './reports.js';

/**
 * A template to try or to keep (records-explorer §5 "Check-template dialog"): a docx template
 * needs a unit and a .docx file, an xlsx template a .xlsx file; .xls is refused with its own
 * explanation, since the server cannot read it. One schema for the dialog, which refuses before
 * sending, and the server, which checks the upload with it before reading its bytes. Issues carry
 * a problem code as their message: the web translates it, the server answers `problemText`.
 */
export const TEMPLATE_PROBLEMS = ['fileRequired', 'fileKind', 'xlsNotSupported', 'fileTooBig', 'unitRequired'] as const;
export type TemplateProblem = (typeof TEMPLATE_PROBLEMS)[number];

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The chosen or uploaded file, by name and size (the server reads its kind from the bytes afterwards). */
export const templateFileInput = (kind: ReportTemplateKind) =>
  z
    .object({ name: z.string(), size: z.number() }, { error: 'fileRequired' satisfies TemplateProblem })
    .superRefine((file, ctx) => {
      const extension = extensionOf(file.name);
      const problem: TemplateProblem | null =
        extension === 'xls' && kind === 'xlsx'
          ? 'xlsNotSupported'
          : extension !== kind
            ? 'fileKind'
            : uploadTooBig(file.size)
              ? 'fileTooBig'
              : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const unitUid = z.string({ error: 'unitRequired' satisfies TemplateProblem }).min(1, 'unitRequired');

/** The check-template dialog's input: the kind, the file (`template`) and, for docx, the unit. */
export const customTemplateInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('docx'), template: templateFileInput('docx'), unit: unitUid }),
  z.object({ kind: z.literal('xlsx'), template: templateFileInput('xlsx') }),
]);
export type CustomTemplateInput = z.input<typeof customTemplateInput>;

/** The server's text for a problem (the web shows its own translations of the codes). */
export function problemText(problem: TemplateProblem, kind: ReportTemplateKind): MessageText {
  switch (problem) {
    case 'fileRequired':
      return MESSAGES.required;
    case 'fileKind':
      return REPORT_MESSAGES.wrongKind(kind);
    case 'xlsNotSupported':
      return REPORT_MESSAGES.xlsNotSupported;
    case 'fileTooBig':
      return FIELD_MESSAGE_TEXTS['inputs.file_too_big'];
    case 'unitRequired':
      return MESSAGES.invalidQUnitPk;
  }
}
