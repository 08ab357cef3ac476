import { type BpDefinition, type BpField, parseBoundedJson } from '@qualium/contracts';

/**
 * Multipart forms carry text only: this turns the submitted texts back into the values the engine
 * checks, by each field's kind. Structured kinds (metrics, indicator tracking, time events,
 * date-times as {date, time}) arrive as JSON text; multiple values as repeated names (`id` or
 * `id[]`) or one JSON array. Anything unreadable is passed on as it is, for the engine to refuse
 * with the field's own message.
 */
const JSON_KINDS = new Set<BpField['kind']>(['metrics', 'indicator_tracking', 'time_event', 'date_time']);

function maybeJson(text: string): unknown {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return text;
  try {
    return parseBoundedJson(t);
  } catch {
    return text;
  }
}

function isMultiple(field: BpField): boolean {
  return field.kind === 'relationships' || field.kind === 'tag' || ('multiple' in field && field.multiple === true);
}

export function valuesFromForm(definition: BpDefinition, texts: Record<string, string[]>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of definition.business_process.model.fields) {
    const list = texts[field.id] ?? texts[`${field.id}[]`];
    if (list === undefined) continue;
    if (JSON_KINDS.has(field.kind)) values[field.id] = list.length === 1 ? maybeJson(list[0]!) : list;
    else if (isMultiple(field)) {
      const one = list.length === 1 ? maybeJson(list[0]!) : list;
      values[field.id] = Array.isArray(one) ? one : list[0] === '' ? [] : list;
    } else values[field.id] = list.length === 1 ? list[0] : list;
  }
  return values;
}

/** A JSON body is already typed; only its field values are kept. */
export function valuesFromJson(definition: BpDefinition, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of definition.business_process.model.fields) {
    if (field.id in body) values[field.id] = body[field.id];
  }
  return values;
}
