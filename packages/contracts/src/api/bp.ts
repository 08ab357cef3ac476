import { z } from 'zod';

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
export const BP_MESSAGES = {
  cannotIdentifyFileType: 'Cannot identify file type',
  fileInvalid: 'The file is invalid',
  problem: (path: string, message: string) => `${path}: ${message}`,
  unknownProcess: (reference: string) => `Unknown process '${reference}' in this company's process map`,
  alreadyExists: (reference: string) =>
    `A business process with reference '${reference}' already exists here; replace it instead`,
  referenceMismatch: (expected: string) =>
    `Must be '${expected}': a replacement keeps the reference of the business process it replaces`,
  stateInUse: (state: string, units: number) =>
    `State '${state}' is the current state of ${units} unit${units === 1 ? '' : 's'}; keep it`,
  pathMismatch: 'A business process is created at the current site path',
  editOnlyAtOwnPath: (path: string) => `This business process belongs to company ${path}; it can be edited only there.`,
  hasUnits: (units: number) =>
    `This business process has ${units} unit${units === 1 ? '' : 's'}; it cannot be deleted.`,
  referencedBy: (references: string[]) =>
    `Business process${references.length === 1 ? '' : 'es'} ${references.join(', ')} refer${references.length === 1 ? 's' : ''} to this one; change ${references.length === 1 ? 'it' : 'them'} first.`,
} as const;
