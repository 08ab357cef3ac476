import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/errorText';
import { formatFormErrors } from '../../../api/formErrors';

/** The preferences form's inputs, by the server's field names. */
const FIELDS = ['lang', 'preferred_centro', 'photo'] as const;
type Field = (typeof FIELDS)[number];
export type FieldErrors = Partial<Record<Field, string>>;

const isField = (key: string): key is Field => (FIELDS as readonly string[]).includes(key);
/** A field's messages as the server lists them (`["…", "…"]`), or its one text. */
const messagesOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value)]);

/**
 * The server's refusal of a save: each field's messages under its input, anything else through
 * the shared form-error routine (shell-and-admin §8 general rule), and a failure that is no refusal in the
 * global message's words.
 */
export function splitErrors(
  error: unknown,
  t: (key: string, values?: Record<string, unknown>) => string,
): { fields: FieldErrors; other: string[] } {
  if (!(error instanceof ApiError)) return { fields: {}, other: [String(error)] };
  if (error.status !== 400 || !error.data || typeof error.data !== 'object' || Array.isArray(error.data)) {
    return { fields: {}, other: [errorText(error, t)] };
  }
  const fields: FieldErrors = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error.data as Record<string, unknown>)) {
    if (isField(key)) fields[key] = messagesOf(value).join(' ');
    else rest[key] = value;
  }
  return { fields, other: Object.keys(rest).length > 0 ? formatFormErrors(rest) : [] };
}
