import type { FormInput } from '@qualium/contracts';

/** A form input as the server sends it, for tests: every property at its plain default. */
export function testInput(partial: Partial<FormInput> & Pick<FormInput, 'id' | 'kind' | 'field_kind'>): FormInput {
  return {
    label: partial.id,
    placeholder: '',
    required: false,
    readonly: false,
    disabled: false,
    multiple: false,
    help_text: '',
    class: `field-${partial.field_kind}`,
    value: null,
    items: [],
    rules: {},
    cols: 12,
    hidden: false,
    file_type: '',
    ...partial,
  };
}
