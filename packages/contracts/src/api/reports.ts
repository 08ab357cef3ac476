import { z } from 'zod';
import { defineMessages, localize, type MessageText } from '../messages/catalog.js';
import { explorerQuery } from './explorer.js';

/**
 * Reports (records-explorer §4 "Report download", §5 "Check-template dialog", §6 custom templates,
 * §7 report calls and file names, §8 report messages): the business process's list templates (xlsx)
 * and unit templates (docx, optionally as PDF), the company's stored template files, and the
 * administrators' custom templates. Placeholders are documented in docs/decisions.md "Reports".
 */

export const REPORT_TEMPLATE_KINDS = ['xlsx', 'docx'] as const;
export type ReportTemplateKind = (typeof REPORT_TEMPLATE_KINDS)[number];

/** records-explorer §7: the custom list report's file name (the unit one is `{unit title}.docx`). */
export const CUSTOM_LIST_REPORT_NAME = 'Listado personalizado de no conformidad';

/** records-explorer §9: how long the report messages stay. */
export const REPORT_MESSAGE_MS = 5000;

/**
 * The one vocabulary of placeholders, in xlsx cells and docx tags alike: the explorer's unit
 * columns, the unit's uid and the business process's field ids. Unit reports add the document
 * tags and the `fields` and `history` loops below.
 */
export const REPORT_UNIT_TAGS = [
  'uid',
  'reference',
  'title',
  'centro',
  'business_process_name',
  'current_workflow_state',
  'current_workflow_responsible',
  'current_workflow_limit',
  'fecha_creacion',
  'fecha_cierre',
  'creador',
] as const;
/** Tags of a unit report besides the unit's: who and when, the company and the report's title. */
export const REPORT_DOCUMENT_TAGS = ['company', 'report_title', 'printed_at', 'printed_by', 'footer'] as const;
/** `{#fields}{label}: {value}{/fields}`: every field of the model with its readable value. */
export const REPORT_FIELD_LOOP_TAGS = ['id', 'label', 'value'] as const;
/** `{#history}…{/history}`: the workflow history, oldest first. */
export const REPORT_HISTORY_LOOP_TAGS = [
  'date',
  'transition',
  'from_state',
  'to_state',
  'user',
  'responsible',
  'limit',
  'changes',
  /** "Meaning — name — date-time (zone) — reason — SHA-256 …" of a signed transition; empty otherwise. */
  'signature',
  /** The reason for change given with the transition; empty when none. */
  'reason_for_change',
] as const;

/** An xlsx cell that is a placeholder: its whole text is `{name}`. */
export const XLSX_PLACEHOLDER = /^\s*\{\s*([A-Za-z_][A-Za-z0-9_]{0,63})\s*\}\s*$/;

/**
 * Texts of the report calls besides the spec's messages (which are the client's: reports.info,
 * reports.success, reports.error). Decided in docs/decisions.md.
 */
