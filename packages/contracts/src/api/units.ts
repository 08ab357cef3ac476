import { z } from 'zod';
import { FORM_INPUT_KINDS } from '../bp/fieldKinds.js';
import { PROCESS_ROLES } from '../constants.js';
import { MESSAGES } from '../errors.js';
import { onWrongType } from '../messages/wrong-type.js';
import { downloadTrackerRow, filePermissions, fileVersionRow } from './files.js';
import { signatureRequest, unitSignature } from './signatures.js';

/**
 * Shapes of the units API (records-explorer §3 Unit, form input kinds; §7 calls). The server
 * answers them and the web reads them; both take their types from here.
 */

export const choiceOption = z.object({
  value: z.string(),
  text: z.string(),
  get children() {
    return z.array(choiceOption).optional();
  },
});
export type ChoiceOption = z.infer<typeof choiceOption>;

/** One input of the generic dialog (spec "Input properties"). */
export const formInput = z.object({
  id: z.string(),
  kind: z.enum(FORM_INPUT_KINDS),
  /** The model's field kind behind the input. */
  field_kind: z.string(),
  label: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  readonly: z.boolean(),
  disabled: z.boolean(),
  multiple: z.boolean(),
  help_text: z.string(),
  class: z.string(),
  value: z.unknown(),
  items: z.array(choiceOption),
  rules: z.record(z.string(), z.unknown()),
  cols: z.number(),
  hidden: z.boolean(),
  file_type: z.string(),
  /** Dynamic select and dynamic input: where their choices or value come from. */
  bp_reference: z.string().optional(),
  site_id: z.number().optional(),
  root_field_id: z.string().optional(),
  /** The field of `bp_reference` whose value the input shows or offers (`field_id` of the unitwidget calls). */
  source_field_id: z.string().optional(),
  /** Related select. */
  target_business_process: z.string().optional(),
  /** Process-depending user select. */
  process_id: z.number().nullable().optional(),
  permission_id: z.string().optional(),
  /** Time event. */
  time_event: z.record(z.string(), z.unknown()).optional(),
});
export type FormInput = z.infer<typeof formInput>;

export const transitionCandidate = z.object({
  id: z.string(),
  label: z.string(),
  related_business_process: z.string().nullable(),
  /** Whether the form must ask for the next responsible (more than one candidate). */
  choose_responsible: z.boolean(),
});
export type TransitionCandidate = z.infer<typeof transitionCandidate>;

