/**
 * A 400 body split into the messages of the inputs a form shows (under each input) and the rest
 * (non_field_errors, detail, fields the form has not), which go to the form's alert.
 */
export function splitFieldErrors<F extends string>(
  body: unknown,
  fields: readonly F[],
): { fields: Partial<Record<F, string[]>>; rest: Record<string, unknown> } {
  const own: Partial<Record<F, string[]>> = {};
  const rest: Record<string, unknown> = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { fields: own, rest: { detail: body } };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : null;
    if ((fields as readonly string[]).includes(key) && messages) own[key as F] = messages;
    else rest[key] = value;
  }
  return { fields: own, rest };
}
