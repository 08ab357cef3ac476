/**
 * The shared form-error routine of spec shell-and-admin §8: turns a server error body into the
 * lines an alert shows. A string body is shown as is; an object lists each field (with its label
 * when the form knows one) followed by its messages; non_field_errors and detail carry no prefix;
 * anything else is shown raw.
 */

/** Keys whose messages are general, not about one field, so they get no "label:" prefix. */
const UNPREFIXED_KEYS = new Set(['non_field_errors', 'detail']);

function messagesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.length > 0 ? [value] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  if (typeof value === 'object') {
    // Nested serializer errors ({address: {city: ["…"]}}): keep the inner key so the message still says where.
    return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
      messagesOf(inner).map((m) => (UNPREFIXED_KEYS.has(key) ? m : `${key}: ${m}`)),
    );
  }
  return [String(value)];
}

function raw(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function formatFormErrors(body: unknown, labels: Readonly<Record<string, string>> = {}): string[] {
  if (typeof body === 'string') return body.length > 0 ? [body] : [];
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const lines: string[] = [];
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const messages = messagesOf(value);
      if (messages.length === 0) continue;
      if (UNPREFIXED_KEYS.has(key)) lines.push(...messages);
      else lines.push(`${labels[key] ?? key}: ${messages.join(' ')}`);
    }
    if (lines.length > 0) return lines;
  }
  if (body === null || body === undefined) return [];
  return [raw(body)];
}
