import { type BpField, bpField, type ChoiceOption, type FormInput } from '@qualium/contracts';

/**
 * The model field behind a form input, rebuilt from what the input tells, so the browser checks
 * values with the engine's own validateFieldValue and says exactly what the server would say.
 * Parsed with the definition schema (its defaults fill what the input does not carry); an input
 * the schema refuses gets no client check and is left to the server.
 */
function item(option: ChoiceOption): unknown {
  return {
    value: option.value,
    label: { es: option.text.trim() || option.value },
    ...(option.children ? { children: option.children.map(item) } : {}),
  };
}

/** The input's rules without what the server adds for the form (decimals sit beside rules). */
function modelRules(input: FormInput): Record<string, unknown> | undefined {
  const { decimals: _decimals, ...rules } = input.rules;
  return Object.keys(rules).length > 0 ? rules : undefined;
}

function candidate(input: FormInput): Record<string, unknown> {
  const kind = input.field_kind;
  const field: Record<string, unknown> = {
    id: input.id,
    kind,
    label: { es: input.label.trim() || input.id },
    required: input.required,
    readonly: input.readonly,
    hidden: input.hidden,
  };
  const rules = modelRules(input);
  if (rules && ['text', 'textarea', 'numeric', 'decimal', 'file', 'image', 'versionable_file'].includes(kind)) {
    field.rules = rules;
  }
  if (kind === 'numeric' || kind === 'decimal') field.decimals = input.rules.decimals;
  if (['choice', 'autocomplete', 'treeview', 'tag'].includes(kind)) field.items = input.items.map(item);
  if (
    ['choice', 'autocomplete', 'treeview', 'user', 'related', 'process_user', 'dynamic_choice', 'file'].includes(kind)
  ) {
    field.multiple = input.multiple;
  }
  if (kind === 'dynamic_choice') {
    field.depends_on = {
      field: input.root_field_id,
      source: { business_process: input.bp_reference, field: input.source_field_id },
    };
  }
  if (kind === 'relationships') field.target_business_process = input.target_business_process;
  if (kind === 'time_event') field.time_event = input.time_event;
  // The tracked metrics field is not needed to check a tracking table's shape.
  if (kind === 'indicator_tracking') field.metrics_field = 'metrics';
  return field;
}

const cache = new WeakMap<FormInput, BpField | null>();

export function fieldOf(input: FormInput): BpField | null {
  const known = cache.get(input);
  if (known !== undefined) return known;
  const parsed = bpField.safeParse(candidate(input));
  if (!parsed.success) console.warn('No client-side check for input', input.id, parsed.error.issues);
  const field = parsed.success ? parsed.data : null;
  cache.set(input, field);
  return field;
}