export const REPORT_MESSAGES = defineMessages('reports', {
  unknownReport: (bp: string, id: string) => ({
    es: `El proceso de negocio ${bp} no tiene el informe '${id}'`,
    ca: `El procés de negoci ${bp} no té l'informe '${id}'`,
    en: `The business process ${bp} has no report '${id}'`,
  }),
  templateMissing: (name: string) => ({
    es: `La plantilla '${name}' de este informe aún no se ha subido; un administrador puede subirla en el diálogo de comprobar plantilla.`,
    ca: `La plantilla '${name}' d'aquest informe encara no s'ha pujat; un administrador la pot pujar al diàleg de comprovar la plantilla.`,
    en: `The template '${name}' of this report has not been uploaded yet; an administrator can upload it in the check-template dialog.`,
  }),
  notPdf: (id: string) => ({
    es: `El informe '${id}' no se ofrece en PDF`,
    ca: `L'informe '${id}' no s'ofereix en PDF`,
    en: `Report '${id}' is not offered as PDF`,
  }),
  notInDefinition: (bp: string, name: string) => ({
    es: `El proceso de negocio ${bp} no nombra ninguna plantilla de informe '${name}'`,
    ca: `El procés de negoci ${bp} no anomena cap plantilla d'informe '${name}'`,
    en: `The business process ${bp} names no report template '${name}'`,
  }),
  wrongKind: (kind: ReportTemplateKind) => ({
    es: `Debe ser un archivo .${kind}`,
    ca: `Ha de ser un fitxer .${kind}`,
    en: `Must be a .${kind} file`,
  }),
  xlsNotSupported: {
    es: 'Los archivos de Excel 97-2003 (.xls) no se pueden leer; guarda la plantilla como .xlsx (Libro de Excel) y vuelve a intentarlo',
    ca: "Els fitxers d'Excel 97-2003 (.xls) no es poden llegir; desa la plantilla com a .xlsx (Llibre d'Excel) i torna-ho a provar",
    en: 'Excel 97-2003 (.xls) files cannot be read; save the template as .xlsx (Excel Workbook) and try again',
  },
  unreadable: (kind: ReportTemplateKind) => ({
    es: `Este archivo .${kind} no se puede leer; puede estar dañado`,
    ca: `Aquest fitxer .${kind} no es pot llegir; pot estar malmès`,
    en: `This .${kind} file cannot be read; it may be damaged`,
  }),
  noPlaceholderRow: {
    es: 'La primera hoja no tiene ninguna fila de marcadores: escribe {reference}, {title}… solos en las celdas de la fila donde van las unidades',
    ca: 'El primer full no té cap fila de marcadors: escriu {reference}, {title}… sols a les cel·les de la fila on van les unitats',
    en: 'The first sheet has no row of placeholders: write {reference}, {title}… alone in the cells of the row where the units go',
  },
  unknownPlaceholder: (name: string, where: MessageText) => ({
    es: `Marcador desconocido {${name}} en ${localize(where, 'es')}`,
    ca: `Marcador desconegut {${name}} a ${localize(where, 'ca')}`,
    en: `Unknown placeholder {${name}} in ${localize(where, 'en')}`,
  }),
  inDocument: { es: 'el documento', ca: 'el document', en: 'the document' },
  inCell: (address: string) => ({ es: `la celda ${address}`, ca: `la cel·la ${address}`, en: `cell ${address}` }),
  ownTemplateOnly: (path: string) => ({
    es: `Esta plantilla pertenece a la empresa ${path}; solo se puede cambiar allí.`,
    ca: `Aquesta plantilla pertany a l'empresa ${path}; només es pot canviar allà.`,
    en: `This template belongs to company ${path}; it can be changed only there.`,
  }),
});

/** GET {site}/report/{unit}/get_qunit_report/ and get_qunit_pdf/: `template` is the report's id. */
export const unitReportQuery = z.object({ template: z.string().trim().min(1).max(64) });
export type UnitReportQuery = z.infer<typeof unitReportQuery>;

/** GET {site}/report/get_list_report/: the explorer's filters (business_process required) and the report's id. */
export const listReportQuery = explorerQuery.extend({ template: z.string().trim().min(1).max(64) });
export type ListReportQuery = z.infer<typeof listReportQuery>;

/** GET {site}/report/get_list_templates/ and the admin list: one business process. */
export const reportTemplatesQuery = z.object({ bp: z.string().trim().min(1).max(64) });

/** A template the definition names, and whether a file for it is stored (here or at a parent company). */
export const reportTemplateSlot = z.object({
  /** The report's id: the `template` parameter of the report calls. */
  value: z.string(),
  title: z.string(),
  /** The definition's file name: `{template}` is also the list report's download name. */
  template: z.string(),
  kind: z.enum(REPORT_TEMPLATE_KINDS),
  /** Unit reports the definition also offers as PDF (the unit's visor_pdf_reports). */
  pdf: z.boolean(),
  available: z.boolean(),
});
export type ReportTemplateSlot = z.infer<typeof reportTemplateSlot>;

export const reportTemplateList = z.object({ count: z.number(), results: z.array(reportTemplateSlot) });
export type ReportTemplateList = z.infer<typeof reportTemplateList>;

/** A stored template file (administrators). */
export const storedReportTemplate = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(REPORT_TEMPLATE_KINDS),
  size: z.number(),
  /** The name the file had when it was uploaded. */
  filename: z.string(),
  updated_at: z.string(),
  uploaded_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The company it belongs to (URL form, `/demo`): a sub-company may use its parent's. */
  site_path: z.string(),
  /** Whether it can be replaced or deleted here (stored at this company). */
  can_edit: z.boolean(),
});
export type StoredReportTemplate = z.infer<typeof storedReportTemplate>;

export const adminTemplateSlot = reportTemplateSlot.extend({ stored: storedReportTemplate.nullable() });
export type AdminTemplateSlot = z.infer<typeof adminTemplateSlot>;
export const adminTemplateList = z.object({ count: z.number(), results: z.array(adminTemplateSlot) });
export type AdminTemplateList = z.infer<typeof adminTemplateList>;

/** POST {site}/report/templates/: multipart `business_process`, `name` (the definition's file name) and the file `template`. */
export const templateUploadFields = z.object({
  business_process: z.string().trim().min(1).max(64),
  name: z.string().trim().min(1).max(130),
});

export const templateIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
