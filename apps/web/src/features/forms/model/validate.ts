import { FIELD_MESSAGES, type FieldError, type FormInput } from '@qualium/contracts';
import { parseNumeric, validateFieldValue } from '@qualium/workflow';
import { type Draft, type Drafts, draftAs, isCollected } from './drafts';
import { fieldOf } from './fieldOf';
import { rawValue, type SerializeContext } from './serialize';

/**
 * The client's checks (records-explorer §5): the engine's validateFieldValue on the value the
 * server would read, so the browser and the server give the same messages; plus the tracking
 * cells of number metrics, which the engine accepts as text and scores as missing.
 */
function trackingCellErrors(draft: Draft | undefined, context: SerializeContext): FieldError[] {
  const numberMetrics = new Set((context.metrics ?? []).filter((m) => m.type === 'number').map((m) => String(m.id)));
  const errors: FieldError[] = [];
  for (const row of draftAs('tracking', draft)) {
    for (const [metric, text] of Object.entries(row.values)) {
      if (numberMetrics.has(metric) && text.trim() !== '' && parseNumeric(text) === null) {
        errors.push({ code: FIELD_MESSAGES.invalidValue, params: { period: row.period, metric } });
      }
    }
  }
  return errors;
}

export function checkInput(input: FormInput, draft: Draft | undefined, context: SerializeContext = {}): FieldError[] {
  if (!isCollected(input)) return [];
  const field = fieldOf(input);
  if (!field) return [];
  const check = validateFieldValue(field, rawValue(input, draft, context), { previous: input.value });
  const errors = check.ok ? [] : check.errors;
  return input.kind === 'indicator_tracking' ? [...errors, ...trackingCellErrors(draft, context)] : errors;
}

/** Every collected input's problems, by input id; inputs without any are left out. */
export function checkInputs(
  inputs: readonly FormInput[],
  drafts: Drafts,
  context: SerializeContext = {},
): Record<string, FieldError[]> {
  const out: Record<string, FieldError[]> = {};
  for (const input of inputs) {
    const errors = checkInput(input, drafts[input.id], context);
    if (errors.length > 0) out[input.id] = errors;
  }
  return out;
}

/** Date-time problems name the part they belong to; the rest belong to the whole input. */
export function errorsOfPart(errors: readonly FieldError[], part: 'date' | 'time'): FieldError[] {
  return errors.filter((e) => e.params?.part === part);
}
