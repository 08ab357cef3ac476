import type { FormInput } from '@qualium/contracts';
import type { InputContext } from './types';

/** The value of a dependent input's root field: the uid (or first uid) it holds, or ''. */
export function rootValueOf(input: FormInput, context: InputContext): string {
  if (!input.root_field_id) return '';
  const draft = context.drafts[input.root_field_id];
  if (typeof draft === 'string') return draft;
  return Array.isArray(draft) && typeof draft[0] === 'string' ? draft[0] : '';
}

export function rootLabelOf(input: FormInput, context: InputContext): string {
  return context.inputs.find((i) => i.id === input.root_field_id)?.label ?? input.root_field_id ?? '';
}
