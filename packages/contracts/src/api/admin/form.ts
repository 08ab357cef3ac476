import { z } from 'zod';
import { fixedMessage } from '../../messages/catalog.js';
import { ADMIN_MESSAGES as M } from './messages.js';

/**
 * Field schemas for the administration forms. The same request arrives as JSON (typed values) or
 * as multipart form data (every value a string, lists as repeated names or JSON text), so each
 * field reads both: `'true'` and `true`, `'12'` and `12`, `''` and `null`.
 */

export const MAX_ID = 2_147_483_647;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A required text: "Required field" when missing or blank, "It has a space at the beginning" when
 * it starts with one (shell-and-admin §5); trailing spaces are dropped.
 */
export function requiredText(max = 255) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: M.required })
      .superRefine((s, ctx) => {
        if (s.trim() === '') ctx.addIssue({ code: 'custom', message: M.required });
        else if (/^\s/.test(s)) ctx.addIssue({ code: 'custom', message: M.leadingSpace });
        else if (s.trimEnd().length > max) ctx.addIssue({ code: 'custom', message: fixedMessage(M.tooLong(max)) });
      })
      .transform((s) => s.trimEnd()),
  );
}

/** An optional text: missing means empty; trimmed at both ends. */
export function optionalText(max = 2000) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z
      .string({ error: M.required })
      .transform((s) => s.trim())
      .pipe(z.string().max(max, fixedMessage(M.tooLong(max)))),
  );
}

/** An e-mail address: required, and of e-mail form ("E-mail must be valid"). */
export const emailText = requiredText(254).refine((s) => z.email().safeParse(s).success, M.emailInvalid);

/** An optional e-mail address: empty means none. */
export const optionalEmail = optionalText(254).refine(
  (s) => s === '' || z.email().safeParse(s).success,
  M.emailInvalid,
);

/** An optional web address (http or https): empty means none ("Link must be valid"). */
export const optionalLink = optionalText(500).refine(
  (s) => s === '' || (z.url().safeParse(s).success && /^https?:\/\//i.test(s)),
  M.linkInvalid,
);

const TRUE = new Set<unknown>([true, 1, 'true', 'True', '1', 'on']);
const FALSE = new Set<unknown>([false, 0, 'false', 'False', '0', 'off']);

/** A required yes/no (checkboxes travel as 'true'/'false' in form data). */
export const requiredFlag = z.preprocess(
  (v) => (TRUE.has(v) ? true : FALSE.has(v) ? false : v),
  z.boolean({ error: (issue) => (blank(issue.input) ? M.required : M.notBoolean) }),
);

/** A positive id; text is read as a number (form data), anything else is "A valid integer is required." */
const idNumber = z
  .number({ error: (issue) => (issue.input === undefined ? M.required : M.invalidInteger) })
  .int(M.invalidInteger)
  .positive(M.invalidInteger)
  .max(MAX_ID, M.invalidInteger);
const numberFromText = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

/** A reference that may be empty: '', null, 'null' and a missing value all mean none. */
export const optionalId = z.preprocess(
  (v) => (blank(v) || v === 'null' ? null : numberFromText(v)),
  idNumber.nullable(),
);

/** A required reference ("Required field" when missing). */
export const requiredId = z.preprocess((v) => (blank(v) ? undefined : numberFromText(v)), idNumber);

/** Splits what a form sends for a list of ids: an array, JSON array text, or comma-separated text. */
function idListInput(v: unknown): unknown[] {
  if (blank(v)) return [];
  const items = Array.isArray(v) ? v : [v];
  return items.flatMap((item) => {
    if (typeof item !== 'string') return [item];
    const text = item.trim();
    if (text === '') return [];
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : [text];
      } catch {
        return [text];
      }
    }
    return text.split(',').map((s) => s.trim());
  });
}

/** A list of ids, duplicates dropped. */
export const idList = z
  .preprocess((v) => (idListInput(v) as unknown[]).map(numberFromText), z.array(idNumber))
  .transform((ids) => [...new Set(ids)]);

/** A number that may be empty (''), with a comma accepted as the decimal separator. */
export function optionalNumberBetween(min: number, max: number) {
  return z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v),
    z
      .number({ error: M.invalidNumber })
      .refine((n) => Number.isFinite(n), M.invalidNumber)
      .refine((n) => n >= min && n <= max, fixedMessage(M.between(min, max)))
      .nullable(),
  );
}

/** A whole number of at least `min`. */
export function integerAtLeast(min: number) {
  return z.preprocess(
    (v) => (blank(v) ? undefined : numberFromText(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? M.required : M.invalidInteger) })
      .int(M.invalidInteger)
      .min(min, fixedMessage(M.atLeast(min)))
      .max(MAX_ID, M.invalidInteger),
  );
}

/** Path parameter `{id}`. */
export const adminIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

/** What the caller may do on a screen, so the client never re-derives the rules (docs/design.md §7). */
export const adminCapabilities = z.object({
  /** Add, edit and delete (site administrators). */
  can_edit: z.boolean(),
});

/** A `{count, results}` list plus the caller's capabilities. */
export function adminList<T extends z.ZodType>(item: T) {
  return z.object({ count: z.number().int(), results: z.array(item), can_edit: z.boolean() });
}
