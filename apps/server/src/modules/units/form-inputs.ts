import {
  type BpChoiceItem,
  type BpDefinition,
  type BpField,
  FIELD_KIND_INPUTS,
  type FormInput,
  localizedText,
} from '@qualium/contracts';

/**
 * The generic dialog's inputs for a set of fields (records-explorer §3 form input kinds and input
 * properties): each field with its input kind, texts in the user's language, items, rules and,
 * for inputs that fetch their data, where from.
 */
function options(items: readonly BpChoiceItem[], lang: string): FormInput['items'] {
  return items.map((i) => ({
    value: i.value,
    text: localizedText(i.label, lang),
    ...(i.children ? { children: options(i.children, lang) } : {}),
  }));
}

function rulesOf(field: BpField): Record<string, unknown> {
  const rules: Record<string, unknown> = 'rules' in field && field.rules ? { ...field.rules } : {};
  if (field.kind === 'numeric' || field.kind === 'decimal') rules.decimals = field.decimals;
  return rules;
}

const FILE_TYPES: Partial<Record<BpField['kind'], string>> = {
  image: 'image',
  versionable_file: 'versionable',
  file: 'file',
};

export function formInput(
  definition: BpDefinition,
  field: BpField,
  context: {
    lang: string;
    siteId: number;
    value?: unknown;
    processIdOf?: (reference: string | undefined) => number | null;
  },
): FormInput {
  const { lang } = context;
  const kind = field.input ?? FIELD_KIND_INPUTS[field.kind][0];
  const input: FormInput = {
    id: field.id,
    kind,
    field_kind: field.kind,
    label: localizedText(field.label, lang),
    placeholder: localizedText(field.placeholder, lang),
    required: field.required,
    readonly: field.readonly,
    disabled: field.readonly,
    multiple: 'multiple' in field ? Boolean(field.multiple) : field.kind === 'relationships',
    help_text: localizedText(field.help_text, lang),
    class: `field-${field.kind}`,
    value: context.value ?? null,
    items: 'items' in field ? options(field.items, lang) : [],
    rules: rulesOf(field),
    cols: typeof field.cols === 'number' ? field.cols : 12,
    hidden: field.hidden,
    file_type: FILE_TYPES[field.kind] ?? '',
  };
  if (field.depends_on) {
    input.root_field_id = field.depends_on.field;
    if (field.depends_on.source) {
      input.bp_reference = field.depends_on.source.business_process;
      input.source_field_id = field.depends_on.source.field;
      input.site_id = context.siteId;
    }
  }
  if ((field.kind === 'related' || field.kind === 'relationships') && field.target_business_process) {
    input.target_business_process = field.target_business_process;
  }
  if (field.kind === 'process_user') {
    input.permission_id = field.process_role;
    input.process_id =
      context.processIdOf?.(field.process ?? definition.business_process.info.process ?? undefined) ?? null;
  }
  if (field.kind === 'time_event') input.time_event = { ...field.time_event };
  return input;
}
