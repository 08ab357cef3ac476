import { z } from 'zod';
import { URL_NAME_PATTERN } from '../../constants.js';
import { ADMIN_MESSAGES as M } from '../admin/messages.js';

/** Form-field readers the Companies and Centros forms need beyond those of admin/form.ts. */

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** One of `values`, required: "Required field" when missing, DRF's choice message otherwise. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
    z.enum(values, {
      error: (issue) => (issue.input === undefined ? M.required : M.invalidChoice(String(issue.input)).en),
    }),
  );
}

/** A yes/no that may be left out (undefined: keep what is there, or the default). */
export const optionalFlag = z.preprocess((v) => {
  if (blank(v)) return undefined;
  if ([true, 1, 'true', 'True', '1', 'on'].includes(v as never)) return true;
  if ([false, 0, 'false', 'False', '0', 'off'].includes(v as never)) return false;
  return v;
}, z.boolean({ error: M.notBoolean }).optional());

/**
 * An optional slug (`url_name`): blank means none; otherwise lower-case letters, digits and
 * hyphens starting with a letter, plus whatever `valid` adds (sites: never a resource name).
 */
export function optionalSlug(valid: (s: string) => boolean, message: string) {
  return z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: message })
      .refine((s) => URL_NAME_PATTERN.test(s) && valid(s), message)
      .nullable(),
  );
}

/** A parent reference where `none`, `null` and empty all mean "no parent" (shell-and-admin §5 Centro). */
export const parentId = z.preprocess(
  (v) => (blank(v) || v === 'none' || v === 'null' ? null : v),
  z.coerce
    .number({ error: M.invalidInteger })
    .int(M.invalidInteger)
    .positive(M.invalidInteger)
    .max(2_147_483_647, M.invalidInteger)
    .nullable(),
);