export const candidateResponsible = z.object({
  id: z.number(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
});

export const userRef = z.object({ id: z.number(), name: z.string() }).nullable();

/** A field of a unit as the viewer shows it: its kind, label, stored value and readable text. */
export const unitField = z.object({
  id: z.string(),
  type: z.string(),
  label: z.string(),
  value: z.unknown(),
  readable: z.string(),
  color: z.string().optional(),
  /** A centro field's centro logo (null: none; the viewer then shows the fallback). */
  logo: z.string().nullable().optional(),
});
export type UnitField = z.infer<typeof unitField>;

export const historyEntry = z.object({
  id: z.number(),
  transition_id: z.string(),
  label: z.string(),
  from_state: z.object({ id: z.string(), label: z.string(), color: z.string() }).nullable(),
  to_state: z.object({ id: z.string(), label: z.string(), color: z.string() }),
  user: userRef,
  responsible: userRef,
  limit: z.string().nullable(),
  date: z.string(),
  /** Changes as the diff legend shows them: new (green), changed with the old value, removed. */
  fields: z.array(
    z.object({
      field: z.string(),
      label: z.string(),
      kind: z.enum(['new', 'changed', 'removed']),
      old: z.string().nullable(),
      new: z.string().nullable(),
    }),
  ),
  /** The reason for change given with this transition (docs/bp-definition.md "Reason for change"). */
  reason: z.string().nullable(),
  /** The transition's electronic signature, when it was signed. */
  signature: unitSignature.nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const contact = z.object({
  id: z.number(),
  title: z.string(),
  role: z.string(),
  photo: z.string().nullable(),
  initials: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});

export const unitRef = z.object({
  uid: z.string(),
  reference: z.string(),
  title: z.string(),
  business_process: z.string(),
  current_workflow_state: z.object({ id: z.string(), label: z.string(), color: z.string() }).nullable(),
});

/** One unit (GET {centro}/unit/{uid}/): every attribute of records-explorer §3 the user may see. */
export const unitDetail = z.object({
  uid: z.string(),
  instance_id: z.number(),
  /** Sent back as `version` with a transition: if the unit changed meanwhile, the answer is 409. */
  version: z.number(),
  site: z.number(),
  centro: z.object({ id: z.number(), name: z.string(), logo: z.string().nullable() }),
  business_process: z.string(),
  business_process_name: z.string(),
  bp_reference: z.string(),
  readable_type: z.string(),
  reference: z.string(),
  title: z.string(),
  fields: z.record(z.string(), unitField),
  workflow: z.array(historyEntry),
  inline_boxes: z.array(z.record(z.string(), z.unknown())),
  relations: z.object({ parent: unitRef.nullable(), children: z.array(unitRef) }),
  comunications: z.array(z.record(z.string(), z.unknown())),
  current_workflow_state: z.object({ id: z.string(), label: z.string(), color: z.string(), closed: z.boolean() }),
  state_color: z.string(),
  current_workflow_responsible: userRef,
  current_workflow_limit: z.string().nullable(),
  is_overdue: z.boolean(),
  fecha_creacion: z.string(),
  fecha_cierre: z.string().nullable(),
  creador: userRef,
  transition_candidates: z.array(transitionCandidate),
  contacts: z.array(contact),
  reports: z.array(z.object({ value: z.string(), title: z.string(), suffix: z.string() })),
  visor_pdf_reports: z.array(z.object({ value: z.string(), title: z.string(), suffix: z.string() })),
  allowed_content_types: z.array(z.object({ reference: z.string(), readable_type: z.string() })),
  document_downloads_options: z.array(z.string()),
  current_state_document: z.record(z.string(), z.unknown()).nullable(),
  current_public_version: z.record(z.string(), z.unknown()).nullable(),
  /** Stored versions of the unit's file fields the user may see, newest first (versions, documents boxes). */
  file_versions: z.array(fileVersionRow),
  /** Downloads of the unit's files, newest first (download-tracker box). */
  download_tracker: z.array(downloadTrackerRow),
  file_permissions: filePermissions,
  navigate_list: z.array(z.object({ uid: z.string(), reference: z.string(), title: z.string() })),
  actions: z.array(z.string()),
  columns: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
  process: z.object({ id: z.number(), name: z.string(), reference: z.string() }).nullable(),
  directory: z.number().nullable(),
  permissions: z.array(z.string()),
  _protected: z.object({ centro: z.number() }),
});
export type UnitDetail = z.infer<typeof unitDetail>;

/**
 * Query parameters. A missing or empty required one answers the same `Required.` as a form field
 * (`{name: ["Required."]}`), whichever call it is.
 */
const requiredParam = (max: number) =>
  z.string(onWrongType(MESSAGES.required)).trim().min(1, MESSAGES.required).max(max);
const idText = z
  .string(onWrongType(MESSAGES.required))
  .trim()
  .regex(/^[1-9]\d{0,9}$/, MESSAGES.invalidInteger)
  .transform(Number);

export const businessProcessQuery = z.object({ business_process: requiredParam(64) });
export const transitionQuery = z.object({ transition_id: requiredParam(64) });
export const creationFieldsQuery = z.object({
  business_process: requiredParam(64),
  origin_qunit: z.string().min(1).max(200).optional(),
});

/** The unitwidget calls (records-explorer §7): what the dialog's inputs fetch while being filled in. */
export const processDependingUsersQuery = z.object({
  process_id: idText,
  permission_id: z.enum(PROCESS_ROLES, {
    error: (issue) => (issue.input === undefined ? MESSAGES.required : undefined),
  }),
  centro: idText.optional(),
});
export const dependingValueQuery = z.object({
  /** The uid the root field holds; empty while the root field is. */
  reference_value: z.string().max(200).default(''),
  bp_reference: requiredParam(64),
  site_id: idText.optional(),
  field_id: requiredParam(64),
  centro_id: idText.optional(),
});
export type DependingValueQuery = z.infer<typeof dependingValueQuery>;
export const subindicatorsQuery = z.object({
  business_process: z.string().trim().min(1).max(64).default('INDICATOR'),
  exclude: z.string().max(200).optional(),
});
export const widgetUsersResponse = z.object({ data: z.array(z.object({ value: z.number(), text: z.string() })) });
export const dependingChoicesResponse = z.object({ data: z.array(z.tuple([z.string(), z.string()])) });
export const dependingValueResponse = z.object({ data: z.unknown(), readable: z.string() });
export const subindicatorsResponse = z.object({
  units: z.array(z.object({ uid: z.string(), reference: z.string(), title: z.string() })),
});

export const creationFieldsResponse = z.object({
  business_process: z.string(),
  business_process_name: z.string(),
  fields: z.array(formInput),
  choose_responsible: z.boolean(),
  /** When the initial transition lets the creator choose: whom (there is no unit to ask about yet). */
  responsible_candidates: z.array(candidateResponsible),
});
export const transitionFieldsResponse = z.object({
  transition_id: z.string(),
  label: z.string(),
  fields: z.array(formInput),
  choose_responsible: z.boolean(),
  /** The transition is signed: what the dialog asks besides the fields. */
  signature: signatureRequest.nullable(),
  /** The unit is already approved: changing a field needs a reason (`reason_for_change`). */
  reason_for_change: z.boolean(),
});
export const unitWriteResponse = z.object({ uid: z.string(), id: z.number() });
