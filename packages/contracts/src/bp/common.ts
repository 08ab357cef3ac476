import { z } from 'zod';

/**
 * Building blocks shared by every section of a BP definition: identifiers,
 * texts per language and colours. Identifiers are restricted so that they can
 * travel safely in URLs, multipart field names, JSON keys and SQL parameters.
 */

/** Field, state, transition, box, chart and report ids: lower-case snake_case. */
export const BP_ID_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
export const bpId = z
  .string()
  .regex(BP_ID_PATTERN, 'Must be snake_case: a lower-case letter, then lower-case letters, digits or _ (max 64)');

/** BP references (NC, CAPA, DOCISODEFAULT, NOTIF_DEFAULT): upper-case, they appear in unit uids. */
export const BP_REFERENCE_PATTERN = /^[A-Z][A-Z0-9_]{0,31}$/;
export const bpReference = z
  .string()
  .regex(BP_REFERENCE_PATTERN, 'Must be upper-case: a letter, then letters, digits or _ (max 32)');

const nonBlank = z.string().regex(/\S/, 'Must not be blank');

/**
 * A text in the product's languages. Spanish is the default interface language
 * (records-explorer §1), so it is the one text that must be there; Catalan and
 * English fall back to it when missing.
 */
export const bpLocalizedText = z.strictObject({
  es: nonBlank,
  ca: nonBlank.optional(),
  en: nonBlank.optional(),
});
export type BpLocalizedText = z.infer<typeof bpLocalizedText>;

/** `#rrggbb`, the form the directory colour picker and the state dots use. */
export const bpHexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a hex colour like #1976d2');

/** A percentage size in the charts layout (spec: default 100). */
export const bpPercentSize = z.number().gt(0).max(100);
