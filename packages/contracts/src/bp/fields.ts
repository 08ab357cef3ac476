import { z } from 'zod';
import { PROCESS_ROLES } from '../constants.js';
import { bpHexColor, bpId, bpLocalizedText, bpReference } from './common.js';
import { FORM_INPUT_KINDS } from './fieldKinds.js';

/**
 * The `model` section: the typed fields of a unit (records-explorer §3 field
 * kinds and form input properties). One schema per kind, joined on `kind`, so
 * that a kind's own options (decimals, items, time-event bounds …) are typed
 * and an option given to the wrong kind is refused instead of ignored.
 */

/** A choice option. `color` tints chips (severity, origin); `children` only in treeviews. */
export interface BpChoiceItem {
  value: string;
  label: z.infer<typeof bpLocalizedText>;
  color?: string | undefined;
  children?: BpChoiceItem[] | undefined;
}

const itemValue = z.string().min(1).max(128);
const flatItem = z.strictObject({ value: itemValue, label: bpLocalizedText, color: bpHexColor.optional() });
const treeItem: z.ZodType<BpChoiceItem> = z.lazy(() =>
  z.strictObject({
    value: itemValue,
    label: bpLocalizedText,
    color: bpHexColor.optional(),
    children: z.array(treeItem).optional(),
  }),
);

/** File extensions such as `.pdf`. Absent means any file (the spec's check is non-restrictive). */
const accept = z.array(z.string().regex(/^\.[a-z0-9]{1,10}$/, 'Must be an extension like .pdf')).min(1);

/**
 * A field whose input depends on another one (records-explorer §4: dependent
 * inputs clear when their root field is cleared). With `source`, the choices or
 * the value are looked up in units of another BP (get_depending_select_choices /
 * get_depending_input_value: bp_reference, root field value, field_id).
 */
export const bpFieldDependency = z.strictObject({
  field: bpId,
  source: z.strictObject({ business_process: bpReference, field: bpId }).optional(),
});

const base = {
  id: bpId,
  label: bpLocalizedText,
  required: z.boolean().default(false),
  readonly: z.boolean().default(false),
  /** Kept in the unit but not shown in forms. */
  hidden: z.boolean().default(false),
  help_text: bpLocalizedText.optional(),
  placeholder: bpLocalizedText.optional(),
  /** Another input than the kind's default, among FIELD_KIND_INPUTS[kind]. */
  input: z.enum(FORM_INPUT_KINDS).optional(),
  /** Width in a 12-column form grid (forced to full width on small screens). */
  cols: z.number().int().min(1).max(12).default(12),
  /** Part of the unit's search text (3-character search). */
  searchable: z.boolean().default(false),
  /** Offered in the advanced filter. */
  filterable: z.boolean().default(false),
  depends_on: bpFieldDependency.optional(),
};

const multiple = { multiple: z.boolean().default(false) };
const numberRules = z.strictObject({ min: z.number().optional(), max: z.number().optional() });
const textRules = z.strictObject({
  email: z.boolean().optional(),
  max_length: z.number().int().min(1).optional(),
});
const fileRules = z.strictObject({ accept: accept.optional() });

const kind = <K extends string>(k: K) => z.literal(k);

const textField = z.strictObject({ ...base, kind: kind('text'), rules: textRules.optional() });
const textareaField = z.strictObject({
  ...base,
  kind: kind('textarea'),
  rules: z.strictObject({ max_length: z.number().int().min(1).optional() }).optional(),
});
const linkField = z.strictObject({ ...base, kind: kind('link') });
/**
 * The id of an `indicator_tracking` field: this field then holds the indicator's weighted score
 * (0-100) for the latest tracked period, computed by the server on every write (docs/bp-definition.md).
 */
