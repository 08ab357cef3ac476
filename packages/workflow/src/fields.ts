import type { BpDefinition, BpField, BpTransition, BpTransitionField, FieldError } from '@qualium/contracts';
import { fieldById } from './definition.js';
import { validateFieldValue } from './fieldValue.js';

/**
 * The fields a transition collects, and the check of a whole submitted form.
 */

/**
 * The transition's fields as the form shows them: the model's definitions in
 * the transition's order, with its required/readonly overrides applied.
 */
export function fieldsToCollect(definition: BpDefinition, transition: BpTransition): BpField[] {
  return transition.fields.map((ref) => withOverrides(definition, ref));
}

function withOverrides(definition: BpDefinition, ref: BpTransitionField | string): BpField {
  const r = typeof ref === 'string' ? { field: ref } : ref;
  const field = fieldById(definition, r.field);
  if (!field) throw new RangeError(`Unknown field '${r.field}' in BP ${definition.business_process.info.reference}`);
  return {
    ...field,
    required: r.required ?? field.required,
    readonly: r.readonly ?? field.readonly,
  };
}

export interface FieldsValidation {
  ok: boolean;
  /** Checked values to store, by field id; readonly fields are left out (their values are not the user's to set). */
  values: Record<string, unknown>;
  /** Problems by field id; empty when ok. */
  errors: Record<string, FieldError[]>;
}

/**
 * Checks the submitted `values` of the given fields (ids, or transition field
 * references with overrides). Values of fields not listed are ignored.
 * `previous` is the unit's current fields (a stored file satisfies required).
 */
export function validateFields(
  definition: BpDefinition,
  fields: ReadonlyArray<string | BpTransitionField>,
  values: Readonly<Record<string, unknown>>,
  previous: Readonly<Record<string, unknown>> = {},
): FieldsValidation {
  const out: FieldsValidation = { ok: true, values: {}, errors: {} };
  for (const ref of fields) {
    const field = withOverrides(definition, ref);
    if (field.readonly) continue;
    const check = validateFieldValue(field, values[field.id], { previous: previous[field.id] });
    if (check.ok) out.values[field.id] = check.value;
    else {
      out.ok = false;
      out.errors[field.id] = check.errors;
    }
  }
  return out;
}
