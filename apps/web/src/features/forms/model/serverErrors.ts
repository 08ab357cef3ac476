/**
 * A 400 answer of a write, split the way the dialog shows it (records-explorer §8 general rule): messages of
 * a field the dialog shows go under that input, as the server wrote them; everything else
 * (non_field_errors, detail, control fields such as responsible) goes to the dialog's alert.
 */
export interface SplitErrors {
  byField: Record<string, string[]>;
  /** What is left for the form-error routine (formatFormErrors), or null when nothing is. */
  rest: unknown;
}

function texts(value: unknown): string[] | null {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return null;
}

export function splitServerErrors(body: unknown, shownFields: ReadonlySet<string>): SplitErrors {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { byField: {}, rest: body };
  const byField: Record<string, string[]> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = shownFields.has(key) ? texts(value) : null;
    if (messages) byField[key] = messages;
    else rest[key] = value;
  }
  return { byField, rest: Object.keys(rest).length > 0 ? rest : null };
}
