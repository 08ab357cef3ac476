import { z } from 'zod';
import { defineMessages, localize, type MessageText } from '../messages/catalog.js';

/**
 * Shapes of the business-process records API (shell-and-admin §3 "Business process (BP) record",
 * §7 "Business process"; records-explorer §3 "Business process map entry"). The server answers
 * them and the web reads them; both take their types from here.
 */

/** One stored BP as the BP explorer table lists it. */
export const bpRecord = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** `info.name.es`. */
  name: z.string(),
  /** `info.type`, the table's Type column. */
  type: z.string(),
  /** Id of the company the definition was uploaded at (the download name is `{reference}_{site}.json`). */
  site: z.number().int(),
  site_name: z.string(),
  /** That company's path, URL form (`/demo`). */
  site_path: z.string(),
  /** The site path the record was created at; editing is allowed only there (shell-and-admin §6). */
  path: z.string(),
  /** `info.description.es`, or empty. */
  description: z.string(),
  has_charts: z.boolean(),
  is_shared: z.boolean(),
  /** Whether the current user may replace or delete it here: a site admin at the record's own path. */
  can_edit: z.boolean(),
  /** The stored definition text, exactly as uploaded: `{"business_process": {...}}`. */
  business_process: z.string(),
});
export type BpRecord = z.infer<typeof bpRecord>;

export const bpListResponse = z.object({ count: z.number().int(), results: z.array(bpRecord) });
export type BpListResponse = z.infer<typeof bpListResponse>;

/** A list-report template of the definition's `reports.list` (saved as `{template name}.xlsx`). */
export const bpReportTemplate = z.object({ value: z.string(), title: z.string(), template: z.string() });

/** records-explorer §3 "Business process map entry", for the user in the scope's centro. */
export const bpMapEntry = z.object({
  can_create: z.boolean(),
  is_shared: z.boolean(),
  list_reports_templates: z.array(bpReportTemplate),
});
export type BpMapEntry = z.infer<typeof bpMapEntry>;

/** GET {centro}/businessprocess/bpmap/: entries keyed by BP reference. */
export const bpMapResponse = z.record(z.string(), bpMapEntry);
export type BpMapResponse = z.infer<typeof bpMapResponse>;

export const bpIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Optional text fields of the upload form (the file itself is `json_file`). */
export const bpUploadFields = z.object({ path: z.string().max(500).optional() });

/**
 * Texts of the upload answers. The first three are the spec's (shell-and-admin §5 "Business-process
 * upload"); the others are ours (docs/decisions.md). Definition problems are reported under
 * `json_file` as `"<path>: <reason>"`, one message per problem.
 */
export const BP_MESSAGES = defineMessages('bp', {
  cannotIdentifyFileType: {
    es: 'No se puede identificar el tipo de archivo',
    ca: "No es pot identificar el tipus d'arxiu",
    en: 'Cannot identify file type',
  },
  fileInvalid: { es: 'El archivo no es válido', ca: "L'arxiu no és vàlid", en: 'The file is invalid' },
  /** A definition's problem at its JSON path; the checker's own reasons may be fixed catalog messages. */
  problem: (path: string, message: MessageText) => ({
    es: `${path}: ${localize(message, 'es')}`,
    ca: `${path}: ${localize(message, 'ca')}`,
    en: `${path}: ${localize(message, 'en')}`,
  }),
  moreProblems: (n: number) => ({
    es: `… y ${n} problemas más`,
    ca: `… i ${n} problemes més`,
    en: `… and ${n} more problems`,
  }),
  unknownProcess: (reference: string) => ({
    es: `Proceso desconocido '${reference}' en el mapa de procesos de esta empresa`,
    ca: `Procés desconegut '${reference}' al mapa de processos d'aquesta empresa`,
    en: `Unknown process '${reference}' in this company's process map`,
  }),
  alreadyExists: (reference: string) => ({
    es: `Ya existe aquí un proceso de negocio con la referencia '${reference}'; sustitúyelo`,
    ca: `Ja existeix aquí un procés de negoci amb la referència '${reference}'; substitueix-lo`,
    en: `A business process with reference '${reference}' already exists here; replace it instead`,
  }),
  referenceMismatch: (expected: string) => ({
    es: `Debe ser '${expected}': una sustitución conserva la referencia del proceso de negocio que sustituye`,
    ca: `Ha de ser '${expected}': una substitució conserva la referència del procés de negoci que substitueix`,
    en: `Must be '${expected}': a replacement keeps the reference of the business process it replaces`,
  }),
  stateInUse: (state: string, units: number) => ({
    es: `El estado '${state}' es el estado actual de ${units} ${units === 1 ? 'unidad' : 'unidades'}; consérvalo`,
    ca: `L'estat '${state}' és l'estat actual de ${units} ${units === 1 ? 'unitat' : 'unitats'}; conserva'l`,
    en: `State '${state}' is the current state of ${units} unit${units === 1 ? '' : 's'}; keep it`,
  }),
  pathMismatch: {
    es: 'Un proceso de negocio se crea en la ruta de empresa actual',
    ca: "Un procés de negoci es crea a la ruta d'empresa actual",
    en: 'A business process is created at the current site path',
  },
  editOnlyAtOwnPath: (path: string) => ({
    es: `Este proceso de negocio pertenece a la empresa ${path}; solo se puede editar allí.`,
    ca: `Aquest procés de negoci pertany a l'empresa ${path}; només es pot editar allà.`,
    en: `This business process belongs to company ${path}; it can be edited only there.`,
  }),
  hasUnits: (units: number) => ({
    es: `Este proceso de negocio tiene ${units} ${units === 1 ? 'unidad' : 'unidades'}; no se puede eliminar.`,
    ca: `Aquest procés de negoci té ${units} ${units === 1 ? 'unitat' : 'unitats'}; no es pot eliminar.`,
    en: `This business process has ${units} unit${units === 1 ? '' : 's'}; it cannot be deleted.`,
  }),
  referencedBy: (references: string[]) => {
    const one = references.length === 1;
    const list = references.join(', ');
    return {
      es: `${one ? 'El proceso de negocio' : 'Los procesos de negocio'} ${list} ${one ? 'hace' : 'hacen'} referencia a este; ${one ? 'cámbialo' : 'cámbialos'} antes.`,
      ca: `${one ? 'El procés de negoci' : 'Els processos de negoci'} ${list} ${one ? 'fa' : 'fan'} referència a aquest; ${one ? "canvia'l" : "canvia'ls"} abans.`,
      en: `Business process${one ? '' : 'es'} ${list} refer${one ? 's' : ''} to this one; change ${one ? 'it' : 'them'} first.`,
    };
  },
});