const scoreOf = bpId.optional();
const numericField = z.strictObject({
  ...base,
  kind: kind('numeric'),
  /** Spec default 0: integers only. */
  decimals: z.number().int().min(0).max(10).default(0),
  rules: numberRules.optional(),
  score_of: scoreOf,
});
const decimalField = z.strictObject({
  ...base,
  kind: kind('decimal'),
  /** Spec default 2. */
  decimals: z.number().int().min(0).max(10).default(2),
  rules: numberRules.optional(),
  score_of: scoreOf,
});
const dateField = z.strictObject({ ...base, kind: kind('date') });
const dateTimeField = z.strictObject({ ...base, kind: kind('date_time') });
const choiceField = z.strictObject({
  ...base,
  ...multiple,
  kind: kind('choice'),
  items: z.array(flatItem).min(1),
});
const autocompleteField = z.strictObject({
  ...base,
  ...multiple,
  kind: kind('autocomplete'),
  items: z.array(flatItem).min(1),
});
const treeviewField = z.strictObject({
  ...base,
  ...multiple,
  kind: kind('treeview'),
  items: z.array(treeItem).min(1),
});
/** Free tags; `items` are suggestions only. */
const tagField = z.strictObject({ ...base, kind: kind('tag'), items: z.array(flatItem).default([]) });
const directoryField = z.strictObject({ ...base, kind: kind('directory') });
const userField = z.strictObject({ ...base, ...multiple, kind: kind('user') });
/** A user holding `process_role` in `process` (default: this BP's process) in the unit's centro. */
const processUserField = z.strictObject({
  ...base,
  ...multiple,
  kind: kind('process_user'),
  process_role: z.enum(PROCESS_ROLES).default('responsible'),
  process: z.string().min(1).optional(),
});
/** A link to a unit of `target_business_process` (any BP when absent). */
const relatedField = z.strictObject({
  ...base,
  ...multiple,
  kind: kind('related'),
  target_business_process: bpReference.optional(),
});
/** A table of related units with the given columns of the target BP. */
const relationshipsField = z.strictObject({
  ...base,
  kind: kind('relationships'),
  target_business_process: bpReference,
  cols: z.array(z.string().min(1)).default(['reference', 'title', 'current_workflow_state']),
});
const dynamicChoiceField = z.strictObject({
  ...base,
  ...multiple,
  kind: kind('dynamic_choice'),
  depends_on: bpFieldDependency.required({ source: true }),
});
/** Time-event bounds and defaults (records-explorer §3 time-event field). */
export const bpTimeEventOptions = z.strictObject({
  min_days: z.number().int().min(0).default(0),
  max_days: z.number().int().min(0).default(36_525),
  /** d day, s or w week, m month, y year. */
  default_period: z.enum(['d', 's', 'w', 'm', 'y']).default('m'),
  default_amount: z.number().int().min(0).optional(),
  /** incluye_findes: whether weekends count. */
  includes_weekends: z.boolean().default(true),
});
const timeEventField = z.strictObject({
  ...base,
  kind: kind('time_event'),
  time_event: bpTimeEventOptions.prefault({}),
});
const stateField = z.strictObject({ ...base, kind: kind('state') });
const dateLimitField = z.strictObject({ ...base, kind: kind('date_limit') });
const centroField = z.strictObject({ ...base, kind: kind('centro') });
const fileField = z.strictObject({ ...base, ...multiple, kind: kind('file'), rules: fileRules.optional() });
const imageField = z.strictObject({ ...base, kind: kind('image'), rules: fileRules.optional() });
export const VERSIONABLE_DOWNLOAD_OPTIONS = ['original', 'pdf', 'controlled_copy', 'uncontrolled_copy'] as const;
const versionableFileField = z.strictObject({
  ...base,
  kind: kind('versionable_file'),
  rules: fileRules.optional(),
  convertible_to_pdf: z.boolean().default(true),
  /**
   * What readers may download; controlled_copy is the PDF stamped "Copia controlada nº N",
   * uncontrolled_copy the print stamped "Copia no controlada" (both numbered or marked in the tracker).
   */
  download_options: z.array(z.enum(VERSIONABLE_DOWNLOAD_OPTIONS)).min(1).default(['original', 'pdf']),
  /** Title used for downloads instead of the file name. */
  downloadable_title: z.string().min(1).optional(),
  /**
   * States in which the newest version is the one in force: reaching one publishes it and makes
   * every earlier version obsolete. Absent: every upload is in force at once (no drafts).
   */
  publish_states: z.array(bpId).min(1).optional(),
  /** States that withdraw the document: every version becomes obsolete. */
  withdraw_states: z.array(bpId).min(1).optional(),
});
const metricsField = z.strictObject({
  ...base,
  kind: kind('metrics'),
  metric_types: z
    .array(z.enum(['category', 'number', 'indicator']))
    .min(1)
    .default(['category', 'number', 'indicator']),
});
const indicatorTrackingField = z.strictObject({
  ...base,
  kind: kind('indicator_tracking'),
  /** The `metrics` field whose metrics are tracked. */
  metrics_field: bpId,
  period: z.enum(['month', 'quarter', 'year']).default('month'),
});

export const bpField = z.discriminatedUnion('kind', [
  dateTimeField,
  dateField,
  imageField,
  linkField,
  fileField,
  numericField,
  decimalField,
  textField,
  textareaField,
  autocompleteField,
  treeviewField,
  choiceField,
  directoryField,
  userField,
  relatedField,
  relationshipsField,
  processUserField,
  dynamicChoiceField,
  tagField,
  timeEventField,
  stateField,
  dateLimitField,
  versionableFileField,
  indicatorTrackingField,
  centroField,
  metricsField,
]);
export type BpField = z.infer<typeof bpField>;
export type BpFieldInput = z.input<typeof bpField>;
export type BpFieldOf<K extends BpField['kind']> = Extract<BpField, { kind: K }>;
export type TimeEventOptions = z.infer<typeof bpTimeEventOptions>;

export const bpModel = z.strictObject({ fields: z.array(bpField).min(1) });
export type BpModel = z.infer<typeof bpModel>;
