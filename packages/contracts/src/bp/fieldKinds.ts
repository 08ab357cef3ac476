/**
 * Field kinds and form input kinds (records-explorer §3). The spec names them
 * in prose ("text area", "process-depending user"); definitions use the stable
 * snake_case ids below, and FIELD_KIND_SPEC_NAMES keeps the mapping in one place
 * so the docs table and the code cannot drift apart.
 */
export const FIELD_KINDS = [
  'date_time',
  'date',
  'image',
  'link',
  'file',
  'numeric',
  'decimal',
  'text',
  'textarea',
  'autocomplete',
  'treeview',
  'choice',
  'directory',
  'user',
  'related',
  'relationships',
  'process_user',
  'dynamic_choice',
  'tag',
  'time_event',
  'state',
  'date_limit',
  'versionable_file',
  'indicator_tracking',
  'centro',
  // Not in the spec's list of API field kinds: the metric list of an indicator,
  // edited with the spec's "metric edit" input (records-explorer §2 Other, §3 Metric).
  'metrics',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const FIELD_KIND_SPEC_NAMES: Readonly<Record<FieldKind, string>> = {
  date_time: 'date-time',
  date: 'date',
  image: 'image',
  link: 'link',
  file: 'file',
  numeric: 'numeric',
  decimal: 'decimal',
  text: 'text',
  textarea: 'text area',
  autocomplete: 'autocomplete choice',
  treeview: 'treeview choice',
  choice: 'choice',
  directory: 'directory',
  user: 'user',
  related: 'related',
  relationships: 'relationships',
  process_user: 'process-depending user',
  dynamic_choice: 'dynamic choice',
  tag: 'tag',
  time_event: 'time event',
  state: 'state',
  date_limit: 'date limit',
  versionable_file: 'versionable file',
  indicator_tracking: 'indicator tracking',
  centro: 'centro',
  metrics: 'indicator metrics (metric edit)',
};

export const FORM_INPUT_KINDS = [
  'text',
  'select',
  'date',
  'date_time',
  'textarea',
  'numeric',
  'file',
  'directory',
  'tag',
  'autocomplete_select',
  'dynamic_select',
  'dynamic_input',
  'time_event',
  'computed',
  'state',
  'checkbox',
  'treeview_select',
  'indicator_metric',
  'indicator_tracking',
  'related_select',
  'metric_edit',
  'link',
] as const;
export type FormInputKind = (typeof FORM_INPUT_KINDS)[number];

/**
 * The form inputs a field kind may be edited with; the first is the default.
 * A definition may pick another one from the list with `input` (e.g. a text
 * filled from another BP uses `dynamic_input`), never one that cannot hold
 * the kind's value.
 */
export const FIELD_KIND_INPUTS: Readonly<Record<FieldKind, readonly [FormInputKind, ...FormInputKind[]]>> = {
  date_time: ['date_time'],
  date: ['date'],
  image: ['file'],
  link: ['link', 'text'],
  file: ['file'],
  numeric: ['numeric', 'computed'],
  decimal: ['numeric', 'computed'],
  text: ['text', 'dynamic_input', 'computed'],
  textarea: ['textarea'],
  autocomplete: ['autocomplete_select'],
  treeview: ['treeview_select'],
  choice: ['select', 'checkbox', 'autocomplete_select'],
  directory: ['directory'],
  user: ['autocomplete_select', 'select'],
  related: ['related_select'],
  relationships: ['related_select'],
  process_user: ['select', 'autocomplete_select'],
  dynamic_choice: ['dynamic_select'],
  tag: ['tag'],
  time_event: ['time_event'],
  state: ['state'],
  date_limit: ['date'],
  versionable_file: ['file'],
  indicator_tracking: ['indicator_tracking'],
  centro: ['computed', 'select'],
  metrics: ['metric_edit', 'indicator_metric'],
};

/** Kinds whose value the system keeps (current state, limit, centro); shown, never collected. */
export const SYSTEM_FIELD_KINDS = ['state', 'date_limit', 'centro'] as const satisfies readonly FieldKind[];

/** Kinds holding uploaded files (20 MiB each, records-explorer §5). */
export const FILE_FIELD_KINDS = ['file', 'image', 'versionable_file'] as const satisfies readonly FieldKind[];

/** Kinds holding a date, usable for due dates, the calendar and date charts. */
export const DATE_FIELD_KINDS = ['date', 'date_time', 'date_limit'] as const satisfies readonly FieldKind[];

/** Kinds holding a user id, usable by the responsible rule `field`. */
export const USER_FIELD_KINDS = ['user', 'process_user'] as const satisfies readonly FieldKind[];

/** Kinds holding a number, usable as chart values. */
export const NUMBER_FIELD_KINDS = ['numeric', 'decimal'] as const satisfies readonly FieldKind[];

/** Kinds whose values come from `items` in the definition. */
export const ITEM_FIELD_KINDS = ['choice', 'autocomplete', 'treeview', 'tag'] as const satisfies readonly FieldKind[];

export function isFieldKindIn<K extends FieldKind>(kind: FieldKind, kinds: readonly K[]): kind is K {
  return (kinds as readonly FieldKind[]).includes(kind);
}
